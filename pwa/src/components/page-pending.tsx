import { Spinner } from './ui/spinner'

/**
 * A route's `pendingComponent` while its loader awaits the screen's data: shown only when that
 * takes longer than the router's pending delay (a second), inside the area's frame.
 */
export function PagePending({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-20">
      <Spinner label={label} className="size-8 text-brand-700" />
    </div>
  )
}
