/** Booked shifts, soonest first: confirm attendance, cancel (with what it costs in reputation). */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, CalendarDays, Clock, MapPin } from 'lucide-react'
import type { ApprovedShift, ApprovedShiftPage } from '@shared/contracts/provider-shifts'
import { Badge } from '../../../../components/ui/badge'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { EmptyState } from '../../../../components/ui/page'
import type { CachedQueryState } from '../../../../offline'
import { formatCents, formatDate, formatRate, formatTimeRange, zoneAbbreviation } from '../../format'
import { CancelShiftDialog, type CancelTarget } from '../actions/cancel-shift-dialog'
import { AttendanceStatus, hasPassed, shiftLabel, useAttendanceConfirmation } from '../actions/shift-actions'
import { ShiftFact, ShiftFacts } from '../shift-facts'
import { CardList, CardTitle, ListState } from './list-parts'

export function UpcomingList({ query }: { query: CachedQueryState<ApprovedShiftPage> }) {
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null)
  const shifts = query.data?.data ?? []
  return (
    <ListState query={query}>
      <CardList
        items={shifts}
        keyOf={(s) => s.shiftId}
        empty={
          <EmptyState
            icon={<CalendarCheck aria-hidden className="size-7" />}
            title="No upcoming shifts yet"
            description="When a pharmacy hires you, the shift shows here with its address, times and pay."
            action={
              <Link to="/provider/shifts" className={buttonClasses()}>
                Browse open shifts
              </Link>
            }
          />
        }
      >
        {(s) => <UpcomingCard shift={s} onCancel={setCancelTarget} refetch={query.refetch} />}
      </CardList>
      <CancelShiftDialog target={cancelTarget} onClose={() => setCancelTarget(null)} onCanceled={query.refetch} />
    </ListState>
  )
}

function UpcomingCard({ shift, onCancel, refetch }: { shift: ApprovedShift; onCancel: (t: CancelTarget) => void; refetch: () => void }) {
  const label = shiftLabel(shift.title, shift.date)
  const confirm = useAttendanceConfirmation({ ...shift, label }, refetch)
  const started = hasPassed(shift.shiftStartTime)
  const ended = hasPassed(shift.shiftEndTime)
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`up-${shift.shiftId}`}>
      <CardTitle id={`up-${shift.shiftId}`} shiftGroupId={shift.shiftGroupId} title={shift.title} amount={formatCents(shift.totalInCents)} />
      <p className="text-sm font-medium text-slate-700">{shift.facility.name}</p>
      <ShiftFacts>
        <ShiftFact icon={CalendarDays}>{formatDate(shift.date)}</ShiftFact>
        <ShiftFact icon={Clock}>
          {formatTimeRange(shift.time)} {zoneAbbreviation(shift.facility.timeZone, new Date(shift.shiftStartTime))}
        </ShiftFact>
        <ShiftFact icon={MapPin}>
          {shift.isRemote ? 'Remote' : `${shift.facility.address}, ${shift.facility.city}, ${shift.facility.state} ${shift.facility.zipcode}`}
        </ShiftFact>
        <li>{formatRate(shift.rate)}</li>
      </ShiftFacts>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {confirm.confirmed ? (
          <Badge tone="success">Attendance confirmed</Badge>
        ) : (
          !ended && (
            <Button size="sm" {...confirm.buttonProps}>
              Confirm attendance
            </Button>
          )
        )}
        {ended && <Badge tone="neutral">Waiting for the pharmacy to confirm your hours</Badge>}
        {!ended && shift.onboarding && (
          <Link to="/provider/onboarding-packet/$shiftId" params={{ shiftId: shift.shiftId }} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
            Pharmacy onboarding
          </Link>
        )}
        {!started && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onCancel({ shiftId: shift.shiftId, shiftGroupId: shift.shiftGroupId, label, startsAt: shift.shiftStartTime })}
          >
            Cancel shift
          </Button>
        )}
      </div>
      <AttendanceStatus state={confirm.state} className="mt-3" />
    </Card>
  )
}
