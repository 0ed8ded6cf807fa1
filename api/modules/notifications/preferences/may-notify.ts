/**
 * Whether a message may go to a user (the face's `mayNotify`, for whoever sends notifications):
 * - a security message (sign-in, password, account changes) always may;
 * - a paused account gets nothing else;
 * - e-mail: the app's e-mail opt-in (the staffing agent writes as the marketplace);
 * - text message: the app's SMS opt-in, the agent's its own `agentSmsOptIn`;
 * - push: no opt-in of its own (the device's permission is the opt-in), only the pause.
 * An unknown or deleted user may be sent nothing.
 */
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { consentIn, type Consent } from './effective-preferences'

export type NotificationChannel = 'email' | 'sms' | 'push'
export type NotificationProduct = 'marketplace' | 'careers' | 'agent'
export type NotificationKind = 'security' | 'regular'

export function allowsNotification(p: Consent, channel: NotificationChannel, product: NotificationProduct, kind: NotificationKind): boolean {
  if (kind === 'security') return true
  if (p.isPaused) return false
  if (channel === 'push') return true
  if (channel === 'email') return product === 'careers' ? p.careersEmailOptIn : p.marketplaceEmailOptIn
  return product === 'careers' ? p.careersSmsOptIn : product === 'agent' ? p.agentSmsOptIn : p.marketplaceSmsOptIn
}

export async function mayNotify(ctx: AppContext, userId: string, channel: NotificationChannel, product: NotificationProduct, kind: NotificationKind): Promise<boolean> {
  return mayNotifyIn(ctx.db.read, userId, channel, product, kind)
}

/** `mayNotify` read through `db`: inside a sender's own transaction, it sees that transaction's writes. */
export async function mayNotifyIn(db: Tx, userId: string, channel: NotificationChannel, product: NotificationProduct, kind: NotificationKind): Promise<boolean> {
  return (await channelsAllowedIn(db, userId, [channel], product, kind)).has(channel)
}

/**
 * `mayNotifyIn` for several channels of one message, the user's preferences read once: a
 * notice going out by e-mail and push asks both questions of the same row.
 */
export async function channelsAllowedIn(db: Tx, userId: string, channels: readonly NotificationChannel[], product: NotificationProduct, kind: NotificationKind): Promise<Set<NotificationChannel>> {
  if (!channels.length) return new Set()
  const consent = await consentIn(db, userId)
  if (!consent) return new Set()
  return new Set(channels.filter((channel) => allowsNotification(consent, channel, product, kind)))
}
