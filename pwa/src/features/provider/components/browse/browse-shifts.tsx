/**
 * The provider's list of open shifts (the first screen after signing in): filters kept in the
 * address, a list or a map, several shifts picked to apply to at once. Network first, the copy
 * on the device when offline (`browseShiftsQuery`); what is still waiting in the outbox shows as
 * pending on its card.
 */
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, List, Map as MapIcon, Search, SlidersHorizontal, X } from 'lucide-react'
import { BROWSE_SORTS, type BrowseSort } from '@shared/enums'
import { Alert } from '../../../../components/ui/alert'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { Field } from '../../../../components/ui/field'
import { lazyNamed, MountWhenOpened } from '../../../../components/ui/lazy'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { Segmented } from '../../../../components/ui/segmented'
import { Select } from '../../../../components/ui/select'
import { Spinner } from '../../../../components/ui/spinner'
import { usePageTitle } from '../../../../lib/use-page-title'
import { isOperation, useCachedQuery, useOutbox } from '../../../../offline'
import { browseShiftsQuery } from '../../api/browse'
import { activeFilterCount, clearedFilters, SORT_LABELS, type BrowseSearch } from '../../browse-search'
import { DATE_PRESETS, DATE_PRESET_LABELS } from '../../date-presets'
import { formatDate } from '../../format'
import type { ApplyTarget } from '../actions/apply-dialog'
import { CachedNote } from '../cached-note'
import { ScopeBar } from './scope-bar'
import { ShiftCard } from './shift-card'

// The map and its US shapes are their own chunk, fetched only when someone opens the map.
const ShiftsMap = lazy(() => import('../map/shifts-map'))
// So are the dialogs (forms, validation, reference lists): they load on first opening.
const FiltersDialog = lazyNamed(() => import('./filters-dialog'), 'FiltersDialog')
const ApplyDialog = lazyNamed(() => import('../actions/apply-dialog'), 'ApplyDialog')

