/** Choices and limits several forms share (sign-up, the provider's licenses, browse filters). */
import { STATE_CODES, STATE_NAMES } from '@shared/reference/states'

/** US states by name, for a select whose value is the two-letter code. */
export const STATE_OPTIONS: readonly { value: string; label: string }[] = STATE_CODES.map((code) => ({ value: code, label: STATE_NAMES[code] })).sort(
  (a, b) => a.label.localeCompare(b.label),
)

/** The calendar day after today, `YYYY-MM-DD`, as the earliest acceptable license expiration. */
export function tomorrow(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
