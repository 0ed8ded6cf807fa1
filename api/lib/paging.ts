/** Paging arithmetic shared by every list. */
import type { Pagination } from '../../shared/contracts/paging'
import { settings } from '../settings'

export interface PageRequest {
  page: number
  pageSize: number
  offset: number
}

export function pageRequest(query: { page?: number | undefined; pageSize?: number | undefined }, defaultPageSize = 10): PageRequest {
  const page = Math.max(1, Math.floor(query.page ?? 1))
  const pageSize = Math.min(settings.maxPageSize, Math.max(1, Math.floor(query.pageSize ?? defaultPageSize)))
  return { page, pageSize, offset: (page - 1) * pageSize }
}

export function pagination(request: PageRequest, totalItems: number): Pagination {
  const totalPages = Math.ceil(totalItems / request.pageSize)
  return { page: request.page, pageSize: request.pageSize, totalItems, totalPages, hasNextPage: request.page < totalPages }
}
