/**
 * The offline engine's commands as screens call them: each waits for the engine chunk (already
 * asked for at start-up), then acts. Re-exported by `index.ts`.
 */
import { loadEngine } from './load-engine'
import type { OperationName, OperationPayload, OutboxItem } from './types'

/**
 * Queues a named operation (`operations.ts`) with the payload its API call takes. `label` names
 * it in lists; `relatedId` is the record a screen shows it beside.
 */
export function enqueue<Op extends OperationName>(op: Op, payload: OperationPayload<Op>, meta: { label: string; relatedId?: string }): Promise<OutboxItem> {
  return loadEngine().then((engine) => engine.enqueue(op, payload, meta))
}

export function dismissFailed(id: string): Promise<void> {
  return loadEngine().then((engine) => engine.dismissFailed(id))
}

/** Sends what is queued now, without waiting out a back-off ("Send now"). */
export function flushOutbox(): Promise<void> {
  return loadEngine().then((engine) => engine.flushOutbox())
}

/** Forgets everything personal on this device (sign-out, session ended). */
export function clearOfflineData(): Promise<void> {
  return loadEngine().then((engine) => engine.clearOfflineData())
}

/** Once, from main.tsx: loads the engine and flushes on start, on reconnect and on tab visible. */
export function startSync(): void {
  void loadEngine().then((engine) => engine.startSync())
}

/**
 * Screens invalidate their queries here when an operation they queued is accepted. The
 * listener is attached as soon as the engine loads, which is before anything queued can finish.
 */
export function onOperationDone(listener: (item: OutboxItem, response: unknown) => void): () => void {
  let active = true
  let off: (() => void) | null = null
  void loadEngine().then((engine) => {
    if (active) off = engine.onOperationDone(listener)
  })
  return () => {
    active = false
    off?.()
  }
}
