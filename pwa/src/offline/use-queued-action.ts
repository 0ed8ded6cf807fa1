/**
 * Queue an action and wait: one write sent through the outbox, as a screen sees it. It is
 * queued while offline (`waiting`: it goes out by itself later), `sending`, `done` with the
 * server's answer, or `failed` with the server's words. Nothing is shown as done before the
 * server has accepted it. Both areas use it: the provider's dialogs render `state`; the
 * facility's dialogs await `run` and close on `done` or `waiting`.
 *
 * A refusal is kept in the outbox by default, so the header's list of unsent work shows it too
 * until the person retries or closes; `onFailure: 'dismiss'` drops it at once for a screen that
 * shows the message itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CACHED_QUERIES } from './cached-query-options'
import { dismissFailed, enqueue, onOperationDone } from './commands'
import { useOutbox } from './hooks'
import type { OperationName, OperationPayload, OperationResult, OutboxItem } from './types'

export type QueuedState<Result = unknown> =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'sending' }
  | { phase: 'done'; result: Result }
  | { phase: 'failed'; message: string; status: number }

/** How a run ends for the code that awaited it: accepted (with the server's answer), left waiting for a connection, or refused. */
export type QueuedOutcome<Result = unknown> = Extract<QueuedState<Result>, { phase: 'done' | 'waiting' | 'failed' }>

export const WAITING_MESSAGE = "Pending — will send when you're back online"
const FAILED_MESSAGE = 'This could not be sent. Please try again.'

// Answers are kept by outbox id from the first use on, so an operation that finishes before its
// screen learns the id is not missed.
const results = new Map<string, unknown>()
const resultListeners = new Set<() => void>()
let listening = false
function listen(): void {
  if (listening) return
  listening = true
  onOperationDone((item, result) => {
    results.set(item.id, result)
    for (const listener of resultListeners) listener()
  })
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

type Failure = { message: string; status: number }

function stateOf(id: string, item: OutboxItem | undefined, failures: Map<string, Failure>): QueuedState {
  if (results.has(id)) return { phase: 'done', result: results.get(id) }
  if (item?.status === 'failed') return { phase: 'failed', message: item.error?.message ?? FAILED_MESSAGE, status: item.error?.status ?? 0 }
  const failure = failures.get(id)
  if (failure) return { phase: 'failed', ...failure }
  // Offline, or already tried and waiting for its next attempt: it goes out by itself later.
  if (item?.status === 'pending' && (!isOnline() || item.attempts > 0)) return { phase: 'waiting' }
  return { phase: 'sending' }
}

export function useQueuedAction({ onDone, onFailure = 'keep' }: { onDone?: (result: unknown) => void; onFailure?: 'keep' | 'dismiss' } = {}) {
  const [id, setId] = useState<string | null>(null)
  const [, rerender] = useState(0)
  const { items } = useOutbox()
  const queryClient = useQueryClient()
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone
  const reported = useRef<string | null>(null)
  const waiters = useRef(new Map<string, (outcome: QueuedOutcome) => void>())
  // Refusals seen, so the state stays `failed` once the item leaves the outbox.
  const failures = useRef(new Map<string, Failure>())

  useEffect(() => {
    listen()
    const listener = () => rerender((n) => n + 1)
    resultListeners.add(listener)
    return () => void resultListeners.delete(listener)
  }, [])

  const itemOf = (itemId: string) => items.find((i) => i.id === itemId)
  const state: QueuedState = id ? stateOf(id, itemOf(id), failures.current) : { phase: 'idle' }
  const latest = useRef({ id, state })
  latest.current = { id, state }

  useEffect(() => {
    const watched = new Set(waiters.current.keys())
    if (id) watched.add(id)
    for (const item of items) {
      if (item.status !== 'failed' || !watched.has(item.id) || failures.current.has(item.id)) continue
      failures.current.set(item.id, { message: item.error?.message ?? FAILED_MESSAGE, status: item.error?.status ?? 0 })
      if (onFailure === 'dismiss') void dismissFailed(item.id)
    }
    for (const [waitingId, resolve] of waiters.current) {
      const outcome = stateOf(waitingId, itemOf(waitingId), failures.current)
      if (outcome.phase === 'sending' || outcome.phase === 'idle') continue
      waiters.current.delete(waitingId)
      resolve(outcome)
    }
    if (state.phase === 'done' && id && reported.current !== id) {
      reported.current = id
      // Lists elsewhere (browse, my shifts, home, the facility's lists) read the change the next time they are shown.
      void queryClient.invalidateQueries({ queryKey: CACHED_QUERIES })
      onDoneRef.current?.(state.result)
    }
  })

  const run = useCallback(
    async <Op extends OperationName>(
      op: Op,
      payload: OperationPayload<Op>,
      meta: { label: string; relatedId?: string },
    ): Promise<QueuedOutcome<OperationResult<Op>>> => {
      listen()
      const previous = latest.current
      if (previous.id && previous.state.phase === 'failed') void dismissFailed(previous.id)
      const queued = await enqueue(op, payload, meta)
      setId(queued.id)
      if (!isOnline()) return { phase: 'waiting' }
      return new Promise<QueuedOutcome<OperationResult<Op>>>((resolve) => {
        // The engine hands answers over untyped; this one is the answer to `op`.
        waiters.current.set(queued.id, resolve as (outcome: QueuedOutcome) => void)
        rerender((n) => n + 1)
      })
    },
    [],
  )

  const reset = useCallback(() => {
    const { id: current, state: now } = latest.current
    if (current && now.phase === 'failed') void dismissFailed(current)
    setId(null)
  }, [])

  return { state, run, reset }
}
