import { Alert } from '../../../components/ui/alert'

/** "Showing the copy saved on … — you're offline" when a list comes from the device. */
export function CachedNote({ isFromCache, lastSyncedAt }: { isFromCache: boolean; lastSyncedAt: number | null }) {
  if (!isFromCache) return null
  const when = lastSyncedAt ? new Date(lastSyncedAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : null
  return (
    <Alert tone="info" className="mb-4">
      You're offline. Showing what was saved on this device{when ? ` on ${when}` : ''}; it may have changed since.
    </Alert>
  )
}
