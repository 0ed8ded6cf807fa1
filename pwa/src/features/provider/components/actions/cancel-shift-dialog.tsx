/**
 * Cancelling a booked shift. Before the provider confirms, it says how many reputation points
 * the cancellation will cost at this much notice — the API's own table (shared/domain), so the
 * number shown is the number taken. The reason goes to the pharmacy.
 */
import { useEffect, useState } from 'react'
import { ProviderCancelBody } from '@shared/contracts/applications'
import { cancellationPenalty } from '@shared/domain/reputation'
import { QueuedStatus } from '../../../../components/queued-status'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useQueuedAction } from '../../../../offline'

export interface CancelTarget {
  shiftId: string
  shiftGroupId: string
  label: string
  /** ISO instant the shift starts. */
  startsAt: string
}

function noticeWords(hours: number): string {
  if (hours >= 48) return `${Math.floor(hours / 24)} days`
  if (hours >= 1) return `${Math.floor(hours)} ${Math.floor(hours) === 1 ? 'hour' : 'hours'}`
  return 'less than an hour'
}

export function CancelShiftDialog({ target, onClose, onCanceled }: { target: CancelTarget | null; onClose: () => void; onCanceled?: () => void }) {
  const [reason, setReason] = useState('')
  const [now, setNow] = useState(() => Date.now())
  const action = useQueuedAction({ onDone: () => onCanceled?.() })
  const checks = useContractChecks(ProviderCancelBody, { cancelationReason: reason })

  // The cost depends on the notice, which shrinks while the dialog is open.
  useEffect(() => {
    if (!target) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [target])

  const hours = target ? (new Date(target.startsAt).getTime() - now) / 3_600_000 : 0
  const points = cancellationPenalty(hours)
  const started = hours <= 0

  const close = () => {
    action.reset()
    setReason('')
    checks.reset()
    onClose()
  }

  const submit = async () => {
    if (checks.submit()) return
    await action.run(
      'shift.cancel',
      { shiftId: target!.shiftId, cancelationReason: reason.trim() },
      { label: `Cancel ${target!.label}`, relatedId: target!.shiftGroupId },
    )
  }

  const { state } = action
  const finished = state.phase === 'done'
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title="Cancel this shift?"
      description={target?.label}
      footer={
        finished ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Keep the shift
            </Button>
            <Button variant="danger" onClick={() => void submit()} loading={state.phase === 'sending'} disabled={started || state.phase === 'waiting'}>
              {points < 0 ? `Cancel and lose ${-points} points` : 'Cancel the shift'}
            </Button>
          </>
        )
      }
    >
      {!finished && target && (
        <div className="flex flex-col gap-4">
          {started ? (
            <Alert tone="error">This shift has already started, so it can't be canceled here. Please call the pharmacy.</Alert>
          ) : points < 0 ? (
            <Alert tone="warning" title={`This will cost you ${-points} reputation points`}>
              You're canceling with {noticeWords(hours)} of notice. Pharmacies see your reputation when you apply; more notice costs fewer points, and two weeks
              or more costs none.
            </Alert>
          ) : (
            <Alert tone="info" title="No reputation points lost">
              You're canceling more than two weeks ahead, so this won't affect your reputation.
            </Alert>
          )}
          <Field label="Reason for canceling" required error={checks.error('cancelationReason')} hint="The pharmacy sees this. Up to 500 characters.">
            <Textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <p className="text-sm text-slate-600">The pharmacy is refunded in full and the seat reopens for someone else.</p>
        </div>
      )}
      <QueuedStatus state={state} className={finished ? undefined : 'mt-4'} done="Shift canceled. The pharmacy has been told." />
    </Dialog>
  )
}
