import type { ReactNode } from 'react'
import { WAITING_MESSAGE, type QueuedState } from '../offline'
import { Alert } from './ui/alert'
import { Spinner } from './ui/spinner'

/**
 * What happened to a write queued with `useQueuedAction`, in words: waiting for a connection,
 * sending, done (in the screen's own words) or refused (in the server's).
 */
export function QueuedStatus({ state, done, className }: { state: QueuedState; done: ReactNode; className?: string }) {
  switch (state.phase) {
    case 'idle':
      return null
    case 'waiting':
      return (
        <Alert tone="warning" className={className}>
          {WAITING_MESSAGE}
        </Alert>
      )
    case 'sending':
      return (
        <p role="status" className={`flex items-center gap-2 text-sm text-slate-600 ${className ?? ''}`}>
          <Spinner className="size-4" /> Sending…
        </p>
      )
    case 'done':
      return (
        <Alert tone="success" className={className}>
          {done}
        </Alert>
      )
    case 'failed':
      return (
        <Alert tone="error" className={className}>
          {state.message}
        </Alert>
      )
  }
}
