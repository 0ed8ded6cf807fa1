/**
 * One write sent through the offline outbox, as a screen sees it: queued while offline,
 * sending, done (with the server's answer) or refused (with the server's words). Nothing is
 * shown as done before the server has accepted it.
 */
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { cachedQueryKey } from '../../offline'
import { dismissFailed, enqueue, onOperationDone, useOutbox, type OperationName, type OutboxItem } from './offline'

export type QueuedState =
  { phase: 'idle' } | { phase: 'waiting' } | { phase: 'sending' } | { phase: 'done'; result: unknown } | { phase: 'failed'; message: string }

// Answers are kept by outbox id from the moment the module loads, so an operation that finishes
// before its screen learns the id is not missed.
const results = new Map<string, unknown>()
const resultListeners = new Set<() => void>()
onOperationDone((item: OutboxItem, result: unknown) => {
  results.set(item.id, result)
  for (const l of resultListeners) l()
})

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine
}

export function useQueuedAction(onDone?: (result: unknown) => void) {
  const [id, setId] = useState<string | null>(null)
  const [, force] = useState(0)
  const { items } = useOutbox()
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone
  const reported = useRef<string | null>(null)
  const queryClient = useQueryClient()

  useEffect(() => {
    const listener = () => force((n) => n + 1)
    resultListeners.add(listener)
    return () => void resultListeners.delete(listener)
  }, [])

  const item = id ? items.find((i) => i.id === id) : undefined
  let state: QueuedState = { phase: 'idle' }
  if (id) {
    if (results.has(id)) state = { phase: 'done', result: results.get(id) }
    else if (item?.status === 'failed') state = { phase: 'failed', message: item.error?.message ?? 'This could not be sent. Please try again.' }
    // Offline, or already tried and waiting for its next attempt: it goes out by itself later.
    else if (item?.status === 'pending' && (!isOnline() || item.attempts > 0)) state = { phase: 'waiting' }
    else state = { phase: 'sending' }
  }

  useEffect(() => {
    if (state.phase === 'done' && id && reported.current !== id) {
      reported.current = id
      // Lists elsewhere (browse, my shifts, home) read the change the next time they are shown.
      void queryClient.invalidateQueries({ queryKey: [cachedQueryKey('')[0]] })
      onDoneRef.current?.(state.result)
    }
  })

  async function run(op: OperationName, payload: unknown, meta: { label: string; relatedId?: string }) {
    if (id && item?.status === 'failed') void dismissFailed(id)
    const queued = await enqueue(op, payload, meta)
    setId(queued.id)
  }

  function reset() {
    if (id && item?.status === 'failed') void dismissFailed(id)
    setId(null)
  }

  return { state, run, reset, busy: state.phase === 'sending' || state.phase === 'waiting' }
}

export const WAITING_MESSAGE = "Pending — will send when you're back online"
