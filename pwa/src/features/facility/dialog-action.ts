/**
 * How the facility's dialogs use the outbox (`useQueuedAction`): submit, wait for the server,
 * then close with a notice on the screen — done in the dialog's own words, or waiting for a
 * connection. A refusal stays in the dialog, in the API's words, and leaves the outbox at once.
 */
import { useState } from 'react'
import { errorMessage } from '../../lib/api'
import { useQueuedAction, type OperationName, type OperationPayload } from '../../offline'

/** What a screen tells the user after an action: done, waiting for a connection, or refused. */
export type Notice = { tone: 'success' | 'warning' | 'error'; text: string }

const QUEUED_TEXT = "You're offline. This is saved on this device and will be sent when you're back online — it isn't done yet."

export function useDialogAction(onDone: (notice: Notice) => void, onClose: () => void) {
  const action = useQueuedAction({ onFailure: 'dismiss' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const perform = async <Op extends OperationName>(
    op: Op,
    payload: OperationPayload<Op>,
    meta: { label: string; relatedId?: string },
    doneText: string,
    then?: () => Promise<unknown>,
  ): Promise<void> => {
    setBusy(true)
    setError(null)
    try {
      const outcome = await action.run(op, payload, meta)
      if (outcome.phase === 'failed') {
        setError(outcome.message)
        return
      }
      await then?.()
      onDone(outcome.phase === 'waiting' ? { tone: 'warning', text: QUEUED_TEXT } : { tone: 'success', text: doneText })
      onClose()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, perform }
}
