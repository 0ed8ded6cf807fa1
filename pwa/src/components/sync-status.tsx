/**
 * The header's account of offline work: how many actions wait for the server, which ones it
 * refused (with its words, until dismissed) and when data last came from the server. Queued
 * actions are only ever "pending" here; they disappear once the server accepted them.
 */
import { useEffect, useRef, useState } from 'react'
import { AlertTriangle, CloudOff, Loader2, RefreshCw, X } from 'lucide-react'
import { dismissFailed, flushOutbox, useOutbox, useSyncStatus } from '../offline'
import { cx } from './ui/cx'

function ago(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  return new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
}

/** Re-renders once a minute so "5 min ago" stays true. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(id)
  }, [])
  return now
}

export function SyncStatus() {
  const status = useSyncStatus()
  const { pending, failed } = useOutbox()
  const now = useMinuteClock()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const synced = status.lastSyncedAt ? `Synced ${ago(status.lastSyncedAt, now)}` : null
  if (status.online && !pending.length && !failed.length) {
    if (!synced) return null
    return (
      <span data-testid="sync-status" className="hidden text-xs text-slate-500 sm:block">
        {synced}
      </span>
    )
  }

  const summary = [
    pending.length ? `${pending.length} pending` : null,
    failed.length ? `${failed.length} not sent` : null,
  ]
    .filter(Boolean)
    .join(' · ')

  return (
    <div ref={ref} className="relative" data-testid="sync-status">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((v) => !v)}
        className={cx(
          'flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold',
          failed.length ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        {failed.length ? (
          <AlertTriangle aria-hidden className="size-4" />
        ) : status.flushing ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <CloudOff aria-hidden className="size-4" />
        )}
        {summary || 'Offline'}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Offline changes"
          className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-3 text-sm shadow-raised"
        >
          <p className="text-xs text-slate-500">
            {status.online ? 'Online' : 'Offline'}
            {synced ? ` · ${synced}` : ''}
          </p>
          {pending.length > 0 && (
            <>
              <p className="mt-3 font-semibold text-slate-900">Waiting to send</p>
              <ul className="mt-1 flex flex-col gap-1">
                {pending.map((item) => (
                  <li key={item.id} className="text-slate-700">
                    {item.label} <span className="text-xs text-amber-700">pending</span>
                  </li>
                ))}
              </ul>
              {status.online && (
                <button
                  type="button"
                  onClick={() => void flushOutbox()}
                  className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
                >
                  <RefreshCw aria-hidden className="size-3.5" /> Send now
                </button>
              )}
            </>
          )}
          {failed.length > 0 && (
            <>
              <p className="mt-3 font-semibold text-slate-900">Not sent</p>
              <ul className="mt-1 flex flex-col gap-2">
                {failed.map((item) => (
                  <li key={item.id} className="flex items-start gap-2 rounded-lg bg-red-50 p-2">
                    <div className="flex-1">
                      <p className="text-slate-800">{item.label}</p>
                      <p className="text-xs text-red-800">{item.error?.message}</p>
                    </div>
                    <button
                      type="button"
                      aria-label={`Dismiss: ${item.label}`}
                      onClick={() => void dismissFailed(item.id)}
                      className="flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-red-100"
                    >
                      <X aria-hidden className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  )
}
