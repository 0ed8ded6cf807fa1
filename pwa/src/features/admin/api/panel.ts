/**
 * The admin panel's lists and actions (issue "Running the company"): organizations, providers,
 * the team, benefits and shifts, in the seed's shapes (spec 000 §3). Every list is paged with
 * `page` and `pageSize` and answers `{data, pagination}`.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { TeamRole } from '@shared/enums'
import type { AdminOrganization } from '@shared/contracts/admin-organizations'
import type { AdminProviderDetail } from '@shared/contracts/admin-providers'
import { api } from '../../../lib/api'

export interface Paged<T> {
  data: T[]
  pagination: { page: number; pageSize: number; totalItems: number; totalPages: number; hasNextPage: boolean }
}

/** Admin lists show a screenful: denser than the seed's default of 7. */
export const PANEL_PAGE_SIZE = 20

/** The seed's "Organization (admin view)" (spec 000 §3), as the API's contract has it. */
export type { AdminOrganization }

export interface AdminProvider {
  providerId: string
  name: string
  title: string
  email: string
  city: string | null
  state: string | null
  createdAt: string
  phone: string | null
  currentHourlyRate: number | null
  hasBackgroundCheckCovered: boolean
  currentPoints: number
  isShadowBanned: boolean
}

export interface AdminTeamMember {
  id: string
  firstName: string
  lastName: string
  email: string
  role: TeamRole
  createdAt: string
  isDisabled: boolean
}

export interface AdminBenefit {
  organizationBenefitId: string
  name: string
  code: string
  description: string | null
  actionTrigger: string | null
  type: string
  percentageFee: number | null
  discountPercentage: number | null
  creditAmountInCents: number | null
}

const list = <T>(key: string, path: string, query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: ['admin', key, query],
    queryFn: ({ signal }) => api.get<Paged<T>>(path, { auth: 'admin', signal, query: { pageSize: PANEL_PAGE_SIZE, ...query } }),
    placeholderData: keepPreviousData,
  })

const blank = (s: string) => s.trim() || undefined

export const organizationsQuery = (page: number, searchTerm: string) => list<AdminOrganization>('organizations', '/admin-panel/organizations', { page, searchTerm: blank(searchTerm) })
export const providersQuery = (page: number, searchString: string, providerType: string) =>
  list<AdminProvider>('providers', '/admin-panel/providers', { page, searchString: blank(searchString), providerType: providerType || undefined })
export const teamQuery = (page: number, role: string, status: string) =>
  list<AdminTeamMember>('team', '/admin-panel/administration/users', { page, role: role || undefined, status: status || undefined })
export const benefitsQuery = (page: number) => list<AdminBenefit>('benefits', '/admin-panel/benefits', { page })
export interface ShiftFilters {
  page: number
  search: string
  status: string
  providerType: string
  fromDate: string
  toDate: string
}
export const toggleOrganizationShadowBan = (organizationId: string) => api.put<unknown>(`/admin-panel/shadow-ban-organization/${organizationId}`, undefined, { auth: 'admin' })
export const addOrganizationCredits = ({ organizationId, creditsInCents }: { organizationId: string; creditsInCents: number }) =>
  api.put<unknown>(`/admin-panel/organizations/${organizationId}/add-credits`, { creditsInCents }, { auth: 'admin' })
export const toggleProviderShadowBan = ({ providerId, notifyProvider }: { providerId: string; notifyProvider: boolean }) =>
  api.put<unknown>(`/admin-panel/shadow-ban-provider/${providerId}`, { notifyProvider }, { auth: 'admin' })
export const addTeamMember = (body: { email: string; firstName: string; lastName: string; role: TeamRole }) => api.post<AdminTeamMember>('/admin-panel/administration/users', body, { auth: 'admin' })
export const setTeamMemberEnabled = ({ id, enabled }: { id: string; enabled: boolean }) =>
  api.patch<AdminTeamMember>(`/admin-panel/administration/users/${id}/${enabled ? 'enable' : 'disable'}`, undefined, { auth: 'admin' })
export const changeTeamMemberRole = ({ id, role }: { id: string; role: TeamRole }) => api.patch<AdminTeamMember>(`/admin-panel/administration/users/${id}/role`, { role }, { auth: 'admin' })
export const createBenefit = (body: Omit<AdminBenefit, 'organizationBenefitId'>) => api.post<AdminBenefit>('/admin-panel/benefits', body, { auth: 'admin' })
export const applyBenefit = (body: { organizationId: string; benefitCode: string }) => api.post<unknown>('/admin-panel/benefits/apply', body, { auth: 'admin' })

/** `GET /admin-panel/providers/{providerId}`: the provider's whole record for staff. */
export const providerRecordQuery = (providerId: string) =>
  queryOptions({
    queryKey: ['admin', 'providers', 'record', providerId],
    queryFn: ({ signal }) => api.get<AdminProviderDetail>(`/admin-panel/providers/${encodeURIComponent(providerId)}`, { auth: 'admin', signal }),
  })
