/** One open shift in the browse list: what, when, where and pay, with a box to pick it for multi-apply. */
import { Link } from '@tanstack/react-router'
import { CalendarDays, CheckCircle2, Clock, Laptop, MapPin, Star, Zap } from 'lucide-react'
import type { BrowseShift } from '@shared/contracts/provider-shifts'
import { Badge } from '../../../../components/ui/badge'
import { cx } from '../../../../components/ui/cx'
import { formatDate, formatDistance, formatHours, formatRate, formatTimeRange, zoneAbbreviation } from '../../format'
import { ShiftFact, ShiftFacts } from '../shift-facts'

export function ShiftCard({
  shift,
  applied,
  pending,
  canApplyHere,
  selected,
  onSelect,
}: {
  shift: BrowseShift
  applied: boolean
  pending: boolean
  canApplyHere: boolean
  selected: boolean
  onSelect: (selected: boolean) => void
}) {
  const remote = shift.locationType === 'REMOTE'
  const distance = formatDistance(shift.distanceInMeters)
  const selectable = !applied && !pending && canApplyHere
  const titleId = `shift-${shift.shiftGroupId}`
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex gap-3 rounded-card border bg-white p-4 shadow-card transition-colors sm:p-5',
        selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200/80 hover:border-brand-300',
      )}
    >
      {selectable && (
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${shift.title} on ${formatDate(shift.date)} to apply to several at once`}
          className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer rounded-md accent-brand-700"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 id={titleId} className="min-w-0 text-base font-semibold text-slate-900">
            {/* The whole card is the link's target area; the checkbox sits above it. */}
            <Link
              to="/provider/shifts/$shiftGroupId"
              params={{ shiftGroupId: shift.shiftGroupId }}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
            >
              {shift.title}
            </Link>
          </h2>
          <p className="text-lg font-bold text-brand-800">{formatRate(shift.rate)}</p>
        </div>
        <ShiftFacts>
          <ShiftFact icon={CalendarDays}>{formatDate(shift.date)}</ShiftFact>
          <ShiftFact icon={Clock}>
            {formatTimeRange(shift.startTime, shift.endTime)} {zoneAbbreviation(shift.facility.timeZone, new Date(shift.startsAt))} ·{' '}
            {formatHours(shift.quantityOfHours)}
          </ShiftFact>
          <ShiftFact icon={remote ? Laptop : MapPin}>
            {remote ? `Remote · ${shift.location}` : shift.location}
            {distance && !remote ? ` · ${distance}` : ''}
          </ShiftFact>
          {shift.facility.currentRating !== null && (
            <li className="flex items-center gap-1.5">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              <span>
                <span className="sr-only">Pharmacy rating </span>
                {shift.facility.currentRating.toFixed(1)}
              </span>
            </li>
          )}
        </ShiftFacts>
        <div className="mt-3 flex flex-wrap gap-2">
          {applied && (
            <Badge tone="brand" icon={<CheckCircle2 aria-hidden className="size-3.5" />}>
              Applied
            </Badge>
          )}
          {pending && <Badge tone="warning">Application waiting to send</Badge>}
          {shift.isAutoHireEnabled && (
            <Badge tone="accent" icon={<Zap aria-hidden className="size-3.5" />}>
              Instant booking
            </Badge>
          )}
          {shift.openSeats > 1 && <Badge>{shift.openSeats} openings</Badge>}
          {!canApplyHere && <Badge tone="warning">Needs a license in {shift.facility.state}</Badge>}
        </div>
      </div>
    </article>
  )
}
