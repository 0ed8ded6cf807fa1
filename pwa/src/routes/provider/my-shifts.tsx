import { useMemo, useState, type ReactNode } from 'react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { CalendarCheck, CalendarDays, Clock, History, MapPin, Send, Star } from 'lucide-react'
import { HISTORY_STATUSES } from '@shared/enums'
import { Alert } from '../../components/ui/alert'
import { Badge, type BadgeTone } from '../../components/ui/badge'
import { Button, buttonClasses } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { EmptyState, PageHeader } from '../../components/ui/page'
import { Segmented } from '../../components/ui/segmented'
import { Select } from '../../components/ui/select'
import { CancelShiftDialog, type CancelTarget } from '../../features/provider-shifts/cancel-shift-dialog'
import { formatCents, formatDate, formatDistance, formatInstant, formatRate, formatTimeRange, zoneAbbreviation } from '../../features/provider-shifts/format'
import { useCachedQuery } from '../../features/provider-shifts/offline'
import { CachedNote } from '../../features/provider-shifts/queued-status'
import { ShiftFact, ShiftFacts } from '../../features/provider-shifts/shift-card'
import { RateFacilityDialog, type RateTarget } from '../../features/provider-shifts/rate-facility-dialog'
import type { AppliedShift, ApprovedShift, HistoryResult, HistoryShift, Paged, UnratedFacilityShift } from '../../features/provider-shifts/types'
import { ApplicationActions, AttendanceStatus, hasPassed, shiftLabel, useAttendanceConfirmation } from '../../features/provider-shifts/shift-actions'
import { errorMessage } from '../../lib/api'
import { usePageTitle } from '../../lib/use-page-title'

type Tab = 'upcoming' | 'applied' | 'history'
type HistoryFilter = (typeof HISTORY_STATUSES)[number]

interface MyShiftsSearch {
  tab?: Tab
  status?: HistoryFilter
  from?: string
  to?: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

export const Route = createFileRoute('/provider/my-shifts')({
  validateSearch: (raw: Record<string, unknown>): MyShiftsSearch => ({
    tab: raw.tab === 'applied' || raw.tab === 'history' || raw.tab === 'upcoming' ? raw.tab : undefined,
    status: HISTORY_STATUSES.includes(raw.status as HistoryFilter) ? (raw.status as HistoryFilter) : undefined,
    from: typeof raw.from === 'string' && DATE.test(raw.from) ? raw.from : undefined,
    to: typeof raw.to === 'string' && DATE.test(raw.to) ? raw.to : undefined,
  }),
  component: MyShifts,
})

function MyShifts() {
  usePageTitle('My shifts')
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const tab = search.tab ?? 'upcoming'
  const upcoming = useCachedQuery<Paged<ApprovedShift>>({ key: 'provider-approved', path: '/provider/shift/approved?pageSize=100' })
  const applied = useCachedQuery<Paged<AppliedShift>>({ key: 'provider-applied', path: '/provider/shift/applied?pageSize=100' })

  return (
    <>
      <PageHeader
        title="My shifts"
        description="Shifts you're booked for, applications waiting on a pharmacy, and the work you've done."
        actions={
          <Link to="/provider/shifts" className={buttonClasses({ variant: 'secondary' })}>
            Browse open shifts
          </Link>
        }
      />
      <Segmented
        label="Which shifts"
        className="mb-5"
        value={tab}
        onChange={(next) => void navigate({ search: { tab: next === 'upcoming' ? undefined : next }, replace: true })}
        options={[
          { value: 'upcoming', label: 'Upcoming', icon: <CalendarCheck aria-hidden className="size-4" />, count: upcoming.data?.pagination.totalItems },
          { value: 'applied', label: 'Applied', icon: <Send aria-hidden className="size-4" />, count: applied.data?.pagination.totalItems },
          { value: 'history', label: 'History', icon: <History aria-hidden className="size-4" /> },
        ]}
      />
      {tab === 'upcoming' && <UpcomingList query={upcoming} />}
      {tab === 'applied' && <AppliedList query={applied} />}
      {tab === 'history' && <HistoryList search={search} onChange={(next) => void navigate({ search: { ...next, tab: 'history' }, replace: true })} />}
    </>
  )
}

interface CachedList<T> {
  data: T | undefined
  isLoading: boolean
  error: unknown
  isFromCache: boolean
  lastSyncedAt: number | Date | string | null | undefined
  refetch: () => void
}

function ListState<T>({ query, children }: { query: CachedList<T>; children: ReactNode }) {
  if (query.isLoading && !query.data)
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-600">
        Loading…
      </p>
    )
  if (!query.data)
    return (
      <Alert
        tone="error"
        title="We couldn't load your shifts"
        action={
          <Button size="sm" variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    )
  return (
    <>
      <CachedNote isFromCache={query.isFromCache} lastSyncedAt={query.lastSyncedAt} />
      {children}
    </>
  )
}

/** The tab's cards, one per item, or what to do when there are none. */
function CardList<T>({ items, keyOf, empty, children }: { items: T[]; keyOf: (item: T) => string; empty: ReactNode; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <>{empty}</>
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  )
}

function UpcomingList({ query }: { query: CachedList<Paged<ApprovedShift>> }) {
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

/** A card's title (a link to the shift's page; the list's second heading level) and its amount. */
function CardTitle({ id, shiftGroupId, title, amount }: { id: string; shiftGroupId: string; title: string; amount: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        <Link to="/provider/shifts/$shiftGroupId" params={{ shiftGroupId }} className="hover:underline">
          {title}
        </Link>
      </h2>
      <p className="text-lg font-bold text-brand-800">{amount}</p>
    </div>
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

function AppliedList({ query }: { query: CachedList<Paged<AppliedShift>> }) {
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

const STATUS_TONE: Record<string, BadgeTone> = { Completed: 'success', Filled: 'brand', Canceled: 'danger', Open: 'neutral' }
const STATUS_WORDS: Record<string, string> = { Filled: 'Booked', Completed: 'Completed', Canceled: 'Canceled', Open: 'Open' }

function HistoryList({ search, onChange }: { search: MyShiftsSearch; onChange: (next: MyShiftsSearch) => void }) {
  const [page, setPage] = useState(1)
  const [rateTarget, setRateTarget] = useState<RateTarget | null>(null)
  const params = new URLSearchParams({ page: String(page), pageSize: '20' })
  if (search.status && search.status !== 'All') params.set('status', search.status)
  if (search.from) params.set('fromDate', search.from)
  if (search.to) params.set('toDate', search.to)
  const qs = params.toString()
  const history = useCachedQuery<HistoryResult>({ key: `provider-history?${qs}`, path: `/provider/shifts/history?${qs}` })
  const unrated = useCachedQuery<Paged<UnratedFacilityShift>>({ key: 'provider-unrated', path: '/get-facilities-unrated?pageSize=100' })
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
            onChange={(e) => change({ ...search, status: e.target.value === 'All' ? undefined : (e.target.value as HistoryFilter) })}
            options={HISTORY_STATUSES.map((s) => ({ value: s, label: s === 'Filled' ? 'Booked' : s }))}
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
              description="Every shift you're hired for stays here — booked, completed or canceled — with what you earned."
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
