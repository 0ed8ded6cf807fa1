/**
 * What a subscription's state allows (409 otherwise), the same on both implementations of careers
 * billing: the sandbox checks inside its write, Stripe's before asking Stripe.
 */
import { ConflictError } from '../../../errors'
import { comparePlans } from '../plans'
import type { SubscriptionRow } from '../queries'
import type { PlanChoice } from './adapter'

/** Only from ACTIVE, to a higher tier or the same tier over a longer period. */
export function assertCanUpgrade(sub: SubscriptionRow, to: PlanChoice): void {
  if (sub.status !== 'ACTIVE' || !sub.periodStart || !sub.periodEnd) throw new ConflictError(`A ${sub.status} subscription cannot be upgraded`)
  if (comparePlans(sub, to) !== 'UPGRADE') throw new ConflictError(`${to.plan} ${to.recurrence.toLowerCase()} is not an upgrade of ${sub.plan} ${sub.recurrence.toLowerCase()}`)
}

/** From ACTIVE, or replacing a downgrade already scheduled. */
export function assertCanDowngrade(sub: SubscriptionRow, to: PlanChoice): void {
  if (sub.status !== 'ACTIVE' && sub.status !== 'PENDING_DOWNGRADE') throw new ConflictError(`A ${sub.status} subscription cannot be downgraded`)
  if (comparePlans(sub, to) !== 'DOWNGRADE') throw new ConflictError(`${to.plan} ${to.recurrence.toLowerCase()} is not a downgrade of ${sub.plan} ${sub.recurrence.toLowerCase()}`)
}

export function assertCanCancelDowngrade(sub: SubscriptionRow): void {
  if (sub.status !== 'PENDING_DOWNGRADE') throw new ConflictError('No downgrade is scheduled')
}

/** What canceling makes of it: a paid period runs to its end; anything not paid ends now. */
export function assertCanCancel(sub: SubscriptionRow): 'CANCEL_PENDING' | 'CANCELED' {
  if (sub.status === 'ACTIVE' || sub.status === 'PENDING_DOWNGRADE') return 'CANCEL_PENDING'
  if (sub.status === 'PENDING' || sub.status === 'PAST_DUE' || sub.status === 'UNPAID') return 'CANCELED'
  throw new ConflictError(`The subscription is already ${sub.status === 'CANCELED' ? 'canceled' : 'set to cancel at the end of its period'}`)
}

export function assertCanReactivate(sub: SubscriptionRow, now: Date): void {
  if (sub.status !== 'CANCEL_PENDING' || !sub.periodEnd || sub.periodEnd.getTime() <= now.getTime()) {
    throw new ConflictError(`A ${sub.status} subscription cannot be reactivated; only a cancellation pending before the period ends can`)
  }
}

export function assertCanChangePaymentMethod(sub: SubscriptionRow): void {
  if (sub.status === 'CANCELED') throw new ConflictError('A canceled subscription has no payment method to change')
}
