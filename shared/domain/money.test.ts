import { expect, test } from 'bun:test'
import { centsToDollars, dollarsToCents, effectiveMinutes, priceShift, slotMinutes, splitCredits } from './money'

test('slots: overnight ends the next day', () => {
  expect(slotMinutes('09:00', '17:30')).toBe(510)
  expect(slotMinutes('22:00', '06:00')).toBe(480)
  expect(slotMinutes('08:00', '08:00')).toBe(1440)
})

test('unpaid lunch is not paid time', () => {
  expect(effectiveMinutes(510, 30, false)).toBe(480)
  expect(effectiveMinutes(510, 30, true)).toBe(510)
})

test('price of 8 h at $62.50 with a 25% fee', () => {
  expect(priceShift(6250, 480, 25)).toEqual({ providerEarningsCents: 50000, shiftFeeCents: 12500, totalCents: 62500, facilityRateCents: 7813, effectiveHours: 8 })
})

test('rounding happens once, to the cent', () => {
  const p = priceShift(3333, 475, 22) // 33.33 × 7.9166… h
  expect(p.providerEarningsCents).toBe(26386)
  expect(p.shiftFeeCents).toBe(5805)
  expect(p.totalCents).toBe(p.providerEarningsCents + p.shiftFeeCents)
})

test('credits never go negative and never exceed the total', () => {
  expect(splitCredits(62500, 50000)).toEqual({ creditsDeductedCents: 50000, chargeCents: 12500 })
  expect(splitCredits(62500, 100000)).toEqual({ creditsDeductedCents: 62500, chargeCents: 0 })
  expect(splitCredits(62500, -5)).toEqual({ creditsDeductedCents: 0, chargeCents: 62500 })
})

test('dollars and cents', () => {
  expect(dollarsToCents(42.1)).toBe(4210)
  expect(dollarsToCents(0.29)).toBe(29)
  expect(centsToDollars(4210)).toBe(42.1)
})
