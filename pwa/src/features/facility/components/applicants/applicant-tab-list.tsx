/** Shift groups with their first applicants, for one applicant tab (not filled, filled, completed). */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronRight, UserRoundCheck } from 'lucide-react'
import type { ApplicantTab } from '@shared/contracts/facility-shifts'
import { buttonClasses } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { useCachedQuery } from '../../../../offline'
import { applicantTabQuery } from '../../api/shift-lists'
import { formatDate, formatTimeRange, providerTypeLabel } from '../../format'
import { FillMeter } from '../common/fill-meter'
import { SavedCopyNote } from '../common/saved-copy-note'
import { ApplicantSummary } from './applicant-summary'

const EMPTY: Record<ApplicantTab, { title: string; description: string }> = {
  'not-filled': { title: 'No shifts waiting for applicants', description: 'Open shifts with free seats are listed here with the providers who applied.' },
  filled: { title: 'No filled shifts yet', description: 'Shifts whose hiring is over, with a hired provider still to work, are listed here.' },
  completed: { title: 'No completed shifts yet', description: 'Shifts every hired provider has worked are listed here.' },
}

export function ApplicantTabList({ tab, facilityId, showFacility }: { tab: ApplicantTab; facilityId: string | undefined; showFacility: boolean }) {
  const [page, setPage] = useState(1)
  const { data, isLoading, error, refetch, isFromCache, lastSyncedAt } = useCachedQuery(applicantTabQuery(tab, facilityId, page))
  if (isLoading) return <SkeletonList label="Loading applicants…" />
  if (!data) return <LoadError error={error} onRetry={refetch} />
  if (data.data.length === 0)
    return (
      <EmptyState
        icon={<UserRoundCheck aria-hidden className="size-7" />}
        title={EMPTY[tab].title}
        description={EMPTY[tab].description}
        action={
          <Link to="/facility/shifts" className={buttonClasses({ variant: 'secondary' })}>
            View your shifts
          </Link>
        }
      />
    )
  return (
    <>
      <SavedCopyNote show={isFromCache} at={lastSyncedAt} />
      <ul className="flex flex-col gap-4" aria-label="Shifts and their applicants">
        {data.data.map((g) => (
          <li key={g.shiftGroupId}>
            <Card className="p-4 sm:p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{g.shiftTitle}</h3>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {formatDate(g.date)} · {formatTimeRange(g.startTime, g.endTime)} · {providerTypeLabel(g.providerType)}
                    {showFacility ? ` · ${g.facility.name}` : ''}
                  </p>
                </div>
                <FillMeter filled={g.totalAmountOfFilledShifts} total={g.totalAmountOfShifts} />
              </div>
              {g.applicants.length > 0 ? (
                <ul className="mt-4 flex flex-col divide-y divide-slate-100 border-t border-slate-100" aria-label={`Applicants for ${g.shiftTitle}`}>
                  {g.applicants.map((a) => (
                    <li key={a.id} className="py-3">
                      <ApplicantSummary applicant={a} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">No one has applied yet.</p>
              )}
              <Link
                to="/facility/shifts/$shiftGroupId"
                params={{ shiftGroupId: g.shiftGroupId }}
                className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
                aria-label={`${reviewText(g.applicantsCount)} for ${g.shiftTitle}, ${formatDate(g.date)}`}
              >
                {reviewText(g.applicantsCount)}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
    </>
  )
}

const reviewText = (n: number) => (n > 0 ? `Review ${n} ${n === 1 ? 'applicant' : 'applicants'}` : 'Open the shift')
