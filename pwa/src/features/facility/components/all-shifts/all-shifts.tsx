/**
 * Every seat of the organization's shifts (`GET /shifts/facility-owner`): one row per seat, with
 * the history's statuses, filtered by status, role, facility and dates, newest first. The
 * filters live in the address, so a filtered list can be reloaded, shared and returned to.
 */
import { Link, useNavigate } from '@tanstack/react-router'
import { CalendarSearch, FilterX } from 'lucide-react'
import type { OwnerShift } from '@shared/contracts/facility-shifts'
import { OWNER_SHIFT_STATUSES, PROVIDER_TYPE_LABELS, PROVIDER_TYPES, type OwnerShiftStatus, type ProviderType } from '@shared/enums'
import { zonedTimeToUtc } from '@shared/domain/zoned-time'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { cx } from '../../../../components/ui/cx'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { Select } from '../../../../components/ui/select'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useCachedQuery } from '../../../../offline'
import { organizationShiftsQuery } from '../../api/shift-lists'
import { formatCents, formatDate, formatTimeRange, providerTypeLabel } from '../../format'
import { parseOrgShiftSearch, type OrgShiftSearch } from '../../org-shift-search'
import { FacilityPicker, useFacilityChoice } from '../common/facility-picker'
import { PostShiftLink } from '../common/post-shift-link'
import { SavedCopyNote } from '../common/saved-copy-note'

const STATUS_TONES: Record<OwnerShiftStatus, BadgeTone> = { Open: 'brand', Filled: 'accent', Completed: 'success', Canceled: 'danger' }
const STATUS_WORDS: Record<OwnerShiftStatus, string> = {
  Open: 'Open: no one hired yet',
  Filled: 'Filled: a provider is hired',
  Completed: 'Completed: hours confirmed',
  Canceled: 'Canceled',
}

/** The screen: its header with the facility picker, then the filtered seats. */
export function AllShifts({ search }: { search: OrgShiftSearch }) {
  usePageTitle('All shifts')
  return (
    <>
      <PageHeader
        title="All shifts"
        description="Every shift across your organization, one line per provider needed: open, filled, completed and canceled."
        actions={<FacilityPicker />}
      />
      <OrganizationShifts search={search} />
    </>
  )
}

