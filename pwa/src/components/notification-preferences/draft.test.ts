import { describe, expect, test } from 'bun:test'
import type { NotificationPreferences } from '@shared/contracts/preferences'
import { bodyOf, draftOf, emptyLocation, metersToMiles, milesToMeters } from './draft'

const saved: NotificationPreferences = {
  userId: 'u1',
  marketplaceEmailOptIn: true,
  marketplaceSmsOptIn: true,
  careersEmailOptIn: false,
  careersSmsOptIn: true,
  agentSmsOptIn: false,
  marketplaceMinHourlyRate: 55.5,
  careersMinHourlyRate: null,
  platformInterest: 'MARKETPLACE',
  preferredApp: 'MARKETPLACE',
  marketplaceNotificationRadiusInMeters: 40_234,
  careersNotificationRadiusInMeters: 16_093,
  locationPreference: [{ streetAddress: null, city: 'Albany', state: 'NY', zipcode: '12207', notificationRadiusInMeters: 8_047 }],
  isPaused: false,
  pausedAt: null,
}

describe('notification preferences draft', () => {
  test('radii are shown in miles and sent in meters, within the API range', () => {
    expect(metersToMiles(40_234)).toBe('25')
    expect(milesToMeters('25')).toBe(40_234)
    expect(milesToMeters('1000')).toBe(321_869)
    expect(milesToMeters('0')).toBeNull()
    expect(milesToMeters('ten')).toBeNull()
  })

  test('what was saved comes back unchanged, an empty rate as null (any rate)', () => {
    const result = bodyOf(draftOf(saved))
    if (!('body' in result)) throw new Error('expected a body')
    expect(result.body).toMatchObject({
      marketplaceSmsOptIn: true,
      careersEmailOptIn: false,
      marketplaceMinHourlyRate: 55.5,
      careersMinHourlyRate: null,
      platformInterest: 'MARKETPLACE',
      marketplaceNotificationRadiusInMeters: 40_234,
      careersNotificationRadiusInMeters: 16_093,
      locationPreference: [{ streetAddress: null, city: 'Albany', state: 'NY', zipcode: '12207', notificationRadiusInMeters: 8_047 }],
    })
  })

  test('a location without a state is refused with "State is required"; a bad rate or distance is named', () => {
    const draft = { ...draftOf(saved), marketplaceMinHourlyRate: 'abc', careersMiles: '', locations: [emptyLocation()] }
    const result = bodyOf(draft)
    expect(result).toEqual({
      errors: {
        marketplaceMinHourlyRate: 'Minimum hourly rate must be a number',
        careersNotificationRadiusInMeters: 'Enter a distance in miles',
        'locationPreference.0.state': 'State is required',
      },
    })
  })
})
