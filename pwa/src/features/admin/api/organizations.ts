/**
 * The admin panel's organizations, parent organizations and facilities beyond the list (issue
 * "Running the company" §2): one organization, its parent, the parent organizations, one facility
 * with the providers it hired and their shifts, and the calls that make and move them. Shapes are
 * the API's contracts (`@shared/contracts/admin-organizations`).
 *
 * Keys sit under `['admin', 'organizations']`, `['admin', 'parent-organizations']` and
 * `['admin', 'facilities']`, so invalidating a list's prefix refreshes the pages that show it.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type {
  AdminFacility,
  AdminOrganization,
  CreateOrganizationBody,
  CreateParentOrganizationBody,
  HiredProviderList,
  ParentOrganization,
  ParentOrganizationList,
  ShiftsWorkedList,
} from '@shared/contracts/admin-organizations'
import { api } from '../../../lib/api'
import { PANEL_PAGE_SIZE } from './panel'

export const ORGANIZATIONS_KEY = ['admin', 'organizations'] as const
export const PARENT_ORGANIZATIONS_KEY = ['admin', 'parent-organizations'] as const
export const FACILITIES_KEY = ['admin', 'facilities'] as const

export type HiredProvider = HiredProviderList['data'][number]
export type ShiftWorked = ShiftsWorkedList['data'][number]

const id = (value: string) => encodeURIComponent(value)
const blank = (s: string) => s.trim() || undefined

/** A picker's few matches: the first page, a dialog's worth. */
export const PICKER_PAGE_SIZE = 8

export const organizationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'detail', organizationId],
    queryFn: ({ signal }) => api.get<AdminOrganization>(`/admin-panel/organizations/${id(organizationId)}`, { auth: 'admin', signal }),
  })

/** Organizations whose name (or parent's name) matches, for the pickers. */
export const organizationMatchesQuery = (searchTerm: string) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'matches', searchTerm.trim()],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminOrganization[] }>('/admin-panel/organizations', { auth: 'admin', signal, query: { pageSize: PICKER_PAGE_SIZE, searchTerm: blank(searchTerm) } }),
    placeholderData: keepPreviousData,
  })

export const parentOrganizationsQuery = (page: number, searchTerm: string, pageSize = PANEL_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...PARENT_ORGANIZATIONS_KEY, { page, searchTerm: searchTerm.trim(), pageSize }],
    queryFn: ({ signal }) => api.get<ParentOrganizationList>('/admin-panel/parent-organizations', { auth: 'admin', signal, query: { page, pageSize, searchTerm: blank(searchTerm) } }),
    placeholderData: keepPreviousData,
  })

export const parentOrganizationQuery = (parentOrganizationId: string) =>
  queryOptions({
    queryKey: [...PARENT_ORGANIZATIONS_KEY, 'detail', parentOrganizationId],
    queryFn: ({ signal }) => api.get<ParentOrganization>(`/admin-panel/parent-organizations/${id(parentOrganizationId)}`, { auth: 'admin', signal }),
  })

export const facilityQuery = (facilityId: string) =>
  queryOptions({
    queryKey: [...FACILITIES_KEY, facilityId],
    queryFn: ({ signal }) => api.get<AdminFacility>(`/admin-panel/facilities/${id(facilityId)}`, { auth: 'admin', signal }),
  })

export const providersHiredQuery = (facilityId: string, page: number) =>
  queryOptions({
    queryKey: [...FACILITIES_KEY, facilityId, 'providers-hired', page],
    queryFn: ({ signal }) => api.get<HiredProviderList>(`/admin-panel/facilities/${id(facilityId)}/providers-hired`, { auth: 'admin', signal, query: { page, pageSize: PANEL_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const shiftsWorkedQuery = (facilityId: string, providerId: string, page: number) =>
  queryOptions({
    queryKey: [...FACILITIES_KEY, facilityId, 'providers-hired', providerId, 'shifts-worked', page],
    queryFn: ({ signal }) =>
      api.get<ShiftsWorkedList>(`/admin-panel/facilities/${id(facilityId)}/providers-hired/${id(providerId)}/shifts-worked`, { auth: 'admin', signal, query: { page, pageSize: PANEL_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const createOrganization = (body: CreateOrganizationBody) => api.post<AdminOrganization>('/admin-panel/organizations', body, { auth: 'admin' })
export const setParentOrganization = ({ organizationId, parentOrganizationId }: { organizationId: string; parentOrganizationId: string | null }) =>
  api.patch<AdminOrganization>(`/admin-panel/organizations/${id(organizationId)}`, { parentOrganizationId }, { auth: 'admin' })
export const createParentOrganization = (body: CreateParentOrganizationBody) => api.post<ParentOrganization>('/admin-panel/parent-organizations', body, { auth: 'admin' })
export const moveFacility = ({ facilityId, organizationId }: { facilityId: string; organizationId: string }) =>
  api.put<AdminFacility>(`/admin-panel/facilities/${id(facilityId)}`, { organizationId }, { auth: 'admin' })