/** `search` is the address bar's; `onSearchChange` replaces it (so Back leaves the list, not a filter). */
export function BrowseShifts({ search, onSearchChange: update }: { search: BrowseSearch; onSearchChange: (next: BrowseSearch) => void }) {
  usePageTitle('Open shifts')
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [selected, setSelected] = useState<Map<string, ApplyTarget>>(new Map())
  const [applyTargets, setApplyTargets] = useState<ApplyTarget[] | null>(null)

  const browse = useCachedQuery(browseShiftsQuery(search))
  const { items: outbox } = useOutbox()

  const view = search.view ?? 'list'
  const filters = activeFilterCount(search)
  const result = browse.data
  const applied = useMemo(() => new Set(result?.appliedShiftGroupIds ?? []), [result])
  const pendingIds = useMemo(() => {
    const ids = new Set<string>()
    for (const item of outbox) {
      if (item.status === 'failed') continue
      if (item.op === 'shift.apply' && item.relatedId) ids.add(item.relatedId)
      if (isOperation(item, 'shift.multiApply')) for (const id of item.payload.shiftGroupIds ?? []) ids.add(id)
    }
    return ids
  }, [outbox])
  const licensedStates = useMemo(() => new Set(result?.statesWhereCanApply.map((s) => s.state) ?? []), [result])

  const toggle = (target: ApplyTarget, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      if (on) next.set(target.shiftGroupId, target)
      else next.delete(target.shiftGroupId)
      return next
    })

  const pagination = result?.pagination
  const total = pagination?.totalItems ?? 0

  return (
    <>
      <PageHeader
        title="Open shifts"
        description="Shifts pharmacies have posted for your license type. Open one for its pay, requirements and what to expect on site."
      />
      <CachedNote isFromCache={browse.isFromCache} lastSyncedAt={browse.lastSyncedAt} />

      <div className="mb-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="outline"
            onClick={() => setFiltersOpen(true)}
            icon={<SlidersHorizontal aria-hidden className="size-4" />}
            aria-label={filters ? `Filters, ${filters} on` : 'Filters'}
          >
            Filters
            {filters > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{filters}</span>}
          </Button>
          <Field label={<span className="sr-only">Sort by</span>} className="min-w-48 flex-1 sm:flex-none">
            <Select
              value={search.sort ?? 'soonestAvailable'}
              onChange={(e) => update({ ...search, sort: e.target.value as BrowseSort, page: undefined })}
              options={BROWSE_SORTS.map((s) => ({ value: s, label: `Sort: ${SORT_LABELS[s]}` }))}
            />
          </Field>
          <Segmented
            label="Show as"
            className="ml-auto"
            value={view}
            onChange={(v) => update({ ...search, view: v === 'map' ? 'map' : undefined })}
            options={[
              { value: 'list', label: 'List', icon: <List aria-hidden className="size-4" /> },
              { value: 'map', label: 'Map', icon: <MapIcon aria-hidden className="size-4" /> },
            ]}
          />
        </div>
        <div role="group" aria-label="Dates" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {DATE_PRESETS.map((p) => {
            const on = search.when === p
            return (
              <button
                key={p}
                type="button"
                aria-pressed={on}
                onClick={() => update({ ...search, when: on ? undefined : p, from: undefined, to: undefined, page: undefined })}
                className={cx(
                  'h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                )}
              >
                {DATE_PRESET_LABELS[p]}
              </button>
            )
          })}
          {filters > 0 && (
            <button
              type="button"
              onClick={() => update(clearedFilters(search))}
              className="flex h-9 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="size-4" /> Clear filters
            </button>
          )}
        </div>
      </div>

      {result && result.statesWhereCanApply.length === 0 && (
        <Alert
          tone="warning"
          className="mb-4"
          title="You can look, but not apply yet"
          action={
            <Link to="/provider/profile" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
              Add a license
            </Link>
          }
        >
          Pharmacies need a verified license in their state. Add yours and we'll verify it.
        </Alert>
      )}

      {result && <ScopeBar scope={result.scope} search={search} onChange={update} />}

      <p role="status" className="mb-3 text-sm text-slate-600">
        {browse.isLoading ? 'Looking for shifts…' : result ? `${total} ${total === 1 ? 'shift' : 'shifts'} found` : ''}
      </p>

      {browse.isLoading && !result ? (
        <ListSkeleton />
      ) : browse.error && !result ? (
        <LoadError title="We couldn't load shifts" error={browse.error} onRetry={() => browse.refetch()} />
      ) : result && result.shifts.length === 0 ? (
        <EmptyState
          icon={<Search aria-hidden className="size-7" />}
          title={filters ? 'No shifts match these filters' : result.scope.applied !== 'none' ? 'No open shifts here right now' : 'No open shifts right now'}
          description={
            filters
              ? 'Try more dates, another state or a lower minimum rate.'
              : result.scope.applied !== 'none'
                ? 'New shifts are posted every day. Look further afield meanwhile.'
                : 'New shifts are posted every day. Check back soon.'
          }
          action={
            filters ? (
              <Button variant="secondary" onClick={() => update(clearedFilters(search))}>
                Clear filters
              </Button>
            ) : result.scope.applied !== 'none' ? (
              <Button variant="secondary" onClick={() => update({ ...search, scope: 'anywhere', page: undefined })}>
                Look anywhere
              </Button>
            ) : undefined
          }
        />
      ) : result && view === 'map' ? (
        <Suspense
          fallback={
            <div className="flex aspect-[975/610] items-center justify-center rounded-card border border-slate-200 bg-slate-50">
              <Spinner label="Loading the map" />
            </div>
          }
        >
          <ShiftsMap
            shifts={result.shifts.map((s) => ({
              shiftGroupId: s.shiftGroupId,
              title: s.title,
              date: s.date,
              startTime: s.startTime,
              endTime: s.endTime,
              rate: s.rate,
              city: s.facility.city,
              state: s.facility.state,
              latitude: s.locationType === 'REMOTE' ? null : s.latitude,
              longitude: s.locationType === 'REMOTE' ? null : s.longitude,
              applied: applied.has(s.shiftGroupId),
            }))}
          />
        </Suspense>
      ) : result ? (
        <ul className="flex flex-col gap-3">
          {result.shifts.map((shift) => {
            const target = { shiftGroupId: shift.shiftGroupId, label: `${shift.title}, ${formatDate(shift.date)}` }
            return (
              <li key={shift.shiftGroupId}>
                <ShiftCard
                  shift={shift}
                  applied={applied.has(shift.shiftGroupId)}
                  pending={pendingIds.has(shift.shiftGroupId)}
                  canApplyHere={licensedStates.has(shift.facility.state)}
                  selected={selected.has(shift.shiftGroupId)}
                  onSelect={(on) => toggle(target, on)}
                />
              </li>
            )
          })}
        </ul>
      ) : null}

      {view === 'map' && pagination && pagination.totalItems > pagination.pageSize && (
        <p className="mt-3 text-sm text-slate-600">The map shows the first {pagination.pageSize} shifts in this order. Narrow the filters to see the rest.</p>
      )}

      {view === 'list' && pagination && pagination.totalPages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={pagination.page <= 1}
            onClick={() => update({ ...search, page: pagination.page - 1 > 1 ? pagination.page - 1 : undefined })}
            icon={<ChevronLeft aria-hidden className="size-4" />}
          >
            Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <Button variant="outline" size="sm" disabled={!pagination.hasNextPage} onClick={() => update({ ...search, page: pagination.page + 1 })}>
            Next <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}

      {selected.size > 0 && (
        <div className="fixed inset-x-0 bottom-20 z-20 px-4 lg:bottom-6 lg:pl-64">
          <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-raised">
            <p className="text-sm font-medium" aria-live="polite">
              {selected.size} {selected.size === 1 ? 'shift' : 'shifts'} selected
            </p>
            <div className="flex gap-2">
              <Button size="sm" variant="outlineInverse" onClick={() => setSelected(new Map())}>
                Clear
              </Button>
              <Button size="sm" variant="inverse" onClick={() => setApplyTargets([...selected.values()])}>
                Apply to {selected.size}
              </Button>
            </div>
          </div>
        </div>
      )}

      <MountWhenOpened open={filtersOpen}>
        <FiltersDialog open={filtersOpen} onClose={() => setFiltersOpen(false)} value={search} onApply={update} />
      </MountWhenOpened>
      <MountWhenOpened open={applyTargets !== null}>
        <ApplyDialog
          open={applyTargets !== null}
          targets={applyTargets ?? []}
          onClose={() => setApplyTargets(null)}
          onApplied={() => {
            setSelected(new Map())
            browse.refetch()
          }}
        />
      </MountWhenOpened>
    </>
  )
}

function ListSkeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="animate-pulse rounded-card border border-slate-200/80 bg-white p-5 shadow-card">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-1/2 rounded bg-slate-100" />
          <div className="mt-2 h-3 w-1/3 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  )
}
