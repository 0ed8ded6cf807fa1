/** The provider's money: payments for shifts and bonuses (cached for offline) and the payout account. */
import { queryOptions } from '@tanstack/react-query'
import type {
  ConnectAccountBody,
  ConnectAccountResponse,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_TYPE_FILTERS,
  ProviderPaymentsResponse,
  VerifyAccountResponse,
} from '@shared/contracts/payments'
import { api } from '../../../lib/api'
import { cachedQueryOptions, withQuery } from '../../../offline/cached-query-options'

export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number]
export type PaymentTypeFilter = (typeof PAYMENT_TYPE_FILTERS)[number]

export interface PaymentFilters {
  status: PaymentStatusFilter
  type: PaymentTypeFilter
  from: string
  to: string
  page: number
}

/** What the screen opens with: everything, first page. */
export const ALL_PAYMENTS: PaymentFilters = { status: 'All', type: 'All', from: '', to: '', page: 1 }

/** `GET /provider/payments`: a page of payments and the total earned in the date range. */
export function providerPaymentsQuery({ status, type, from, to, page }: PaymentFilters) {
  const path = withQuery('/provider/payments', {
    page,
    pageSize: 20,
    status: status === 'All' ? undefined : status,
    paymentType: type === 'All' ? undefined : type,
    fromDate: from,
    toDate: to,
  })
  return cachedQueryOptions<ProviderPaymentsResponse>(['provider', 'payments', path], path)
}

/** `GET /stripe/verify-account`: whether payouts are set up, in the processor's words. */
export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: ['provider', 'payout-account'],
    queryFn: ({ signal }) => api.get<VerifyAccountResponse>('/stripe/verify-account', { signal }),
  })

/** `POST /stripe/connect-account`: a link to the processor's onboarding, which returns to `returnUrl`. */
export const connectPayoutAccount = (returnUrl: string) =>
  api.post<ConnectAccountResponse>('/stripe/connect-account', { source: 'web', redirectUrl: returnUrl } satisfies ConnectAccountBody)
