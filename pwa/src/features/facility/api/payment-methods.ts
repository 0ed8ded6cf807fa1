/** The cards and bank accounts facilities pay for shifts with. The list is cached, so a hire can be queued offline with a card on file. */
import type {
  AttachPaymentMethodBody,
  MakeDefaultPaymentMethodBody,
  PaymentMethodList,
  RemovePaymentMethodBody,
  SharePaymentMethodBody,
} from '@shared/contracts/payments'
import { api } from '../../../lib/api'
import { CACHED_QUERIES, cachedQueryOptions } from '../../../offline/cached-query-options'

/** Every payment-method list starts with this: refreshed together after a change (a share touches several facilities). */
export const PAYMENT_METHOD_QUERIES = [...CACHED_QUERIES, 'facility', 'payment-methods'] as const

/** `GET /payment-method/facility/{id}`, or `GET /payment-methods/all` for every facility of the organization. */
export const paymentMethodsQuery = (facilityId: string | undefined) =>
  cachedQueryOptions<PaymentMethodList>(
    ['facility', 'payment-methods', facilityId ?? 'all'],
    facilityId ? `/payment-method/facility/${encodeURIComponent(facilityId)}` : '/payment-methods/all',
  )

/** `POST /payment-method/attach-card` or `/attach-payment-method` (a bank): a processor token for one facility. */
export const attachPaymentMethod = (kind: 'CARD' | 'BANK', body: AttachPaymentMethodBody) =>
  api.post(kind === 'BANK' ? '/payment-method/attach-payment-method' : '/payment-method/attach-card', body)

export const makeDefaultPaymentMethod = (body: MakeDefaultPaymentMethodBody) => api.put('/payment-method/make-default', body)

export const removePaymentMethod = (body: RemovePaymentMethodBody) => api.post('/payment-method/remove', body)

/** `POST /payment-method/share`: the facilities that may pay with it (replaces the list). */
export const sharePaymentMethod = (body: SharePaymentMethodBody) => api.post('/payment-method/share', body)
