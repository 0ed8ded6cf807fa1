/**
 * The onboarding form as the screen holds it, and the body it sends. Every day of the week is
 * on screen (open or not, with its time slots); the API gets the open days only, and blank
 * texts and times left out, so the contract says "… is required" rather than a format error.
 */
import { refineSubmittedAnswers, SaveFfmBody, WEEK_DAYS, type FfmAnswers } from '@shared/contracts/onboarding-forms'
import type { Contract } from '@shared/validation/validate'

export type Day = (typeof WEEK_DAYS)[number]
export interface DraftSlot {
  startTime: string
  endTime: string
}
export interface DraftDay {
  day: Day
  open: boolean
  timeSlots: DraftSlot[]
}
export type TextAnswers = Omit<FfmAnswers, 'operatingDays'>
export interface FfmDraft {
  days: DraftDay[]
  answers: TextAnswers
}

/** The same contract as the API's PUT: the schema, and a submission's rules when `submit` is true. */
export const SubmitFfm: Contract<typeof SaveFfmBody> = {
  schema: SaveFfmBody,
  refine: (v) => (v.submit ? refineSubmittedAnswers(v) : []),
}

export function draftFromAnswers(answers: FfmAnswers): FfmDraft {
  const { operatingDays = [], ...rest } = answers
  return {
    days: WEEK_DAYS.map((day) => {
      const saved = operatingDays.find((d) => d.day === day)
      return {
        day,
        open: Boolean(saved),
        timeSlots: saved?.timeSlots.length ? saved.timeSlots.map((s) => ({ startTime: s.startTime ?? '', endTime: s.endTime ?? '' })) : [{ startTime: '', endTime: '' }],
      }
    }),
    answers: rest,
  }
}

const given = (value: string) => (value.trim() === '' ? undefined : value)

export function answersFromDraft(draft: FfmDraft): FfmAnswers {
  const answers: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(draft.answers)) {
    if (typeof value === 'string' ? value.trim() !== '' : value !== undefined) answers[key] = value
  }
  const open = draft.days.filter((d) => d.open)
  if (open.length) {
    answers.operatingDays = open.map((d) => ({
      day: d.day,
      timeSlots: d.timeSlots.map((s) => {
        const slot: { startTime?: string; endTime?: string } = {}
        const start = given(s.startTime)
        const end = given(s.endTime)
        if (start) slot.startTime = start
        if (end) slot.endTime = end
        return slot
      }),
    }))
  }
  return answers as FfmAnswers
}

/** Whether two sets of answers say the same (the device's draft against the server's). */
export function sameAnswers(a: FfmAnswers, b: FfmAnswers): boolean {
  const canonical = (v: FfmAnswers) => JSON.stringify(Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))))
  return canonical(a) === canonical(b)
}
