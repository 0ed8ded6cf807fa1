/**
 * The National Provider Identifier's check digit (CMS, "Requirements for NPI check digit"): ten
 * digits, the last a Luhn check digit computed over the prefix 80840 followed by the first nine
 * (80840 is the card issuer prefix ISO 7812 gives US health identifiers). Shared so the PWA's
 * field refuses a mistyped NPI before asking the server.
 */

/** Ten digits, nothing else. */
export function isTenDigits(value: string): boolean {
  return /^\d{10}$/.test(value)
}

/** Ten digits whose last is the Luhn check digit of "80840" + the first nine: 1234567893 is one. */
export function hasValidNpiCheckDigit(npi: string): boolean {
  if (!isTenDigits(npi)) return false
  const digits = `80840${npi.slice(0, 9)}`
  let sum = 0
  // Luhn from the right of the payload: the rightmost payload digit is doubled.
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9])
}
