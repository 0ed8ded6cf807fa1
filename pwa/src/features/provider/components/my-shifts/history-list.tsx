/**
 * Every shift the provider was hired for, newest first, filtered by status and dates (kept in
 * the address), with what they earned, the pharmacy's rating of them, and a rating to give.
 */
import { useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { History, Star } from 'lucide-react'
import { HISTORY_STATUSES } from '@shared/enums'
import type { HistoryShift } from '@shared/contracts/provider-shifts'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { EmptyState } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { useCachedQuery } from '../../../../offline'
import { shiftHistoryQuery, unratedFacilitiesQuery, type HistoryStatusFilter } from '../../api/my-shifts'
import { formatCents, formatDate, formatRate } from '../../format'
import type { MyShiftsSearch } from '../../my-shifts-search'
import { RateFacilityDialog, type RateTarget } from '../actions/rate-facility-dialog'
import { CardList, ListState } from './list-parts'

const STATUS_TONE: Record<string, BadgeTone> = { Completed: 'success', Filled: 'brand', Canceled: 'danger', Open: 'neutral' }
// History holds only what is behind the provider: a "Filled" seat here has ended and waits for the pharmacy to confirm it.
const STATUS_WORDS: Record<string, string> = { Filled: 'Awaiting confirmation', Completed: 'Completed', Canceled: 'Canceled', Open: 'Open' }

export function HistoryList({ search, onChange }: { search: MyShiftsSearch; onChange: (next: MyShiftsSearch) => void }) {
  const [page, setPage] = useState(1)
  const [rateTarget, setRateTarget] = useState<RateTarget | null>(null)
  const history = useCachedQuery(shiftHistoryQuery(search, page))
  const unrated = useCachedQuery(unratedFacilitiesQuery())
  const unratedIds = useMemo(() => new Set(unrated.data?.data.map((u) => u.shiftId) ?? []), [unrated.data])
  const shifts = history.data?.data.shifts ?? []
  const pagination = history.data?.data.pagination
  const refresh = () => {
    history.refetch()
    unrated.refetch()
  }
  const change = (next: MyShiftsSearch) => {
    setPage(1)
    onChange(next)
  }

  return (
    <>
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label="Status" className="col-span-2 sm:col-span-1">
          <Select
            value={search.status ?? 'All'}
            onChange={(e) => change({ ...search, status: e.target.value === 'All' ? undefined : (e.target.value as HistoryStatusFilter) })}
            options={HISTORY_STATUSES.map((s) => ({ value: s, label: STATUS_WORDS[s] ?? s }))}
          />
        </Field>
        <Field label="From">
          <Input type="date" value={search.from ?? ''} onChange={(e) => change({ ...search, from: e.target.value || undefined })} />
        </Field>
        <Field label="To">
          <Input type="date" value={search.to ?? ''} min={search.from} onChange={(e) => change({ ...search, to: e.target.value || undefined })} />
        </Field>
      </div>
      <ListState query={history}>
        <CardList
          items={shifts}
          keyOf={(s) => s.id}
          empty={
            <EmptyState
              icon={<History aria-hidden className="size-7" />}
              title={search.status || search.from || search.to ? 'Nothing matches these filters' : 'No past shifts yet'}
              description="Shifts you've worked or that were canceled stay here, with what you earned. Shifts still to come are under Upcoming."
            />
          }
        >
          {(s) => <HistoryCard shift={s} canRate={unratedIds.has(s.id)} onRate={setRateTarget} />}
        </CardList>
        {pagination && pagination.totalPages > 1 && (
          <nav aria-label="Pages" className="mt-6 flex items-center justify-between">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-slate-600">
              Page {pagination.page} of {pagination.totalPages}
            </span>
            <Button size="sm" variant="outline" disabled={!pagination.hasNextPage} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        )}
      </ListState>
      <RateFacilityDialog target={rateTarget} onClose={() => setRateTarget(null)} onRated={refresh} />
    </>
  )
}

function HistoryCard({ shift, canRate, onRate }: { shift: HistoryShift; canRate: boolean; onRate: (t: RateTarget) => void }) {
  const start = new Date(shift.shiftTime.startTime)
  const noShow = shift.attendanceStatus === 'NO_SHOW'
  const average = shift.ratings.length ? shift.ratings.reduce((sum, r) => sum + r.score, 0) / shift.ratings.length : null
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">
            <Link to="/provider/shifts/$shiftGroupId" params={{ shiftGroupId: shift.shiftGroupId }} className="hover:underline">
              {shift.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">{shift.facilityName}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold text-slate-900">{formatCents(shift.totalInCents)}</p>
          <Badge tone={STATUS_TONE[shift.status] ?? 'neutral'}>{noShow ? 'No-show' : (STATUS_WORDS[shift.status] ?? shift.status)}</Badge>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {start.toLocaleDateString('en-US', { timeZone: shift.shiftTime.timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })} ·{' '}
        {start.toLocaleTimeString('en-US', { timeZone: shift.shiftTime.timeZone, hour: 'numeric', minute: '2-digit' })} –{' '}
        {new Date(shift.shiftTime.endTime).toLocaleTimeString('en-US', {
          timeZone: shift.shiftTime.timeZone,
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        })}{' '}
        · {formatRate(shift.rate)}
      </p>
      {shift.cancellationFee && (
        <p className="mt-1 text-sm text-slate-600">Late-cancellation fee paid to you: {formatCents(shift.cancellationFee.feeInCents)}</p>
      )}
      {average !== null && (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" /> The pharmacy rated you {average.toFixed(1)} of 5
        </p>
      )}
      {canRate && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          icon={<Star aria-hidden className="size-4" />}
          onClick={() =>
            onRate({ shiftId: shift.id, facilityName: shift.facilityName, label: `${shift.title}, ${formatDate(start.toISOString().slice(0, 10))}` })
          }
        >
          Rate the pharmacy
        </Button>
      )}
    </Card>
  )
}
