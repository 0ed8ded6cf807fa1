/**
 * One push to every device of a user: each browser subscription and the mobile app's Expo token,
 * through the configured channels (api/integrations/push), outside any transaction. Then, in one
 * short transaction: the push is recorded in the outbox (channel PUSH, to the user's e-mail, so
 * `GET /testing/outbox` shows it; with delivery off that record is all there is), and the
 * subscriptions and token the push service said are gone are dropped.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { outboxMessages, pushSubscriptions, users } from '../../db/schema'
import type { OutboxStatus } from '../../db/schema/notifications'
import type { PushOutcome, PushTarget } from '../../integrations/push'
import { pushChannelsOf } from './push-channels'

export interface PushNotification {
  title: string
  body: string
  /** Where a tap leads: an absolute URL, or a path of the app (`/shifts/…`) made absolute here. */
  url?: string | null
}

export interface PushResult {
  /** Devices the push was sent to (or would have been, with delivery off). */
  devices: number
  delivered: number
  /** Subscriptions and tokens dropped because the push service said they are gone. */
  dropped: number
}

export async function pushToUser(ctx: AppContext, userId: string, notification: PushNotification): Promise<PushResult> {
  const [user, subscriptions] = await Promise.all([
    ctx.db.read.select({ email: users.email, expoPushToken: users.expoPushToken }).from(users).where(eq(users.id, userId)).get(),
    ctx.db.read.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ])
  if (!user) return { devices: 0, delivered: 0, dropped: 0 }
  const targets: PushTarget[] = subscriptions.map((s) => ({ kind: 'web', endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }))
  if (user.expoPushToken) targets.push({ kind: 'expo', token: user.expoPushToken })
  const url = absoluteUrl(ctx, notification)
  const { sender } = pushChannelsOf(ctx)
  const outcomes: PushOutcome[] = targets.length ? await sender.send(targets, { title: notification.title, body: notification.body, url }) : []

  const goneEndpoints = targets.flatMap((t, i) => (t.kind === 'web' && isGone(outcomes[i]) ? [t.endpoint] : []))
  const goneToken = targets.some((t, i) => t.kind === 'expo' && isGone(outcomes[i]))
  const delivered = outcomes.filter((o) => o?.status === 'delivered').length
  const failures = outcomes.flatMap((o) => (o?.status === 'failed' ? [o.error] : []))
  const status: OutboxStatus = sender.mode === 'outbox' ? 'OUTBOX_ONLY' : delivered > 0 ? 'SENT' : 'FAILED'
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    await tx.insert(outboxMessages).values({
      ...pushRecord(user.email, notification, url, now),
      status,
      attempts: sender.mode === 'outbox' ? 0 : 1,
      error: status === 'FAILED' ? (failures.length ? [...new Set(failures)].join('; ') : 'No device to push to') : null,
      sentAt: status === 'SENT' ? now : null,
    })
    if (goneEndpoints.length) await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.endpoint, goneEndpoints)))
    // Only if it is still the token pushed to: the app may have registered a new one meanwhile.
    if (goneToken) await tx.update(users).set({ expoPushToken: null }).where(and(eq(users.id, userId), eq(users.expoPushToken, user.expoPushToken!)))
  })
  return { devices: targets.length, delivered, dropped: goneEndpoints.length + (goneToken ? 1 : 0) }
}

/**
 * Whether pushes leave the server (`PUSH_DELIVERY=live`). With delivery off, a push is only its
 * outbox record, which a sender writes in its own transaction with `keepPush`.
 */
export function pushDeliveryIsLive(ctx: AppContext): boolean {
  return pushChannelsOf(ctx).sender.mode === 'live'
}

/**
 * A push with delivery off, recorded in the sender's transaction as `pushToUser` records it
 * (OUTBOX_ONLY, no attempt), to the user whose e-mail is `email`. Written with the change it
 * tells about, it needs no reads and no commit of its own afterwards.
 */
export async function keepPush(ctx: AppContext, tx: Tx, email: string, notification: PushNotification): Promise<void> {
  await tx.insert(outboxMessages).values({ ...pushRecord(email, notification, absoluteUrl(ctx, notification), ctx.clock.now()), status: 'OUTBOX_ONLY', attempts: 0 })
}

function absoluteUrl(ctx: AppContext, notification: PushNotification): string | null {
  return notification.url ? new URL(notification.url, `${ctx.config.publicUrl}/`).toString() : null
}

/** What every outbox record of a push holds: channel PUSH, to the user's e-mail (`GET /testing/outbox` finds it there). */
function pushRecord(email: string, notification: PushNotification, url: string | null, now: Date) {
  return { channel: 'PUSH' as const, to: email, subject: notification.title, text: notification.body, links: url ? [url] : [], createdAt: now }
}

const isGone = (outcome: PushOutcome | undefined) => outcome?.status === 'failed' && outcome.gone
