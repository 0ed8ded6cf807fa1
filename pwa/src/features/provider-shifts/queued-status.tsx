import type { ReactNode } from 'react'
import { Alert } from '../../components/ui/alert'
import { Spinner } from '../../components/ui/spinner'
import { WAITING_MESSAGE, type QueuedState } from './use-queued-action'

/** What happened to a queued write, in words: waiting for a connection, sending, done, refused. */
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

/** "Showing the copy saved on … — you're offline" when a list comes from the device. */
export function CachedNote({ isFromCache, lastSyncedAt }: { isFromCache: boolean; lastSyncedAt: number | Date | string | null | undefined }) {
  if (!isFromCache) return null
  const when = lastSyncedAt ? new Date(lastSyncedAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : null
  return (
    <Alert tone="info" className="mb-4">
      You're offline. Showing what was saved on this device{when ? ` on ${when}` : ''}; it may have changed since.
    </Alert>
  )
}
