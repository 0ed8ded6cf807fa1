/**
 * The real registry: CMS's NPPES NPI Registry API (https://npiregistry.cms.hhs.gov/api-page),
 * public, no key. `GET {baseUrl}/?version=2.1&number=NPI` answers `{result_count, results}`;
 * an unknown NPI has no result. Selected by `NPI_REGISTRY=nppes`.
 *
 * Asked with `fetch` and a time limit: a registry that does not answer in time, answers an HTTP
 * error, or answers something that is not its JSON is "unavailable" (the caller stores nothing
 * and says so with a 503), never "unknown NPI". `fetch` is a parameter so tests never reach the
 * network.
 */
import type { NpiRecord, NpiRegistry, NpiRegistryAddress } from './registry'
import { NpiRegistryUnavailableError } from './registry'

export const NPPES_API_URL = 'https://npiregistry.cms.hhs.gov/api/'

export interface NppesOptions {
  baseUrl?: string
  timeoutMs?: number
  fetch?: (input: string, init?: RequestInit) => Promise<Response>
}

interface NppesAddress {
  address_purpose?: string
  address_1?: string
  address_2?: string
  city?: string
  state?: string
  postal_code?: string
}

interface NppesResult {
  number?: string | number
  enumeration_type?: string
  basic?: { organization_name?: string; first_name?: string; last_name?: string; credential?: string }
  addresses?: NppesAddress[]
  taxonomies?: { desc?: string; primary?: boolean }[]
}

interface NppesAnswer {
  result_count?: number
  results?: NppesResult[]
  Errors?: { description?: string }[]
}

export function nppesNpiRegistry({ baseUrl = NPPES_API_URL, timeoutMs = 5_000, fetch = globalThis.fetch }: NppesOptions = {}): NpiRegistry {
  return {
    name: 'nppes',
    async lookUp(npi: string): Promise<NpiRecord | null> {
      const url = new URL(baseUrl)
      url.searchParams.set('version', '2.1')
      url.searchParams.set('number', npi)
      let answer: NppesAnswer
      try {
        const res = await fetch(url.toString(), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
        if (!res.ok) throw new NpiRegistryUnavailableError(`The NPI registry answered HTTP ${res.status}`)
        answer = (await res.json()) as NppesAnswer
      } catch (error) {
        if (error instanceof NpiRegistryUnavailableError) throw error
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        throw new NpiRegistryUnavailableError(timedOut ? `The NPI registry did not answer within ${timeoutMs} ms` : 'The NPI registry could not be reached')
      }
      if (!answer || typeof answer !== 'object') throw new NpiRegistryUnavailableError('The NPI registry answered something unreadable')
      // An error about the number (the registry refuses it) means it does not know it; the
      // number was already checked well formed, so nothing else of ours can be at fault.
      if (Array.isArray(answer.Errors) && answer.Errors.length) return null
      if (!Array.isArray(answer.results)) throw new NpiRegistryUnavailableError('The NPI registry answered something unreadable')
      const result = answer.results.find((r) => String(r.number) === npi)
      return result ? toRecord(npi, result) : null
    },
  }
}

function toRecord(npi: string, result: NppesResult): NpiRecord {
  const basic = result.basic ?? {}
  const person = [basic.first_name, basic.last_name].filter(Boolean).join(' ')
  const addresses = result.addresses ?? []
  const location = addresses.find((a) => a.address_purpose === 'LOCATION') ?? addresses[0]
  const taxonomies = result.taxonomies ?? []
  const taxonomy = (taxonomies.find((t) => t.primary) ?? taxonomies[0])?.desc ?? null
  return {
    npi,
    name: (basic.organization_name ?? person) || 'Unnamed provider',
    enumerationType: result.enumeration_type === 'NPI-1' ? 'NPI-1' : 'NPI-2',
    address: location ? toAddress(location) : null,
    taxonomy,
  }
}

function toAddress(a: NppesAddress): NpiRegistryAddress {
  return {
    streetAddress: [a.address_1, a.address_2].filter(Boolean).join(', '),
    city: a.city ?? '',
    state: a.state ?? '',
    // The registry gives ZIP+4 as nine digits; the product's ZIP codes are five.
    zipCode: (a.postal_code ?? '').slice(0, 5),
  }
}
