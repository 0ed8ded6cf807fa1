import type { PaymentMethod } from '@shared/contracts/payments'

/** "Visa •••• 4242 · exp 12/30" or "Bank of America •••• 6789". */
export function paymentMethodLabel(m: PaymentMethod): string {
  if (m.type === 'CARD') {
    const brand = m.brand ? m.brand.charAt(0).toUpperCase() + m.brand.slice(1) : 'Card'
    return `${brand} ${m.cardNumber}${m.expirationDate ? ` · exp ${m.expirationDate}` : ''}`
  }
  return `${m.bankName ?? 'Bank account'} •••• ${m.last4}`
}
