import { describe, expect, test } from 'bun:test'
import { keyBytes, mayAsk, SNOOZE_DAYS, snoozeUntil } from './push'

const now = Date.UTC(2026, 10, 27, 12)

describe('web push prompt', () => {
  test('asks only where push works and the browser has not been answered', () => {
    expect(mayAsk({ supported: true, permission: 'default', snoozedUntil: null }, now)).toBe(true)
    expect(mayAsk({ supported: false, permission: 'unsupported', snoozedUntil: null }, now)).toBe(false)
    expect(mayAsk({ supported: true, permission: 'denied', snoozedUntil: null }, now)).toBe(false)
    expect(mayAsk({ supported: true, permission: 'granted', snoozedUntil: null }, now)).toBe(false)
  })

  test('"Not now" keeps it away for 14 days, then it may ask again', () => {
    const until = snoozeUntil(now)
    expect(until - now).toBe(SNOOZE_DAYS * 24 * 60 * 60 * 1000)
    expect(mayAsk({ supported: true, permission: 'default', snoozedUntil: until }, now + 13 * 24 * 60 * 60 * 1000)).toBe(false)
    expect(mayAsk({ supported: true, permission: 'default', snoozedUntil: until }, until)).toBe(true)
  })

  test('the base64url VAPID key becomes its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239])
  })
})
