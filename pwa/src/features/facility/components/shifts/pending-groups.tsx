/** Open shift groups with how many seats are filled and how many applicants wait. */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarRange, ChevronRight, Clock, Zap } from 'lucide-react'
import type { PendingShiftGroup } from '@shared/contracts/facility-shifts'
import { Badge } from '../../../../components/ui/badge'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { useCachedQuery, usePendingFor } from '../../../../offline'
import { pendingGroupsQuery } from '../../api/shift-lists'
import { formatDate, formatDollars, formatTimeRange, providerTypeLabel } from '../../format'
import { FillMeter } from '../common/fill-meter'
import { PostShiftLink } from '../common/post-shift-link'
import { SavedCopyNote } from '../common/saved-copy-note'

export function PendingGroups({ facilityId, showFacility }: { facilityId: string | undefined; showFacility: boolean }) {
  const [page, setPage] = useState(1)
  const { data, isLoading, error, refetch, isFromCache, lastSyncedAt } = useCachedQuery(pendingGroupsQuery(facilityId, page))
  if (isLoading) return <SkeletonList label="Loading open shifts…" />
  if (!data) return <LoadError error={error} onRetry={refetch} />
  if (data.data.length === 0)
    return (
      <EmptyState
        icon={<CalendarRange aria-hidden className="size-7" />}
        title="No open shifts"
        description="Shifts you post are listed here until every seat is filled, with the applicants waiting on each."
        action={<PostShiftLink />}
      />
    )
  return (
    <>
      <SavedCopyNote show={isFromCache} at={lastSyncedAt} />
      <ul className="flex flex-col gap-3" aria-label="Open shifts">
        {data.data.map((g) => (
          <GroupRow key={g.shiftGroupId} group={g} showFacility={showFacility} />
        ))}
      </ul>
      <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
    </>
  )
}

function GroupRow({ group: g, showFacility }: { group: PendingShiftGroup; showFacility: boolean }) {
  const pending = usePendingFor(g.shiftGroupId).filter((i) => i.status !== 'failed')
  return (
    <li>
      <Card className="relative flex flex-col gap-4 p-4 transition-shadow hover:shadow-raised sm:flex-row sm:items-center sm:p-5">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-slate-900">
              <Link
                to="/facility/shifts/$shiftGroupId"
                params={{ shiftGroupId: g.shiftGroupId }}
                className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
              >
                {g.shiftTitle}
              </Link>
            </h3>
            {g.status === 'CLOSED' && <Badge tone="neutral">Not taking applications</Badge>}
            {g.isAutoHireEnabled && (
              <Badge tone="accent" icon={<Zap aria-hidden className="size-3" />}>
                Auto-hire
              </Badge>
            )}
            {pending.length > 0 && (
              <Badge tone="warning" icon={<Clock aria-hidden className="size-3" />}>
                Sending…
              </Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {formatDate(g.date)} · {formatTimeRange(g.startTime, g.endTime)}
          </p>
          <p className="mt-0.5 text-sm text-slate-500">
            {providerTypeLabel(g.providerType)} · {formatDollars(g.rate)}/h{showFacility ? ` · ${g.facility.name}` : ''}
          </p>
        </div>
        <div className="flex items-center justify-between gap-6 sm:justify-end">
          <FillMeter filled={g.totalAmountOfFilledShifts} total={g.totalAmountOfShifts} />
          <div className="text-right">
            {/* Applications awaiting a decision: hired providers are in the seats, not here (the Applicants tab's "Review n"). */}
            <p className="text-sm font-semibold text-slate-900">
              {g.applicationsCount === 0 ? 'No one waiting' : `${g.applicationsCount} ${g.applicationsCount === 1 ? 'applicant' : 'applicants'} waiting`}
            </p>
            {g.newApplicationsCount > 0 && <p className="text-xs font-medium text-brand-700">{g.newApplicationsCount} new today</p>}
          </div>
          <ChevronRight aria-hidden className="hidden size-5 text-slate-400 sm:block" />
        </div>
      </Card>
    </li>
  )
}
