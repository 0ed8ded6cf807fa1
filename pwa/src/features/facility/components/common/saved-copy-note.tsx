/** Said when a list is the copy saved on this device, not a fresh answer. */
export function SavedCopyNote({ show, at }: { show: boolean; at: number | null }) {
  if (!show) return null
  const time = at ? new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : null
  return (
    <p role="status" className="mb-3 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
      You're offline — showing the copy saved on this device{time ? ` at ${time}` : ''}.
    </p>
  )
}
