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
import type { NotificationPreferences } from '../../../../shared/contracts/preferences'
import { NotFoundError } from '../../../errors'
import type { Tx } from '../../../db/client'
import { preferencesIn } from './effective-preferences'

export type NotificationChannel = 'email' | 'sms' | 'push'
export type NotificationProduct = 'marketplace' | 'careers' | 'agent'
export type NotificationKind = 'security' | 'regular'

export function allowsNotification(p: NotificationPreferences, channel: NotificationChannel, product: NotificationProduct, kind: NotificationKind): boolean {
  if (kind === 'security') return true
  if (p.isPaused) return false
  if (channel === 'push') return true
  if (channel === 'email') return product === 'careers' ? p.careersEmailOptIn : p.marketplaceEmailOptIn
  return product === 'careers' ? p.careersSmsOptIn : product === 'agent' ? p.agentSmsOptIn : p.marketplaceSmsOptIn
}

export async function mayNotify(ctx: AppContext, userId: string, channel: NotificationChannel, product: NotificationProduct, kind: NotificationKind): Promise<boolean> {
  return mayNotifyIn(ctx, ctx.db.read, userId, channel, product, kind)
}

/** `mayNotify` read through `db`: inside a sender's own transaction, it sees that transaction's writes. */
export async function mayNotifyIn(ctx: AppContext, db: Tx, userId: string, channel: NotificationChannel, product: NotificationProduct, kind: NotificationKind): Promise<boolean> {
  return (await channelsAllowedIn(ctx, db, userId, [channel], product, kind)).has(channel)
}

/**
 * `mayNotifyIn` for several channels of one message, the user's preferences read once: a
 * notice going out by e-mail and push asks both questions of the same row.
 */
export async function channelsAllowedIn(ctx: AppContext, db: Tx, userId: string, channels: readonly NotificationChannel[], product: NotificationProduct, kind: NotificationKind): Promise<Set<NotificationChannel>> {
  if (!channels.length) return new Set()
  let preferences: NotificationPreferences
  try {
    preferences = await preferencesIn(ctx, db, userId)
  } catch (error) {
    if (error instanceof NotFoundError) return new Set()
    throw error
  }
  return new Set(channels.filter((channel) => allowsNotification(preferences, channel, product, kind)))
}
