import { HOW_HEARD_LABELS, HOW_HEARD_NEEDS_ANSWER, HOW_HEARD_SOURCES, type HowHeardSource } from '@shared/enums'
import type { SelectOption } from '../../components/ui/select'

export const HOW_HEARD_OPTIONS: SelectOption[] = HOW_HEARD_SOURCES.map((value) => ({ value, label: HOW_HEARD_LABELS[value] }))

export function needsOtherAnswer(source: unknown): boolean {
  return typeof source === 'string' && (HOW_HEARD_NEEDS_ANSWER as readonly string[]).includes(source as HowHeardSource)
}

export const PLATFORM_INTEREST_OPTIONS = {
  provider: [
    { value: 'MARKETPLACE', label: 'Shifts', description: 'Pick up short-term shifts on your schedule' },
    { value: 'CAREERS', label: 'Permanent jobs', description: 'Find your next full- or part-time role' },
    { value: 'BOTH', label: 'Both', description: 'Shifts now, and the right job when it comes' },
  ],
  facility: [
    { value: 'MARKETPLACE', label: 'Shift coverage', description: 'Fill open shifts with vetted staff' },
    { value: 'CAREERS', label: 'Permanent hires', description: 'Post jobs and review applicants' },
    { value: 'BOTH', label: 'Both', description: 'Cover shifts and hire for the long term' },
  ],
} as const
