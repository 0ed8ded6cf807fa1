/**
 * The push channels behind one interface (issue 14 §2): web push to browsers that installed the
 * PWA (`web-push.ts`), Expo's push API for the mobile app (`expo.ts`), and the offline default
 * that delivers nothing (`outbox.ts`): the push module records every push in the outbox either
 * way, so without delivery that record is where the push stays, like an e-mail without a mail
 * server.
 */

/** A browser's PushSubscription (its `toJSON()`). */
export interface WebPushTarget {
  kind: 'web'
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** A mobile app's Expo push token (`ExponentPushToken[…]`). */
export interface ExpoPushTarget {
  kind: 'expo'
  token: string
}

export type PushTarget = WebPushTarget | ExpoPushTarget

export interface PushMessage {
  title: string
  body: string
  /** An absolute address the notification opens. */
  url: string | null
}

/**
 * `delivered`: the push service took it. `kept`: not sent (offline), recorded only. `failed`:
 * `gone` when the push service says the subscription or device no longer exists (web push
 * 404/410, Expo `DeviceNotRegistered`): the target is dropped, never tried again.
 */
export type PushOutcome = { status: 'delivered' } | { status: 'kept' } | { status: 'failed'; gone: boolean; error: string }

export interface PushSender {
  /** `outbox`: nothing leaves the server. */
  readonly mode: 'live' | 'outbox'
  /** One outcome per target, in the targets' order. Never throws for a target's failure. */
  send(targets: PushTarget[], message: PushMessage): Promise<PushOutcome[]>
}

/** What the server holds for pushes: the sender, and the public key browsers subscribe with (null: web push off). */
export interface PushChannels {
  sender: PushSender
  vapidPublicKey: string | null
}

/** Live delivery: each target to the adapter of its kind, outcomes back in the targets' order. */
export function routedPushSender(adapters: { web: PushSender | null; expo: PushSender | null }): PushSender {
  return {
    mode: 'live',
    async send(targets, message) {
      const outcomes: PushOutcome[] = new Array(targets.length)
      await Promise.all(
        (['web', 'expo'] as const).map(async (kind) => {
          const indexes = targets.flatMap((target, i) => (target.kind === kind ? [i] : []))
          if (!indexes.length) return
          const adapter = adapters[kind]
          const results = adapter
            ? await adapter.send(indexes.map((i) => targets[i]!), message)
            : indexes.map((): PushOutcome => ({ status: 'failed', gone: false, error: `${kind} push is not configured on this server` }))
          indexes.forEach((target, n) => (outcomes[target] = results[n]!))
        }),
      )
      return outcomes
    },
  }
}
