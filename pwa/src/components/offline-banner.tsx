import { WifiOff } from 'lucide-react'
import { useOnline } from '../lib/connectivity'

/** Tells people why nothing new loads; pages already opened keep working from the cache. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+0.5rem)] z-50 flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-slate-900/95 px-4 py-2 text-sm font-medium text-white shadow-raised"
      >
        <WifiOff aria-hidden className="size-4 shrink-0 text-amber-300" />
        You're offline. Saved pages still work; changes need a connection.
      </div>
    </div>
  )
}
