import { Clock, X } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { dismissFailed, useOutbox, type OperationName } from '../../../../offline'

/** The facility's own operations (a provider's never show here). */
const FACILITY_OPS: ReadonlySet<OperationName> = new Set<OperationName>([
  'shift.post',
  'shift.hire',
  'attendance.confirm',
  'attendance.adjust',
  'attendance.noShow',
  'shiftGroup.cancel',
  'shiftGroup.close',
  'applicant.reject',
  'shiftGroup.update',
])

/** Facility actions still on this device: waiting for a connection, or refused by the server. */
export function QueuedActions() {
  const { items } = useOutbox()
  const mine = items.filter((i) => FACILITY_OPS.has(i.op))
  if (mine.length === 0) return null
  return (
    <ul className="mb-5 flex flex-col gap-2" aria-label="Actions not sent yet">
      {mine.map((i) =>
        i.status === 'failed' ? (
          <li key={i.id}>
            <Alert
              tone="error"
              title={`${i.label} didn't go through`}
              action={
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Dismiss: ${i.label}`}
                  icon={<X aria-hidden className="size-4" />}
                  onClick={() => void dismissFailed(i.id)}
                />
              }
            >
              {i.error?.message}
            </Alert>
          </li>
        ) : (
          <li key={i.id} className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <Clock aria-hidden className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{i.label}</strong> — waiting to be sent. Not done yet.
            </span>
          </li>
        ),
      )}
    </ul>
  )
}
