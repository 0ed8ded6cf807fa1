/**
 * The in-app "Get notified when…" card, above the page (in the flow, covering nothing): shown only after an action a notification helps with
 * (lib/push `offerPushNotifications`), never on first load, and never where push is unsupported
 * or the browser was already answered. "Not now" keeps it away for 14 days.
 */
import { useEffect, useState } from 'react'
import { BellRing } from 'lucide-react'
import { Button } from './ui/button'
import { clearPushOffer, enablePush, onPushOffer, snoozePushPrompt } from '../lib/push'

export function PushPrompt() {
  const [reason, setReason] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => onPushOffer(setReason), [])
  if (!reason) return null

  const allow = async () => {
    setPending(true)
    try {
      await enablePush()
      clearPushOffer()
      setReason(null)
    } catch {
      setFailed(true)
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="push-prompt-title" className="mb-6 rounded-2xl border border-brand-200 bg-white p-4 shadow-card">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BellRing aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p id="push-prompt-title" className="font-semibold text-slate-900">
            Get notified when {reason}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {failed ? "Notifications couldn't be turned on here. Try again later." : 'A notification on this device, even when the app is closed.'}
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" loading={pending} onClick={() => void allow()}>
              Allow
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                snoozePushPrompt()
                clearPushOffer()
                setReason(null)
              }}
            >
              Not now
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}
