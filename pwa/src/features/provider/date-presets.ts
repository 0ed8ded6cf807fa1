/**
 * The browse date presets (spec 001 §2): today, tomorrow, this week, next 2 weeks, next month,
 * turned into `fromDate`/`toDate` in the viewer's own zone, since "today" is the provider's day.
 */
import { addDays, todayIn, weekdayCode } from '@shared/domain/zoned-time'

export const DATE_PRESETS = ['today', 'tomorrow', 'thisWeek', 'next2Weeks', 'nextMonth'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  thisWeek: 'This week',
  next2Weeks: 'Next 2 weeks',
  nextMonth: 'Next month',
}

const WEEK_INDEX = { SU: 0, M: 1, T: 2, W: 3, TH: 4, F: 5, S: 6 } as const

function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

export function presetRange(preset: DatePreset, now = new Date(), timeZone = viewerTimeZone()): { fromDate: string; toDate: string } {
  const today = todayIn(timeZone, now)
  switch (preset) {
    case 'today':
      return { fromDate: today, toDate: today }
    case 'tomorrow': {
      const tomorrow = addDays(today, 1)
      return { fromDate: tomorrow, toDate: tomorrow }
    }
    case 'thisWeek':
      // Through Saturday: US calendars start the week on Sunday.
      return { fromDate: today, toDate: addDays(today, 6 - WEEK_INDEX[weekdayCode(today)]) }
    case 'next2Weeks':
      return { fromDate: today, toDate: addDays(today, 13) }
    case 'nextMonth':
      return { fromDate: today, toDate: addDays(today, 30) }
  }
}
