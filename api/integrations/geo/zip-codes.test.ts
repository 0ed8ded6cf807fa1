import { describe, expect, test } from 'bun:test'
import { distanceInMeters, lookupZip } from './zip-codes'

describe('lookupZip', () => {
  test.each([
    ['10001', 'NY', 'America/New_York'],
    ['60601', 'IL', 'America/Chicago'],
    ['80202', 'CO', 'America/Denver'],
    ['85004', 'AZ', 'America/Phoenix'],
    ['94103', 'CA', 'America/Los_Angeles'],
    ['99501', 'AK', 'America/Anchorage'],
    ['96813', 'HI', 'Pacific/Honolulu'],
    ['20001', 'DC', 'America/New_York'],
  ])('%s is in %s, zone %s', (zip, state, timeZone) => {
    const info = lookupZip(zip)
    expect(info).not.toBeNull()
    expect(info!.zipCode).toBe(zip)
    expect(info!.state).toBe(state)
    expect(info!.timeZone).toBe(timeZone)
  })

  test.each([
    ['04730', 'America/New_York'], // Houlton, ME: tz-lookup alone says America/Moncton
    ['99742', 'America/Nome'], // Gambell, AK: tz-lookup alone says Asia/Anadyr
    ['58318', 'America/Chicago'], // Bottineau, ND: tz-lookup alone says America/Winnipeg
    ['78046', 'America/Chicago'], // Laredo, TX: tz-lookup alone says America/Matamoros
  ])('border ZIP %s gets the US zone %s', (zip, timeZone) => {
    expect(lookupZip(zip)?.timeZone).toBe(timeZone)
  })

  test('returns city, county and centroid', () => {
    expect(lookupZip('60601')).toEqual({
      zipCode: '60601',
      city: 'Chicago',
      state: 'IL',
      county: 'Cook',
      latitude: expect.closeTo(41.886, 2),
      longitude: expect.closeTo(-87.618, 2),
      timeZone: 'America/Chicago',
    })
  })

  test('uses the first five digits of a ZIP+4', () => {
    expect(lookupZip('94103-1234')).toEqual(lookupZip('94103'))
    expect(lookupZip(' 94103-1234 ')?.zipCode).toBe('94103')
  })

  test('returns null for an unknown ZIP', () => {
    expect(lookupZip('00000')).toBeNull()
    expect(lookupZip('00000')).toBeNull()
  })

  test('returns null outside the 50 states and DC', () => {
    // Marshall Islands and a military APO code are in the dataset but not in a state.
    expect(lookupZip('96960')).toBeNull()
    expect(lookupZip('09001')).toBeNull()
  })

  test.each(['', '1234', '123456', '12345-', '12345-678', '123456789', 'abcde', '12 345'])(
    'returns null for malformed %p',
    (zip) => {
      expect(lookupZip(zip)).toBeNull()
    },
  )
})

describe('distanceInMeters', () => {
  test('New York 10001 to San Francisco 94103 is about 4,130 km', () => {
    const meters = distanceInMeters(lookupZip('10001')!, lookupZip('94103')!)
    expect(Number.isInteger(meters)).toBe(true)
    expect(Math.abs(meters - 4_130_000) / 4_130_000).toBeLessThan(0.01)
  })

  test('is zero for the same point and symmetric', () => {
    const a = { latitude: 40.7484, longitude: -73.9967 }
    const b = { latitude: 41.8858, longitude: -87.6181 }
    expect(distanceInMeters(a, a)).toBe(0)
    expect(distanceInMeters(a, b)).toBe(distanceInMeters(b, a))
  })

  test('one degree of latitude is about 111.2 km', () => {
    expect(distanceInMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111_195)
  })
})
