import { describe, expect, test } from 'bun:test'
import { loadConfig } from '../../config'
import { npiRegistryFor } from './index'
import { nppesNpiRegistry } from './nppes'
import { NpiRegistryUnavailableError } from './registry'

const hint = { name: 'Riverside Community Pharmacy', address: { streetAddress: '401 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' } }

/** A fake `fetch` answering `body` with `status`, recording the addresses asked. */
function fakeFetch(status: number, body: unknown) {
  const asked: string[] = []
  const fetch = async (input: string) => {
    asked.push(input)
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, asked }
}

const FOUND = {
  result_count: 1,
  results: [
    {
      number: '1245319599',
      enumeration_type: 'NPI-2',
      basic: { organization_name: 'ALAMO HEIGHTS PHARMACY LLC', status: 'A' },
      addresses: [
        { address_purpose: 'MAILING', address_1: 'PO BOX 12', city: 'SAN ANTONIO', state: 'TX', postal_code: '782090012' },
        { address_purpose: 'LOCATION', address_1: '2100 ROSS AVE', address_2: 'SUITE 4', city: 'SAN ANTONIO', state: 'TX', postal_code: '782091234' },
      ],
      taxonomies: [
        { desc: 'Clinic/Center', primary: false },
        { desc: 'Community/Retail Pharmacy', primary: true },
      ],
    },
  ],
}

describe('NPPES registry adapter (fake fetch, no network)', () => {
  test('found: the organization, its practice location (ZIP to five digits) and primary taxonomy', async () => {
    const { fetch, asked } = fakeFetch(200, FOUND)
    const record = await nppesNpiRegistry({ fetch }).lookUp('1245319599', hint)
    expect(record).toEqual({
      npi: '1245319599',
      name: 'ALAMO HEIGHTS PHARMACY LLC',
      enumerationType: 'NPI-2',
      address: { streetAddress: '2100 ROSS AVE, SUITE 4', city: 'SAN ANTONIO', state: 'TX', zipCode: '78209' },
      taxonomy: 'Community/Retail Pharmacy',
    })
    expect(asked).toEqual(['https://npiregistry.cms.hhs.gov/api/?version=2.1&number=1245319599'])
  })

  test('a person (NPI-1) is named by first and last name', async () => {
    const { fetch } = fakeFetch(200, { result_count: 1, results: [{ number: 1234567893, enumeration_type: 'NPI-1', basic: { first_name: 'DANA', last_name: 'WHITFIELD' }, addresses: [], taxonomies: [] }] })
    expect(await nppesNpiRegistry({ fetch }).lookUp('1234567893', hint)).toEqual({ npi: '1234567893', name: 'DANA WHITFIELD', enumerationType: 'NPI-1', address: null, taxonomy: null })
  })

  test('not found: no result, or the registry refusing the number, answers null', async () => {
    expect(await nppesNpiRegistry({ fetch: fakeFetch(200, { result_count: 0, results: [] }).fetch }).lookUp('1234567893', hint)).toBeNull()
    expect(await nppesNpiRegistry({ fetch: fakeFetch(200, { Errors: [{ description: 'Invalid NPI', field: 'number' }] }).fetch }).lookUp('1234567893', hint)).toBeNull()
  })

  test('timeout: a registry that does not answer in time is unavailable, not "unknown"', async () => {
    const hanging = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    const started = performance.now()
    const lookUp = nppesNpiRegistry({ fetch: hanging, timeoutMs: 50 }).lookUp('1234567893', hint)
    await expect(lookUp).rejects.toBeInstanceOf(NpiRegistryUnavailableError)
    await expect(lookUp).rejects.toThrow('The NPI registry did not answer within 50 ms')
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  test('down: an HTTP error, a refused connection or an unreadable answer is unavailable', async () => {
    await expect(nppesNpiRegistry({ fetch: fakeFetch(502, 'Bad gateway').fetch }).lookUp('1234567893', hint)).rejects.toThrow('The NPI registry answered HTTP 502')
    const refused = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(nppesNpiRegistry({ fetch: refused }).lookUp('1234567893', hint)).rejects.toThrow('The NPI registry could not be reached')
    await expect(nppesNpiRegistry({ fetch: fakeFetch(200, '<html>maintenance</html>').fetch }).lookUp('1234567893', hint)).rejects.toBeInstanceOf(NpiRegistryUnavailableError)
    await expect(nppesNpiRegistry({ fetch: fakeFetch(200, { unexpected: true }).fetch }).lookUp('1234567893', hint)).rejects.toBeInstanceOf(NpiRegistryUnavailableError)
  })
})

describe('npiRegistryFor', () => {
  test('offline by default: a table entry, else the facility itself', async () => {
    const registry = npiRegistryFor(loadConfig({}))
    expect(registry.name).toBe('offline')
    expect((await registry.lookUp('1234567893', hint))?.name).toBe('Example Community Pharmacy')
    expect(await registry.lookUp('1003000126', hint)).toEqual({ npi: '1003000126', name: hint.name, enumerationType: 'NPI-2', address: hint.address, taxonomy: 'Pharmacy' })
  })

  test('NPI_REGISTRY=nppes selects NPPES; anything else stops the server with a message', () => {
    expect(npiRegistryFor(loadConfig({ NPI_REGISTRY: 'nppes' })).name).toBe('nppes')
    expect(() => loadConfig({ NPI_REGISTRY: 'cms' })).toThrow('NPI_REGISTRY must be offline or nppes, got "cms"')
  })
})
