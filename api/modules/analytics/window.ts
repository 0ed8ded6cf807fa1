/**
 * The dashboard's windows (spec 000 §2, §9: 1d, 7d, 1m, 3m, 6m, 1y; default 7d). A timeframe is
 * a number of whole UTC calendar days ending today (today so far included): 1d is today, 7d today
 * and the six days before, 1m 30 days, 3m 90, 6m 180, 1y 365. `previousTimeFrame` is the same
 * number of days just before. Days, not rolling hours, so every figure is a sum of whole days of
 * the rollups and agrees with lists filtered by date.
 */
import { DEFAULT_TIMEFRAME, type Period, type Timeframe } from '../../../shared/contracts/analytics'

export const TIMEFRAME_DAYS: Record<Timeframe, number> = { '1d': 1, '7d': 7, '1m': 30, '3m': 90, '6m': 180, '1y': 365 }

const DAY_MS = 86_400_000

/** A window of whole UTC days, `from`…`to` included; `startsAt`…`endsAt` the same as instants (end excluded). */
export interface DayWindow extends Period {
  startsAt: Date
  endsAt: Date
}

export interface Windows {
  timeframe: Timeframe
  current: DayWindow
  previous: DayWindow
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

function window(firstDayMs: number, days: number): DayWindow {
  const startsAt = new Date(firstDayMs)
  const endsAt = new Date(firstDayMs + days * DAY_MS)
  return { from: utcDay(startsAt), to: utcDay(new Date(endsAt.getTime() - DAY_MS)), startsAt, endsAt }
}

export function windowsOf(timeframe: Timeframe | undefined, now: Date): Windows {
  const tf = timeframe ?? DEFAULT_TIMEFRAME
  const days = TIMEFRAME_DAYS[tf]
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const first = today - (days - 1) * DAY_MS
  return { timeframe: tf, current: window(first, days), previous: window(first - days * DAY_MS, days) }
}

/** Every day of a window, in order. */
export function daysOf(w: DayWindow): string[] {
  const out: string[] = []
  for (let t = w.startsAt.getTime(); t < w.endsAt.getTime(); t += DAY_MS) out.push(utcDay(new Date(t)))
  return out
}
