/** Paging arithmetic shared by every list. */
import { MAX_PAGE, type Pagination } from '../../shared/contracts/paging'
import { settings } from '../settings'

export interface PageRequest {
  page: number
  pageSize: number
  offset: number
}

/** A whole number from `min` to `max`; anything else (NaN, ±Infinity, a fraction) is brought inside. */
function wholeWithin(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? max : fallback
  return Math.min(max, Math.max(min, Math.floor(value)))
}

/**
 * The contracts refuse a page out of range (400) before a verb runs; this holds the offset to a
 * small integer for any caller that did not pass through one, so SQLite never sees a float.
 */
export function pageRequest(query: { page?: number | undefined; pageSize?: number | undefined }, defaultPageSize = 10): PageRequest {
  const page = wholeWithin(query.page ?? 1, 1, MAX_PAGE, 1)
  const pageSize = wholeWithin(query.pageSize ?? defaultPageSize, 1, settings.maxPageSize, defaultPageSize)
  return { page, pageSize, offset: (page - 1) * pageSize }
}

export function pagination(request: PageRequest, totalItems: number): Pagination {
  const totalPages = Math.ceil(totalItems / request.pageSize)
  return { page: request.page, pageSize: request.pageSize, totalItems, totalPages, hasNextPage: request.page < totalPages }
}
