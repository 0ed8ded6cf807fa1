/**
 * The facility screens' use of the offline engine (`src/offline`): every write goes through its
 * outbox, and the screens wait for the server's answer before they show an action as done.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { dismissFailed, enqueue, onOperationDone, useDraft, useOutbox, type OperationName } from '../../offline'
import { ApiError, errorMessage } from '../../lib/api'

export type OperationResult = { queued: true } | { queued: false; result: unknown }

interface Waiting {
  resolve: (value: OperationResult) => void
  reject: (error: ApiError) => void
}

/**
 * Queues an operation and waits: resolves with the server's answer, rejects with the API's words
 * when it refuses (the failed item is dismissed, since the screen shows the message itself), or
 * resolves `{queued: true}` when the action is waiting for a connection — the outbox sends it
 * later and the screen says so.
 */
export function useOperation() {
  const { items } = useOutbox()
  const waiting = useRef(new Map<string, Waiting>())

  useEffect(
    () =>
      onOperationDone((item, response) => {
        const w = waiting.current.get(item.id)
        if (!w) return
        waiting.current.delete(item.id)
        w.resolve({ queued: false, result: response })
      }),
    [],
  )

  useEffect(() => {
    for (const [id, w] of waiting.current) {
      const item = items.find((i) => i.id === id)
      if (!item) continue
      if (item.status === 'failed') {
        waiting.current.delete(id)
        void dismissFailed(id)
        w.reject(new ApiError(item.error?.status ?? 422, item.error?.message ?? 'Something went wrong. Please try again.'))
      } else if (item.status === 'pending' && item.attempts > 0) {
        waiting.current.delete(id)
        w.resolve({ queued: true })
      }
    }
  }, [items])

  return useCallback(async (op: OperationName, payload: object, meta: { label: string; relatedId?: string }): Promise<OperationResult> => {
    const item = await enqueue(op, payload, meta)
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { queued: true }
    return new Promise<OperationResult>((resolve, reject) => waiting.current.set(item.id, { resolve, reject }))
  }, [])
}

/** The engine's draft with functional updates (several fields change in one event) and a reset. */
export function useDraftState<T>(formKey: string, initial: T) {
  const [value, set, clear, meta] = useDraft<T>(formKey, initial)
  const latest = useRef(value)
  latest.current = value
  const initialRef = useRef(initial)

  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      const v = typeof next === 'function' ? (next as (p: T) => T)(latest.current) : next
      latest.current = v
      set(v)
    },
    [set],
  )
  /** Back to an empty form, and nothing kept on the device. */
  const reset = useCallback(() => {
    update(initialRef.current)
    void clear()
  }, [update, clear])
  return { value, update, clear, reset, restored: meta.restored }
}

/** What a screen tells the user after an action: done, waiting for a connection, or refused. */
export type Notice = { tone: 'success' | 'warning' | 'error'; text: string }

export const QUEUED_TEXT = "You're offline. This is saved on this device and will be sent when you're back online — it isn't done yet."

/**
 * A dialog's submit: queue the operation and wait for the server (useOperation), run `then`
 * (lists to refresh), tell the screen — done in the dialog's own words, or waiting for a
 * connection — and close. A refusal stays in the dialog as `error`, in the API's words.
 */
export function useDialogAction(onDone: (notice: Notice) => void, onClose: () => void) {
  const run = useOperation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const perform = async (
    op: OperationName,
    payload: object,
    meta: { label: string; relatedId?: string },
    doneText: string,
    then?: () => Promise<unknown>,
  ): Promise<void> => {
    setBusy(true)
    setError(null)
    try {
      const r = await run(op, payload, meta)
      await then?.()
      onDone(r.queued ? { tone: 'warning', text: QUEUED_TEXT } : { tone: 'success', text: doneText })
      onClose()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, perform }
}
