/**
 * Service worker registration in prompt mode: a new version installs in the background and
 * waits; people choose when to reload, so a half-filled form is never lost to an update.
 */
import { useRegisterSW } from 'virtual:pwa-register/react'
import { RefreshCw, X } from 'lucide-react'
import { Button } from './ui/button'

/** How often an open app checks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    },
  })

  if (!needRefresh) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 lg:bottom-6">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-slate-900 py-3 pr-2 pl-4 text-sm text-white shadow-raised"
      >
        <RefreshCw aria-hidden className="size-4 shrink-0 text-brand-300" />
        <p className="flex-1">A new version is available — Reload to update.</p>
        <Button size="sm" variant="inverse" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => setNeedRefresh(false)}
          className="flex size-9 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  )
}
