/**
 * Spec 000 §5 "New team member": names are trimmed and must not be empty once trimmed (the
 * contract refuses digits and the empty string; spaces only are caught here, with the same
 * message). Editing details uses the same rules.
 */
import { ValidationError } from '../../errors'

export function trimmedName(value: string, field: 'firstName' | 'lastName'): string {
  const trimmed = value.trim()
  if (!trimmed) throw ValidationError.field(field, field === 'firstName' ? 'First name is required' : 'Last name is required')
  return trimmed
}
