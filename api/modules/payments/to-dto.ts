/** Rows → the seed's payment-method and payment shapes (the only place cents become dollars). */
import type { PaymentItem, PaymentMethod } from '../../../shared/contracts/payments'
import { centsToDollars } from '../../../shared/domain/money'
import type { PaymentMethodLink, PaymentMethodRow } from './queries'

/**
 * One entry per method. `facilityId` is the facility asked about, else the one that added the
 * method when the caller sees it, else the first facility the caller sees that may use it.
 */
export function toPaymentMethodDto(method: PaymentMethodRow, visibleLinks: PaymentMethodLink[], facilityId?: string): PaymentMethod {
  const focus = facilityId ?? (visibleLinks.some((l) => l.facilityId === method.facilityId) ? method.facilityId : visibleLinks[0]?.facilityId ?? method.facilityId)
  const usage = {
    facilityId: focus,
    isDefault: visibleLinks.some((l) => l.facilityId === focus && l.isDefault),
    facilityIds: visibleLinks.map((l) => l.facilityId),
    defaultFacilityIds: visibleLinks.filter((l) => l.isDefault).map((l) => l.facilityId),
  }
  if (method.type === 'BANK') {
    return {
      paymentMethodId: method.id,
      type: 'BANK',
      bankName: method.bankName,
      last4: method.last4.slice(-4).padStart(4, '0'),
      routingNumber: method.routingNumber,
      accountType: method.accountType,
      accountHolderType: method.accountHolderType,
      accountHolderName: method.holderName,
      ...usage,
    }
  }
  return {
    paymentMethodId: method.id,
    type: 'CARD',
    brand: method.brand ?? 'unknown',
    cardNumber: `•••• ${method.last4}`,
    expirationDate: method.expMonth && method.expYear ? `${String(method.expMonth).padStart(2, '0')}/${String(method.expYear % 100).padStart(2, '0')}` : '',
    name: method.holderName,
    funding: method.funding,
    ...usage,
  }
}

const PAYMENT_TYPE = { SHIFT: 'Shift', BONUS: 'Bonus', CANCELLATION_FEE: 'CancellationFee' } as const

export function toPaymentItem(row: {
  id: string
  amountCents: number
  date: string
  shiftTitle: string | null
  status: 'pending' | 'processing' | 'completed'
  kind: 'SHIFT' | 'BONUS' | 'CANCELLATION_FEE'
  facilityName: string | null
}): PaymentItem {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    date: row.date,
    shiftTitle: row.shiftTitle,
    status: row.status,
    paymentType: PAYMENT_TYPE[row.kind],
    facilityName: row.facilityName,
  }
}
