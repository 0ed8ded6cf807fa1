import { describe, expect, test } from 'bun:test'
import { priceShift } from '@shared/domain/money'
import { paidMinutesFor } from './paid-time'

describe('paidMinutesFor', () => {
  test('finds the paid time behind an adjusted seat’s price, fee included', () => {
    // 5.5 h × $68 = $374.00, plus the 25% fee = $467.50 (pwa/e2e/facility-actions.spec.ts).
    expect(paidMinutesFor(46_750, 6_800, 25)).toBe(330)
  })

  test('finds it behind a provider’s earnings (no fee)', () => {
    expect(paidMinutesFor(priceShift(4_250, 437, 0).totalCents, 4_250)).toBe(437)
  })

  test('every minute of a day at a low rate comes back as itself', () => {
    for (let minutes = 0; minutes <= 24 * 60; minutes += 7) {
      expect(paidMinutesFor(priceShift(1_500, minutes, 25).totalCents, 1_500, 25)).toBe(minutes)
    }
  })

  test('an amount no shift length gives is null', () => {
    expect(paidMinutesFor(46_751, 6_800, 25)).toBeNull()
    expect(paidMinutesFor(10_000_000, 6_800, 25)).toBeNull()
  })
})
