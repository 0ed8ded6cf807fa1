/** The admin panel's license verification (issue 12 §2): the queue, one license, and the two decisions. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminLicenseDetail, AdminLicenseList, LicenseStatus } from '@shared/contracts/licenses'
import { api } from '../../../lib/api'

export interface LicenseQueueFilters {
  status: LicenseStatus
  page: number
  search: string
}

/** `GET /admin-panel/licenses`: waiting ones oldest first; decided ones latest decision first. */
export const licenseQueueQuery = ({ status, page, search }: LicenseQueueFilters) =>
  queryOptions({
    queryKey: ['admin', 'licenses', { status, page, search }],
    queryFn: ({ signal }) => api.get<AdminLicenseList>('/admin-panel/licenses', { auth: 'admin', signal, query: { status, page, search: search.trim() || undefined } }),
    placeholderData: keepPreviousData,
  })

/** `GET /admin-panel/licenses/{licenseId}`: adds the provider's other licenses and every decision. */
export const licenseDetailQuery = (licenseId: string) =>
  queryOptions({
    queryKey: ['admin', 'licenses', 'detail', licenseId],
    queryFn: ({ signal }) => api.get<AdminLicenseDetail>(`/admin-panel/licenses/${licenseId}`, { auth: 'admin', signal }),
  })

/** `updatedAt` as the screen showed it: the API refuses (409) if the provider changed the license since. */
export const verifyLicense = ({ licenseId, updatedAt }: { licenseId: string; updatedAt: string }) =>
  api.put<AdminLicenseDetail>(`/admin-panel/licenses/${licenseId}/verify`, { updatedAt }, { auth: 'admin' })

export const rejectLicense = ({ licenseId, updatedAt, reason }: { licenseId: string; updatedAt: string; reason: string }) =>
  api.put<AdminLicenseDetail>(`/admin-panel/licenses/${licenseId}/reject`, { reason, updatedAt }, { auth: 'admin' })

/** Every cached list and detail of licenses, refreshed after a decision. */
export const LICENSES_KEY = ['admin', 'licenses'] as const
