/**
 * The billing history, receipts and statements (issue 12 item 4). The history is a plain query:
 * it is money already moved, read when online. Receipts and statements are files behind the
 * bearer token, so they are fetched here and handed to the browser as a download.
 */
import { queryOptions } from '@tanstack/react-query'
import type { BillingEntryType, BillingHistoryResponse } from '@shared/contracts/payments'
import { api, API_BASE, ApiError, OFFLINE_MESSAGE, SERVER_FAULT_MESSAGE } from '../../../lib/api'
import { userSession } from '../../../lib/session'

export const BILLING_QUERIES = ['facility', 'billing'] as const

export interface BillingHistoryFilters {
  facilityId: string | undefined
  types: readonly BillingEntryType[]
  page: number
}

/** `GET /billing/history`. */
export const billingHistoryQuery = ({ facilityId, types, page }: BillingHistoryFilters) =>
  queryOptions({
    queryKey: [...BILLING_QUERIES, 'history', facilityId ?? 'all', types.join('|'), page],
    queryFn: ({ signal }) => api.get<BillingHistoryResponse>('/billing/history', { query: { facilityId, type: types.join('|'), page, pageSize: 20 }, signal }),
  })

/** Fetches a file of the billing API with the caller's token and saves it under `filename`. */
export async function downloadBillingFile(path: string, filename: string, accept: string): Promise<void> {
  const token = userSession.get()?.token
  let response: Response
  try {
    response = await fetch(API_BASE + path, { headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!response.ok) {
    if (response.status >= 500) throw new ApiError(response.status, SERVER_FAULT_MESSAGE)
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ApiError(response.status, body.message ?? 'This file could not be downloaded.')
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Long enough for the browser to start saving the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export const downloadReceipt = (chargeId: string) => downloadBillingFile(`/billing/receipts/${encodeURIComponent(chargeId)}.pdf`, `receipt-${chargeId}.pdf`, 'application/pdf')

export function downloadStatement(month: string, format: 'pdf' | 'csv', facilityId: string | undefined) {
  const query = new URLSearchParams({ format, ...(facilityId ? { facilityId } : {}) })
  return downloadBillingFile(`/billing/statements/${month}?${query}`, `statement-${month}.${format}`, format === 'pdf' ? 'application/pdf' : 'text/csv')
}
