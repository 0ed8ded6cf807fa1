/** Shift groups with their first applicants, for one applicant tab (not filled, filled, completed). */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronRight, UserRoundCheck } from 'lucide-react'
import type { ApplicantTab, ApplicantTabGroup } from '@shared/contracts/facility-shifts'
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
  const groups = data.data.map((g) => ({ group: g, toReview: applicantsToReview(tab, g) }))
  // Not filled: the groups with someone to review first, in full; the rest (most, on a new
  // pharmacy's list) one line each, so a page of "no one has applied yet" reads at a glance.
  const full = tab === 'not-filled' ? groups.filter((g) => g.toReview > 0) : groups
  const compact = tab === 'not-filled' ? groups.filter((g) => g.toReview === 0) : []
  return (
    <>
      <SavedCopyNote show={isFromCache} at={lastSyncedAt} />
      {full.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Shifts and their applicants">
          {full.map(({ group: g, toReview }) => (
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
                  aria-label={`${linkText(tab, toReview)} for ${g.shiftTitle}, ${formatDate(g.date)}`}
                >
                  {linkText(tab, toReview)}
                  <ChevronRight aria-hidden className="size-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {compact.length > 0 && (
        <section aria-labelledby="applicants-none-yet" className={full.length > 0 ? 'mt-6' : undefined}>
          <h3 id="applicants-none-yet" className="mb-2 text-sm font-semibold text-slate-700">
            No one to review yet · {compact.length} {compact.length === 1 ? 'shift' : 'shifts'}
          </h3>
          <Card className="p-0">
            <ul className="divide-y divide-slate-100" aria-label="Shifts with no one to review">
              {compact.map(({ group: g }) => (
                <li key={g.shiftGroupId} className="relative flex items-center gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5">
                  <div className="min-w-0 flex-1">
                    <Link
                      to="/facility/shifts/$shiftGroupId"
                      params={{ shiftGroupId: g.shiftGroupId }}
                      className="block truncate text-sm font-semibold text-slate-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
                    >
                      {g.shiftTitle}
                    </Link>
                    <p className="truncate text-[0.8rem] text-slate-600">
                      {formatDate(g.date)} · {formatTimeRange(g.startTime, g.endTime)}
                      {showFacility ? ` · ${g.facility.name}` : ''}
                    </p>
                  </div>
                  <span className="shrink-0 text-right text-[0.8rem] text-slate-600" data-testid="seats">
                    {g.totalAmountOfFilledShifts} of {g.totalAmountOfShifts} filled
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
                </li>
              ))}
            </ul>
          </Card>
        </section>
      )}
      <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
    </>
  )
}

/**
 * Applicants still waiting for the facility's decision. The tab's `applicantsCount` counts every
 * visible application, the hired ones too, and its applicants carry no "hired" mark, so on the
 * Not filled tab each filled seat's hire is taken off (a filled seat has exactly one hired
 * application). This is the Shifts list's "waiting" count (`applicationsCount`, awaiting a
 * decision) for the same group. On the other tabs hiring is over: nothing is left to review.
 */
function applicantsToReview(tab: ApplicantTab, g: Pick<ApplicantTabGroup, 'applicantsCount' | 'totalAmountOfFilledShifts'>): number {
  return tab === 'not-filled' ? Math.max(0, g.applicantsCount - g.totalAmountOfFilledShifts) : 0
}

const linkText = (tab: ApplicantTab, toReview: number) =>
  toReview > 0 ? `Review ${toReview} ${toReview === 1 ? 'applicant' : 'applicants'}` : tab === 'completed' ? 'See the shift' : 'Open the shift'
