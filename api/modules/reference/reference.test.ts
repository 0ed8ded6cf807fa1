import { describe, expect, test } from 'bun:test'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()

describe('GET /api/states', () => {
  test('50 states and DC, each with its fields', async () => {
    const res = await server.call('GET', '/api/states')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(51)
    const dc = res.body.find((s: { value: string }) => s.value === 'DC')
    expect(dc).toMatchObject({ label: 'District of Columbia', isProviderLive: true, isFacilityLive: true })
    const ca = res.body.find((s: { value: string }) => s.value === 'CA')
    expect(ca.cities).toContain('Los Angeles')
    expect(typeof ca.providerMapZoomLevel).toBe('number')
  })
})

describe('GET /api/city-by-zip/{zip}', () => {
  test('city, state and zone from the shipped dataset', async () => {
    expect((await server.call('GET', '/api/city-by-zip/10001')).body).toMatchObject({ defaultCity: 'New York', defaultState: 'NY', timeZone: 'America/New_York' })
    expect((await server.call('GET', '/api/city-by-zip/85004-1234')).body).toMatchObject({ defaultState: 'AZ', timeZone: 'America/Phoenix' })
  })
  test('an unknown ZIP is 404 with a message; a malformed one 400', async () => {
    const unknown = await server.call('GET', '/api/city-by-zip/00000')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toContain('00000')
    const bad = await server.call('GET', '/api/city-by-zip/12ab')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Zip code must be a valid US zip code')
  })
})

describe('public lists', () => {
  test('specialties, softwares, skills and abilities agree', async () => {
    const abilities = (await server.call('GET', '/api/public/abilities')).body
    for (const list of ['specialties', 'softwares', 'skills'] as const) {
      const single = await server.call('GET', `/api/public/${list}`)
      expect(single.status).toBe(200)
      expect(single.body).toEqual(abilities[list])
      expect(single.body.length).toBeGreaterThan(10)
      expect(single.body[0]).toEqual({ id: expect.any(String), name: expect.any(String) })
    }
    expect(abilities.softwares.map((s: { name: string }) => s.name)).toContain('PioneerRx')
  })
  test('24 languages and the how-heard sources', async () => {
    expect((await server.call('GET', '/api/public/languages')).body).toHaveLength(24)
    const sources = (await server.call('GET', '/api/public/how-heard-sources')).body
    expect(sources.map((s: { value: string }) => s.value)).toEqual(['GOOGLE', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'INDEED', 'FRIEND_OR_COLLEAGUE', 'EMAIL', 'EVENT', 'PODCAST', 'OTHER'])
    expect(sources.filter((s: { needsAnswer: boolean }) => s.needsAnswer).map((s: { value: string }) => s.value)).toEqual(['PODCAST', 'OTHER'])
  })
})
