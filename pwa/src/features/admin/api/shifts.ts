/** The admin panel's shifts (issue "Running the company" §4): the list, one shift, its actions, the CSV. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminAddBonusBody, AdminAdjustHoursBody, AdminShiftDetail, AdminShiftPage, AdminUpdateRateBody } from '@shared/contracts/admin-shifts'
import { API_BASE, ApiError, api, OFFLINE_MESSAGE, SERVER_FAULT_MESSAGE } from '../../../lib/api'
import { adminSession } from '../../../lib/session'
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
export async function downloadShiftsCsv(filters: Omit<ShiftFilters, 'page'>): Promise<void> {
  const params = new URLSearchParams(Object.entries(filterQuery(filters)).filter((e): e is [string, string] => e[1] !== undefined))
  let response: Response
  try {
    response = await fetch(`${API_BASE}/shifts/csv${params.size ? `?${params}` : ''}`, {
      headers: { Accept: 'text/csv', 'x-app-source': 'admin-panel', Authorization: `Bearer ${adminSession.getToken() ?? ''}` },
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!response.ok) {
    if (response.status >= 500) throw new ApiError(response.status, SERVER_FAULT_MESSAGE)
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ApiError(response.status, body.message ?? 'The export could not be downloaded.')
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `shifts-${new Date().toISOString().slice(0, 10)}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
