/**
 * Stripe's test-mode tokens that the sandbox and the local Stripe double understand, with what
 * Stripe answers for each (api-contract "Payments without Stripe"), so one story passes on both.
 */
export type TestCardBehaviour = 'succeeds' | 'charges_fail' | 'refused_at_attach'

export interface TestCard {
  brand: string
  last4: string
  funding: 'credit' | 'debit'
  behaviour: TestCardBehaviour
}

export const TEST_CARD_TOKENS: Record<string, TestCard> = {
  tok_visa: { brand: 'visa', last4: '4242', funding: 'credit', behaviour: 'succeeds' },
  tok_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit', behaviour: 'succeeds' },
  tok_mastercard: { brand: 'mastercard', last4: '4444', funding: 'credit', behaviour: 'succeeds' },
  tok_mastercard_debit: { brand: 'mastercard', last4: '8210', funding: 'debit', behaviour: 'succeeds' },
  tok_amex: { brand: 'amex', last4: '8431', funding: 'credit', behaviour: 'succeeds' },
  tok_discover: { brand: 'discover', last4: '1117', funding: 'credit', behaviour: 'succeeds' },
  /** Attaches, then every charge is declined. */
  tok_chargeCustomerFail: { brand: 'visa', last4: '0341', funding: 'credit', behaviour: 'charges_fail' },
  /** Refused when attached to a customer. */
  tok_chargeDeclined: { brand: 'visa', last4: '0002', funding: 'credit', behaviour: 'refused_at_attach' },
}

export interface TestBankAccount {
  bankName: string
  last4: string
  routingNumber: string
  accountType: 'checking' | 'savings'
  accountHolderType: 'individual' | 'company'
  holderName: string
}

export const TEST_BANK_TOKENS: Record<string, TestBankAccount> = {
  btok_us_verified: { bankName: 'STRIPE TEST BANK', last4: '6789', routingNumber: '110000000', accountType: 'checking', accountHolderType: 'individual', holderName: 'Jenny Rosen' },
}

/** Stripe's words for a declined card, shown to the facility as they are. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.'

/** Stripe's answer to a token it does not know. */
export const noSuchToken = (token: string) => `No such token: '${token}'`

/** Test cards expire in December of next year, so they are always valid. */
export function testCardExpiry(now: Date): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 1 }
}
