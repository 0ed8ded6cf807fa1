/** Applications waiting on a pharmacy: when each expires, change that, withdraw. */
import { Link } from '@tanstack/react-router'
import { CalendarDays, MapPin, Send } from 'lucide-react'
import type { AppliedShift, AppliedShiftPage } from '@shared/contracts/provider-shifts'
import { buttonClasses } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { EmptyState } from '../../../../components/ui/page'
import type { CachedQueryState } from '../../../../offline'
import { formatDate, formatDistance, formatInstant, formatRate, formatTimeRange } from '../../format'
import { ApplicationActions, shiftLabel } from '../actions/shift-actions'
import { ShiftFact, ShiftFacts } from '../shift-facts'
import { CardList, CardTitle, ListState } from './list-parts'

export function AppliedList({ query }: { query: CachedQueryState<AppliedShiftPage> }) {
  const shifts = query.data?.data ?? []
  return (
    <ListState query={query}>
      <CardList
        items={shifts}
        keyOf={(a) => a.applicationId}
        empty={
          <EmptyState
            icon={<Send aria-hidden className="size-7" />}
            title="No open applications"
            description="Applications you send show here until the pharmacy hires someone, the shift starts or the application expires."
            action={
              <Link to="/provider/shifts" className={buttonClasses()}>
                Find a shift
              </Link>
            }
          />
        }
      >
        {(a) => <AppliedCard application={a} refetch={query.refetch} />}
      </CardList>
    </ListState>
  )
}

function AppliedCard({ application, refetch }: { application: AppliedShift; refetch: () => void }) {
  const { shift } = application
  const distance = formatDistance(shift.facility.distanceToProvider)
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`ap-${application.applicationId}`}>
      <CardTitle id={`ap-${application.applicationId}`} shiftGroupId={shift.shiftGroupId} title={shift.title} amount={formatRate(shift.rate)} />
      <ShiftFacts>
        <ShiftFact icon={CalendarDays}>
          {formatDate(shift.date)} · {formatTimeRange(shift.time)}
        </ShiftFact>
        <ShiftFact icon={MapPin}>
          {shift.isRemote ? 'Remote' : `${shift.facility.city}, ${shift.facility.state}`}
          {distance && !shift.isRemote ? ` · ${distance}` : ''}
        </ShiftFact>
      </ShiftFacts>
      <p className="mt-2 text-[0.8rem] text-slate-500">
        Applied {formatInstant(application.appliedAt)} · {application.expirationDate ? `expires ${formatInstant(application.expirationDate)}` : 'no expiration'}
      </p>
      <ApplicationActions
        compact
        applicationId={application.applicationId}
        shiftGroupId={shift.shiftGroupId}
        label={shiftLabel(shift.title, shift.date)}
        onChanged={refetch}
      />
    </Card>
  )
}
