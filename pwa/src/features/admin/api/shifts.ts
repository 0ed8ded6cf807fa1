/** The admin panel's shifts (issue "Running the company" §4): the list, one shift, its actions, the CSV. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminAddBonusBody, AdminAdjustHoursBody, AdminShiftDetail, AdminShiftPage, AdminUpdateRateBody } from '@shared/contracts/admin-shifts'
import { api } from '../../../lib/api'
import { downloadCsv } from './export'
import { PANEL_PAGE_SIZE, type ShiftFilters } from './panel'

const filterQuery = (f: Omit<ShiftFilters, 'page'>) => ({
  search: f.search.trim() || undefined,
  status: f.status || undefined,
  providerType: f.providerType || undefined,
  fromDate: f.fromDate || undefined,
  toDate: f.toDate || undefined,
})

export const adminShiftsQuery = (f: ShiftFilters) =>
  queryOptions({
    queryKey: ['admin', 'shifts', f],
    queryFn: ({ signal }) => api.get<AdminShiftPage>('/admin-panel/shifts', { auth: 'admin', signal, query: { page: f.page, pageSize: PANEL_PAGE_SIZE, ...filterQuery(f) } }),
    placeholderData: keepPreviousData,
  })

export const adminShiftQuery = (shiftId: string) =>
  queryOptions({
    queryKey: ['admin', 'shifts', 'detail', shiftId],
    queryFn: ({ signal }) => api.get<AdminShiftDetail>(`/shifts/details/${shiftId}`, { auth: 'admin', signal }),
  })

export const adjustShiftHours = ({ shiftId, ...body }: AdminAdjustHoursBody & { shiftId: string }) => api.put<unknown>(`/admin-panel/shifts/${shiftId}/adjust-hours`, body, { auth: 'admin' })
export const addShiftBonus = ({ shiftId, ...body }: AdminAddBonusBody & { shiftId: string }) => api.post<unknown>(`/admin-panel/shifts/${shiftId}/add-bonus`, body, { auth: 'admin' })
export const updateShiftRate = ({ shiftId, ...body }: AdminUpdateRateBody & { shiftId: string }) => api.put<unknown>(`/admin-panel/shifts/${shiftId}/update-rate`, body, { auth: 'admin' })
export const cancelShift = ({ shiftId, ...body }: { shiftId: string; cancelationReason: string; banProvider: boolean }) => api.put<unknown>(`/admin-panel/shifts/${shiftId}/cancel`, body, { auth: 'admin' })

/** Saves the shifts CSV of these filters (`GET /shifts/csv`, streamed by the server). */
export const downloadShiftsCsv = (filters: Omit<ShiftFilters, 'page'>) => downloadCsv('/shifts/csv', filterQuery(filters))
