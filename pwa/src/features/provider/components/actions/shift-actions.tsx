/**
 * What a provider can do with a shift they are booked for or applied to, shared by the shift's
 * page and the My shifts lists: confirm attendance, change an application's expiry, withdraw it.
 * Every write goes through the outbox (useQueuedAction) and reports what happened underneath.
 */
import { useState } from 'react'
import { QueuedStatus } from '../../../../components/queued-status'
import { Button } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { useQueuedAction, type QueuedState } from '../../../../offline'
import { formatDate } from '../../format'
import { ExpirationDialog } from './expiration-dialog'

/** How a shift is named in the queue, dialogs and messages: "Staff pharmacist, Mon, Dec 1". */
export function shiftLabel(title: string, date: string): string {
  return `${title}, ${formatDate(date)}`
}

/** Whether an ISO instant (a shift's start or end) has passed. */
export function hasPassed(instant: string): boolean {
  return new Date(instant).getTime() <= Date.now()
}

/**
 * Confirming attendance for a booked shift. `confirmed` is true once the server has it (from
 * the shift, or from this screen's accepted request); `buttonProps` go on the screen's button.
 */
export function useAttendanceConfirmation(shift: { shiftGroupId: string; label: string; providerWillAttendShift: boolean }, refetch: () => void) {
  const action = useQueuedAction({ onDone: refetch })
  const { phase } = action.state
  return {
    state: action.state,
    confirmed: shift.providerWillAttendShift || phase === 'done',
    buttonProps: {
      loading: phase === 'sending',
      disabled: phase === 'waiting',
      onClick: () =>
        void action.run(
          'shift.confirmAttendance',
          { shiftGroupId: shift.shiftGroupId },
          { label: `Confirm attendance: ${shift.label}`, relatedId: shift.shiftGroupId },
        ),
    },
  }
}

export function AttendanceStatus({ state, className }: { state: QueuedState; className?: string }) {
  return <QueuedStatus state={state} className={className} done="Thanks — the pharmacy knows you'll be there." />
}

/**
 * A pending application's actions: change when it expires, withdraw it. `compact` is the list
 * card's form (small buttons in a row, "Withdraw"); otherwise full-width buttons in a column.
 */
export function ApplicationActions({
  applicationId,
  shiftGroupId,
  label,
  onChanged,
  compact = false,
}: {
  applicationId: string
  shiftGroupId: string
  label: string
  onChanged: () => void
  compact?: boolean
}) {
  const [expirationOpen, setExpirationOpen] = useState(false)
  const withdraw = useQueuedAction({ onDone: onChanged })
  const size = compact ? 'sm' : undefined
  return (
    <>
      {withdraw.state.phase !== 'done' && (
        <div className={cx(compact ? 'mt-3 flex flex-wrap gap-2' : 'flex flex-col gap-3')}>
          <Button size={size} variant="outline" onClick={() => setExpirationOpen(true)}>
            Change expiration
          </Button>
          <Button
            size={size}
            variant="ghost"
            loading={withdraw.state.phase === 'sending'}
            disabled={withdraw.state.phase === 'waiting'}
            onClick={() => void withdraw.run('application.cancel', { shiftGroupId }, { label: `Withdraw application: ${label}`, relatedId: shiftGroupId })}
          >
            {compact ? 'Withdraw' : 'Withdraw application'}
          </Button>
        </div>
      )}
      <QueuedStatus state={withdraw.state} className={compact ? 'mt-3' : undefined} done="Application withdrawn." />
      <ExpirationDialog
        open={expirationOpen}
        onClose={() => setExpirationOpen(false)}
        applicationId={applicationId}
        label={label}
        relatedId={shiftGroupId}
        onChanged={onChanged}
      />
    </>
  )
}
