/**
 * Web push in the browser: when to ask (never on first load — only after an action that a
 * notification helps with, and not again for 14 days after "Not now"), and, on "Allow", the
 * permission, the service worker's subscription under the server's VAPID key, and
 * `POST /api/push/subscriptions`.
 */
import type { VapidPublicKey } from '@shared/contracts/push'
import { api } from './api'

export const SNOOZE_KEY = 'push-prompt-snoozed-until'
export const SNOOZE_DAYS = 14

interface PushEnvironment {
  supported: boolean
  permission: NotificationPermission | 'unsupported'
  snoozedUntil: number | null
}

/** Whether the in-app "Get notified when…" prompt may show now. */
export function mayAsk({ supported, permission, snoozedUntil }: PushEnvironment, now: number): boolean {
  if (!supported || permission !== 'default') return false
  return snoozedUntil === null || now >= snoozedUntil
}

export const snoozeUntil = (now: number): number => now + SNOOZE_DAYS * 24 * 60 * 60 * 1000

/** A base64url VAPID key as the bytes `pushManager.subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4)
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

function readSnooze(): number | null {
  try {
    const value = Number(localStorage.getItem(SNOOZE_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function currentEnvironment(): PushEnvironment {
  const supported = pushSupported()
  return { supported, permission: supported ? Notification.permission : 'unsupported', snoozedUntil: readSnooze() }
}

export function snoozePushPrompt(now = Date.now()): void {
  try {
    localStorage.setItem(SNOOZE_KEY, String(snoozeUntil(now)))
  } catch {
    // Private mode without storage: the prompt may come back next time, nothing worse.
  }
}

/** Asks the browser, then subscribes this device. True when pushes are on. */
export async function enablePush(): Promise<boolean> {
  if (!pushSupported()) return false
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return false
  const registration = await navigator.serviceWorker.ready
  const { publicKey } = await api.get<VapidPublicKey>('/push/vapid-public-key', { auth: 'none' })
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  await api.post('/push/subscriptions', subscription.toJSON())
  return true
}

/** What the prompt says after "Get notified when…"; set by the action that called for it. */
type Listener = (reason: string) => void
const listeners = new Set<Listener>()
/** An offer made before the prompt was on screen (a page's effect runs before its shell's). */
let pendingReason: string | null = null

/** Called after an action a notification helps with (an application sent, a shift posted). */
export function offerPushNotifications(reason: string): void {
  if (!mayAsk(currentEnvironment(), Date.now())) return
  pendingReason = reason
  for (const listener of listeners) listener(reason)
}

export function onPushOffer(listener: Listener): () => void {
  listeners.add(listener)
  if (pendingReason) listener(pendingReason)
  return () => listeners.delete(listener)
}

/** The prompt was answered: the offer is spent. */
export function clearPushOffer(): void {
  pendingReason = null
}