function OrganizationShifts({ search }: { search: OrgShiftSearch }) {
  const navigate = useNavigate({ from: '/facility/all-shifts' })
  const { facilities, single, facilityId } = useFacilityChoice()
  const page = search.page ?? 1
  const statuses = search.status ? (search.status.split('|') as OwnerShiftStatus[]) : []
  const facilityName = facilityId ? single?.name : undefined
  const { data, isLoading, error, refetch, isFromCache, lastSyncedAt } = useCachedQuery(
    organizationShiftsQuery({ page, order: search.order, status: search.status, providerType: search.providerType, from: search.from, to: search.to, facilityName }),
  )

  /** A new filter starts again from the first page. */
  const change = (patch: Partial<OrgShiftSearch>) =>
    void navigate({ search: (prev: OrgShiftSearch) => parseOrgShiftSearch({ ...prev, page: undefined, ...patch }), replace: true })
  const toggleStatus = (s: OwnerShiftStatus) =>
    change({ status: (statuses.includes(s) ? statuses.filter((x) => x !== s) : [...statuses, s]).join('|') || undefined })
  const filtered = Boolean(search.status || search.providerType || search.from || search.to)
  const clear = () => void navigate({ search: search.order ? { order: search.order } : {}, replace: true })

  return (
    <>
      <Card className="mb-5 flex flex-col gap-4 p-4 sm:p-5">
        <div role="group" aria-label="Status" className="flex flex-wrap items-center gap-2">
          <span aria-hidden className="mr-1 text-sm font-medium text-slate-800">
            Status
          </span>
          {OWNER_SHIFT_STATUSES.map((s) => {
            const on = statuses.includes(s)
            return (
              <button
                key={s}
                type="button"
                aria-pressed={on}
                onClick={() => toggleStatus(s)}
                className={cx(
                  'h-9 rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors ring-inset',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {s}
              </button>
            )
          })}
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Field label="Role">
            <Select
              value={search.providerType ?? 'ALL'}
              onChange={(e) => change({ providerType: e.target.value === 'ALL' ? undefined : (e.target.value as ProviderType) })}
              options={[{ value: 'ALL', label: 'Every role' }, ...PROVIDER_TYPES.map((t) => ({ value: t, label: PROVIDER_TYPE_LABELS[t] }))]}
            />
          </Field>
          <Field label="From">
            <Input type="date" value={search.from ?? ''} max={search.to} onChange={(e) => change({ from: e.target.value || undefined })} />
          </Field>
          <Field label="To">
            <Input type="date" value={search.to ?? ''} min={search.from} onChange={(e) => change({ to: e.target.value || undefined })} />
          </Field>
          <Field label="Order">
            <Select
              value={search.order ?? 'date_desc'}
              onChange={(e) => change({ order: e.target.value === 'date_asc' ? 'date_asc' : undefined })}
              options={[
                { value: 'date_desc', label: 'Latest first' },
                { value: 'date_asc', label: 'Earliest first' },
              ]}
            />
          </Field>
        </div>
        {filtered && (
          <div>
            <Button size="sm" variant="ghost" icon={<FilterX aria-hidden className="size-4" />} onClick={clear}>
              Clear filters
            </Button>
          </div>
        )}
      </Card>

      {isLoading ? (
        <SkeletonList label="Loading shifts…" />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : data.data.length === 0 ? (
        filtered || facilityName ? (
          <EmptyState
            icon={<CalendarSearch aria-hidden className="size-7" />}
            title="No shifts match these filters"
            description="Try another status or a wider date range."
            action={
              filtered && (
                <Button variant="outline" onClick={clear}>
                  Clear filters
                </Button>
              )
            }
          />
        ) : (
          <EmptyState
            icon={<CalendarSearch aria-hidden className="size-7" />}
            title="No shifts yet"
            description="Every shift your organization posts is listed here, one line per provider needed, from open to completed."
            action={<PostShiftLink />}
          />
        )
      ) : (
        <>
          <SavedCopyNote show={isFromCache} at={lastSyncedAt} />
          <p className="mb-3 text-sm text-slate-600" role="status">
            {data.pagination.totalItems} {data.pagination.totalItems === 1 ? 'shift' : 'shifts'}
            {data.pagination.totalPages > 1 ? `, page ${data.pagination.page} of ${data.pagination.totalPages}` : ''}
          </p>
          <ul className="flex flex-col gap-2" aria-label="Shifts across your organization">
            {data.data.map((s) => (
              <SeatRow key={s.id} seat={s} showFacility={facilities.length > 1} />
            ))}
          </ul>
          <Pager page={data.pagination.page} totalPages={data.pagination.totalPages} onChange={(p) => void navigate({ search: (prev: OrgShiftSearch) => ({ ...prev, page: p > 1 ? p : undefined }) })} />
        </>
      )}
    </>
  )
}

/**
 * What the row says beyond its status once time has passed it: a filled seat whose shift ended
 * waits for the hours; an open seat whose shift started was never filled. A completed seat's
 * amount is what it finally cost (an adjustment re-prices it); a canceled seat shows none, since
 * what it was charged and refunded is not in this list.
 */
function seatNote(s: OwnerShift, now = Date.now()): { note: string | null; amount: string | null } {
  const ended = () => {
    // An end not after the start is the next day.
    const end = zonedTimeToUtc(s.date, s.endTime, s.facility.timeZone).getTime()
    return (s.endTime <= s.startTime ? end + 86_400_000 : end) <= now
  }
  switch (s.status) {
    case 'Completed':
      return { note: null, amount: `${formatCents(s.totalInCents)} paid` }
    case 'Canceled':
      return { note: null, amount: null }
    case 'Filled':
      return { note: ended() ? 'Hours to confirm' : null, amount: formatCents(s.totalInCents) }
    case 'Open':
      return zonedTimeToUtc(s.date, s.startTime, s.facility.timeZone).getTime() <= now
        ? { note: 'Never filled', amount: null }
        : { note: null, amount: formatCents(s.totalInCents) }
  }
}

function SeatRow({ seat: s, showFacility }: { seat: OwnerShift; showFacility: boolean }) {
  const hired = s.hiredProvider
  const { note, amount } = seatNote(s)
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/facility/shifts/$shiftGroupId" params={{ shiftGroupId: s.shiftGroupId }} className="font-semibold text-slate-900 hover:underline">
              {s.title}
            </Link>
            <Badge tone={STATUS_TONES[s.status]}>
              <span aria-hidden>{s.status}</span>
              <span className="sr-only">{STATUS_WORDS[s.status]}</span>
            </Badge>
            {note && <Badge tone={note === 'Hours to confirm' ? 'warning' : 'neutral'}>{note}</Badge>}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {formatDate(s.date)} · {formatTimeRange(s.startTime, s.endTime)}
          </p>
          <p className="text-sm text-slate-500">
            {providerTypeLabel(s.providerType)}
            {showFacility ? ` · ${s.facility.name}, ${s.facility.state}` : ''}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-0.5">
          {hired ? (
            <Link to="/facility/providers/$providerId" params={{ providerId: hired.providerId }} className="text-sm font-medium text-brand-800 hover:underline">
              {hired.firstName} {hired.lastName}
            </Link>
          ) : (
            <span className="text-sm text-slate-500">No one hired</span>
          )}
          {amount && <span className="text-sm font-semibold text-slate-900">{amount}</span>}
        </div>
      </Card>
    </li>
  )
}
