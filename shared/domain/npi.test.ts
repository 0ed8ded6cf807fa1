import { describe, expect, test } from 'bun:test'
import { hasValidNpiCheckDigit, isTenDigits } from './npi'

describe('NPI check digit (Luhn over 80840 + the first nine digits)', () => {
  test('accepts known valid NPIs', () => {
    // CMS's worked example (1234567893) and two more with valid check digits.
    for (const npi of ['1234567893', '1245319599', '1003000126']) expect(hasValidNpiCheckDigit(npi)).toBe(true)
  })

  test('refuses a wrong check digit, and every other last digit of a valid one', () => {
    for (let d = 0; d <= 9; d++) if (d !== 3) expect(hasValidNpiCheckDigit(`123456789${d}`)).toBe(false)
    expect(hasValidNpiCheckDigit('1234567890')).toBe(false)
  })

  test('refuses anything but ten digits', () => {
    for (const npi of ['123456789', '12345678931', '12345-7893', ' 1234567893', 'abcdefghij', '']) {
      expect(isTenDigits(npi)).toBe(false)
      expect(hasValidNpiCheckDigit(npi)).toBe(false)
    }
  })
})
