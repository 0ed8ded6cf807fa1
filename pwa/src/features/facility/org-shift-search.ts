/**
 * The all-shifts screen's filters as kept in the address. Its own small file because the route's
 * `validateSearch` loads with the app's entry: it must not pull the screen or the TypeBox
 * contracts into every first page.
 */
import { OWNER_SHIFT_STATUSES, PROVIDER_TYPES, type OwnerShiftStatus, type ProviderType } from '@shared/enums'

export interface OrgShiftSearch {
  status?: string
  providerType?: ProviderType
  from?: string
  to?: string
  order?: 'date_asc'
  page?: number
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The address's filters, keeping only values the API accepts. */
export function parseOrgShiftSearch(search: Record<string, unknown>): OrgShiftSearch {
  const statuses = String(search.status ?? '')
    .split('|')
    .filter((s): s is OwnerShiftStatus => (OWNER_SHIFT_STATUSES as readonly string[]).includes(s))
  const page = Number(search.page)
  const out: OrgShiftSearch = {}
  if (statuses.length) out.status = [...new Set(statuses)].join('|')
  if ((PROVIDER_TYPES as readonly unknown[]).includes(search.providerType)) out.providerType = search.providerType as ProviderType
  if (typeof search.from === 'string' && DATE.test(search.from)) out.from = search.from
  if (typeof search.to === 'string' && DATE.test(search.to)) out.to = search.to
  if (search.order === 'date_asc') out.order = 'date_asc'
  if (Number.isInteger(page) && page > 1) out.page = page
  return out
}
