/** My shifts' tab and history filters as they live in the address bar. */
import { HISTORY_STATUSES } from '@shared/enums'
import type { HistoryStatusFilter } from './api/my-shifts'

export type MyShiftsTab = 'upcoming' | 'applied' | 'history'

export interface MyShiftsSearch {
  tab?: MyShiftsTab
  status?: HistoryStatusFilter
  from?: string
  to?: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Reads whatever is in the address bar, dropping anything that is not a valid tab or filter. */
export function parseMyShiftsSearch(raw: Record<string, unknown>): MyShiftsSearch {
  return {
    tab: raw.tab === 'applied' || raw.tab === 'history' || raw.tab === 'upcoming' ? raw.tab : undefined,
    status: HISTORY_STATUSES.includes(raw.status as HistoryStatusFilter) ? (raw.status as HistoryStatusFilter) : undefined,
    from: typeof raw.from === 'string' && DATE.test(raw.from) ? raw.from : undefined,
    to: typeof raw.to === 'string' && DATE.test(raw.to) ? raw.to : undefined,
  }
}
