/** US phone numbers as people type them ("(512) 555-0123") and as Twilio sends them (+15125550123). */

/** The ten digits of a US number, or null. */
export function usDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 10) return digits
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return null
}

export function toE164(phone: string | null | undefined): string | null {
  const digits = usDigits(phone)
  return digits ? `+1${digits}` : null
}
