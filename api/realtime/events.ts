/**
 * Publishing to users' open sockets: a row of `realtime_events` per recipient, written in the
 * transaction of the verb that caused it, so an event exists exactly when its change committed.
 * Every server process reads the log and hands the rows to its own sockets (hub.ts).
 */
import { lt } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Tx } from '../db/client'
import { deleteInBatches } from '../db/delete-in-batches'
import { realtimeEvents } from '../db/schema'
import { nudgeRealtimeHubs } from './hub'

/** What a socket receives (JSON): `type` says which. */
export type RealtimeEvent =
  | { type: 'message.new'; conversationId: string; message: unknown }
  | { type: 'message.updated'; conversationId: string; message: unknown }
  | { type: 'message.read'; conversationId: string; readBy: 'facility' | 'provider'; upTo: string }
  | { type: 'notification'; notification: unknown }
  | { type: 'support.message'; message: unknown }
  // The admin panel's support inbox (recipient SUPPORT_INBOX): a user wrote, asked for a person, or staff answered.
  | { type: 'support.inbox'; userId: string; messages: unknown[]; conversation?: unknown }
  // The careers chat (api/modules/careers-chat): a thread of an organization and a provider.
  | { type: 'careers.message.new'; conversationId: string; message: unknown }
  | { type: 'careers.message.read'; conversationId: string; readBy: 'facility' | 'provider'; upTo: string }

/**
 * The recipient the support team's open inbox screens listen as (a ticket naming it is issued to
 * staff only, `GET /admin-panel/support-agent/realtime-ticket`); no user id has this shape.
 */
export const SUPPORT_INBOX = 'team:support-inbox'

export async function publishRealtime(tx: Tx, userIds: Iterable<string>, event: RealtimeEvent): Promise<void> {
  const payload = JSON.stringify(event)
  const rows = [...new Set(userIds)].map((userId) => ({ userId, payload }))
  if (!rows.length) return
  await tx.insert(realtimeEvents).values(rows)
  nudgeRealtimeHubs()
}

/** Events older than this were read by every process long ago (each reads every 10 ms). */
const KEEP_EVENTS_MS = 5 * 60_000

/**
 * A scheduler sweep: the log stays small. By the wall clock, not `ctx.clock`: the rows' age is
 * about the processes' reading, which happens in real time even when the business clock is moved.
 */
export async function forgetDeliveredRealtimeEvents(ctx: AppContext): Promise<void> {
  const before = new Date(Date.now() - KEEP_EVENTS_MS)
  await deleteInBatches(ctx.db, realtimeEvents, lt(realtimeEvents.createdAt, before))
}
