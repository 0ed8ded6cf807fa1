/** The facility's word on a hired seat's hours: as scheduled, adjusted (re-priced), or a no-show. Each waits for the server. */
import { useState } from 'react'
import type { InProgressShift } from '@shared/contracts/facility-shifts'
import { AdjustAttendanceBody } from '@shared/contracts/applications'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useDialogAction, type Notice } from '../../dialog-action'
import { formatDate, formatTimeRange } from '../../format'

type Done = (m: Notice) => void

/** What the dialogs need of a hired seat: a row of the in-progress list, or a seat on the group's screen. */
export type AttendanceSeat = Pick<InProgressShift, 'shiftId' | 'date' | 'startTime' | 'endTime' | 'lunchBreakMinutes'> & { provider: { name: string } }

export function ConfirmDialog({ open, shift, onClose, onDone }: { open: boolean; shift: AttendanceSeat; onClose: () => void; onDone: Done }) {
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  const submit = () =>
    perform('attendance.confirm', { shiftId: shift.shiftId }, { label: `Confirm ${shift.provider.name}'s hours`, relatedId: shift.shiftId }, 'Hours confirmed. The provider will be paid.')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Confirm hours"
      description={`${shift.provider.name} worked ${formatTimeRange(shift.startTime, shift.endTime)} on ${formatDate(shift.date)} as scheduled.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <Button onClick={submit} loading={busy}>
            Confirm hours
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  )
}

export function NoShowDialog({ open, shift, onClose, onDone }: { open: boolean; shift: AttendanceSeat; onClose: () => void; onDone: Done }) {
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  const submit = () =>
    perform('attendance.noShow', { shiftId: shift.shiftId }, { label: `Report ${shift.provider.name} as a no-show`, relatedId: shift.shiftId }, 'No-show recorded. You will be refunded in full.')
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${shift.provider.name} didn't show up?`}
      description="You are refunded in full and the provider is not paid. This can't be undone."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep the shift
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            Report a no-show
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  )
}

export function AdjustDialog({ open, shift, onClose, onDone }: { open: boolean; shift: AttendanceSeat; onClose: () => void; onDone: Done }) {
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  const [startTime, setStart] = useState(shift.startTime)
  const [endTime, setEnd] = useState(shift.endTime)
  const [reason, setReason] = useState('')
  const [lunch, setLunch] = useState(shift.lunchBreakMinutes > 0)
  const body = { startTime, endTime, reason: reason.trim(), didProviderTakeLunchBreak: shift.lunchBreakMinutes > 0 ? lunch : undefined }
  const checks = useContractChecks(AdjustAttendanceBody, body)
  const submit = async () => {
    if (checks.submit()) return
    await perform(
      'attendance.adjust',
      { shiftId: shift.shiftId, ...body },
      { label: `Adjust ${shift.provider.name}'s hours`, relatedId: shift.shiftId },
      'Hours adjusted. The shift was re-priced for the hours worked.',
    )
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Adjust hours"
      description={`The hours ${shift.provider.name} actually worked on ${formatDate(shift.date)}. The shift is re-priced at the same rate.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Save hours
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <Field label="Started at" error={checks.error('startTime')}>
            <Input type="time" value={startTime} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label="Finished at" error={checks.error('endTime')}>
            <Input type="time" value={endTime} onChange={(e) => setEnd(e.target.value)} />
          </Field>
        </div>
        {shift.lunchBreakMinutes > 0 && (
          <Checkbox label={`Took the ${shift.lunchBreakMinutes}-minute lunch break`} checked={lunch} onChange={(e) => setLunch(e.target.checked)} />
        )}
        <Field label="Why are the hours different?" error={checks.error('reason')} required>
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} onBlur={() => reason && checks.touch('reason')} />
        </Field>
      </div>
    </Dialog>
  )
}
