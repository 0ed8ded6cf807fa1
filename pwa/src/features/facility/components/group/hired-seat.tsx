/**
 * One hired provider on the group's screen: how their seat stands, what became of it once the
 * shift is over (the hours paid, what it cost, the rating), and only the actions the API still
 * allows (shift-group-rules.ts): cancel before the end; confirm, adjust or report a no-show once
 * it is over; rate once it is completed. The seat comes from the provider's standing in the
 * group (the applicants carry no seat ids).
 */
import { useState } from 'react'
import { CheckCircle2, Star, UserX } from 'lucide-react'
import type { ExtendedApplicant, OwnerShift, ShiftGroupPreview } from '@shared/contracts/facility-shifts'
import type { UnratedProviderShift } from '@shared/contracts/ratings'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { paidMinutesFor } from '../../../../lib/paid-time'
import { useCachedQuery, usePendingFor } from '../../../../offline'
import { providerStandingQuery } from '../../api/shift-group'
import type { Notice } from '../../dialog-action'
import { formatCents, formatHours } from '../../format'
import { hiredSeatActions, seatState, seatStateLabel, type Seat, type SeatState } from '../../shift-group-rules'
import { MessageButton } from '../../../../components/message-button'
import { ApplicantSummary } from '../applicants/applicant-summary'
import { AdjustDialog, ConfirmDialog, NoShowDialog, type AttendanceSeat } from '../shifts/attendance-dialogs'
import { HiredContact } from './hired-contact'

const TONES: Record<SeatState, BadgeTone> = {
  scheduled: 'success',
  working: 'accent',
  'hours-to-confirm': 'warning',
  completed: 'success',
  'no-show': 'danger',
  canceled: 'neutral',
}

/** Whether the facility has rated this seat: `unrated` when it may still, `rated` when the list says it did. */
export type RatingState = { kind: 'unrated'; shift: UnratedProviderShift } | { kind: 'rated' } | { kind: 'unknown' }

export function HiredSeat({
  g,
  applicant: a,
  seatRow,
  rating,
  onCancel,
  onRate,
  onDone,
}: {
  g: ShiftGroupPreview
  applicant: ExtendedApplicant
  /** The seat's row in the organization's list (its final price), once the shift is over. */
  seatRow: OwnerShift | undefined
  rating: RatingState
  onCancel: () => void
  onRate: (shift: UnratedProviderShift) => void
  onDone: (notice: Notice) => void
}) {
  const name = a.provider.name
  const standing = useCachedQuery(providerStandingQuery(g.shiftGroupId, a.provider.id))
  const seat = standing.data?.shift ?? null
  const pending = usePendingFor(seat?.shiftId).filter((i) => i.status !== 'failed')
  const [dialog, setDialog] = useState<'confirm' | 'adjust' | 'noShow' | null>(null)
  const actions = hiredSeatActions(g, seat)
  const state = seat ? seatState(g, seat) : null
  const attendanceSeat: AttendanceSeat | null = seat && {
    shiftId: seat.shiftId,
    date: g.date,
    startTime: g.startTime,
    endTime: g.endTime,
    lunchBreakMinutes: g.lunchBreakMinutes,
    provider: { name },
  }
  const busy = pending.length > 0

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <ApplicantSummary
        applicant={a}
        extra={
          <Badge tone={state ? TONES[state] : 'success'}>
            {seat ? seatStateLabel(g, seat) : 'Hired'}
          </Badge>
        }
      />
      {seat && state && <SeatOutcome g={g} seat={seat} state={state} seatRow={seatRow} name={name} />}
      {state !== 'no-show' && state !== 'canceled' && (
        <HiredContact shiftGroupId={g.shiftGroupId} providerId={a.provider.id} name={name} showsAttendanceIntent={actions.showsAttendanceIntent} />
      )}
      <div>
        <MessageButton facilityId={g.facility.id} providerId={a.provider.id} accessibleName={`Message ${name}`} />
      </div>
      {!busy && (actions.confirmHours || actions.noShow || actions.cancel || (state === 'completed' && rating.kind === 'unrated')) && (
        <div className="flex flex-wrap items-center gap-2">
          {actions.confirmHours && (
            <>
              <Button size="sm" onClick={() => setDialog('confirm')} icon={<CheckCircle2 aria-hidden className="size-4" />} aria-label={`Confirm hours: ${name}`}>
                Confirm hours
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog('adjust')} aria-label={`Adjust hours: ${name}`}>
                Adjust hours
              </Button>
            </>
          )}
          {actions.noShow && (
            <Button size="sm" variant="ghost" onClick={() => setDialog('noShow')} icon={<UserX aria-hidden className="size-4" />} aria-label={`Didn't show up: ${name}`}>
              Didn't show up
            </Button>
          )}
          {actions.cancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} aria-label={`Cancel provider: ${name}`}>
              Cancel provider
            </Button>
          )}
          {state === 'completed' && rating.kind === 'unrated' && (
            <Button size="sm" variant="secondary" onClick={() => onRate(rating.shift)} icon={<Star aria-hidden className="size-4" />} aria-label={`Rate ${name}`}>
              Rate {name.split(' ')[0]}
            </Button>
          )}
        </div>
      )}
      {busy && <p className="text-sm text-amber-800">{pending.map((p) => p.label).join(', ')} — waiting to be sent. Not done yet.</p>}
      {state === 'completed' && rating.kind === 'rated' && (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
          You rated {name} for this shift.
        </p>
      )}
      {attendanceSeat && (
        <>
          <ConfirmDialog open={dialog === 'confirm'} shift={attendanceSeat} onClose={() => setDialog(null)} onDone={onDone} />
          <AdjustDialog open={dialog === 'adjust'} shift={attendanceSeat} onClose={() => setDialog(null)} onDone={onDone} />
          <NoShowDialog open={dialog === 'noShow'} shift={attendanceSeat} onClose={() => setDialog(null)} onDone={onDone} />
        </>
      )}
    </Card>
  )
}

/** What happened to the seat, in a line: the paid hours and what it cost, or the no-show's refund. */
function SeatOutcome({ g, seat, state, seatRow, name }: { g: ShiftGroupPreview; seat: Seat; state: SeatState; seatRow: OwnerShift | undefined; name: string }) {
  if (state === 'no-show') {
    return (
      <p className="text-sm text-slate-700" data-testid="seat-outcome">
        {name} didn't show up. You were refunded in full; {name.split(' ')[0]} is not paid.
      </p>
    )
  }
  if (state === 'hours-to-confirm') {
    return (
      <p className="text-sm text-slate-700" data-testid="seat-outcome">
        The shift is over. Confirm the hours {name.split(' ')[0]} worked, adjust them, or report a no-show; without your word they are confirmed
        automatically 72 hours after the end.
      </p>
    )
  }
  if (state !== 'completed') return null
  // The seat's final price; hours adjusted re-priced it. As scheduled, the group's paid hours.
  const total = seatRow?.totalInCents ?? (seat.attendanceStatus === 'ADJUSTED' ? null : g.totalPaymentInCents)
  const minutes =
    seat.attendanceStatus === 'ADJUSTED' ? (total === null ? null : paidMinutesFor(total, g.rateInCents, g.percentageFee)) : Math.round(g.effectiveWorkingHours * 60)
  const parts = [minutes === null ? null : `${formatHours(minutes / 60)} paid`, total === null ? null : `${formatCents(total)} in total`].filter(Boolean)
  return (
    <p className="text-sm text-slate-700" data-testid="seat-outcome">
      Worked and completed{parts.length ? `: ${parts.join(' · ')}` : '.'}
    </p>
  )
}
