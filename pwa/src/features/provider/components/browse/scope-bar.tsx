/**
 * Where the list is looking, said in words, with the ways to widen it: a new provider starts
 * near home in the states they can work in (the API's `scope=near`), then "All of WA" and
 * "Anywhere" (docs/decisions.md "Browse for someone new").
 */
import { MapPin } from 'lucide-react'
import type { BrowseScope } from '@shared/contracts/provider-shifts'
import { cx } from '../../../../components/ui/cx'
import type { BrowseSearch } from '../../browse-search'

const chip = (on: boolean) =>
  cx(
    'h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
  )

export function ScopeBar({ scope, search, onChange }: { scope: BrowseScope; search: BrowseSearch; onChange: (next: BrowseSearch) => void }) {
  // States or cities chosen in the filters say where already.
  if (search.states?.length || search.cities?.length) return null
  const states = scope.states.join(', ')
  const homeState = scope.home?.slice(-2)
  const otherStates = scope.states.filter((s) => s !== homeState)
  const where =
    scope.applied === 'near'
      ? `Near ${scope.home} (within ${scope.withinMiles} mi)${otherStates.length ? ` and all of ${otherStates.join(', ')}` : ''}`
      : scope.applied === 'licensed'
        ? `All of ${states}`
        : 'Every state'
  const set = (next: BrowseSearch['scope']) => onChange({ ...search, scope: next, page: undefined })
  return (
    <div role="group" aria-label="Where to look" className="mb-3 flex flex-wrap items-center gap-2">
      <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
        <span>
          Showing: <strong className="font-semibold text-slate-900">{where}</strong>
        </span>
      </p>
      <div className="flex gap-2">
        {scope.home && (
          <button type="button" aria-pressed={scope.applied === 'near'} onClick={() => set(undefined)} className={chip(scope.applied === 'near')}>
            Near me
          </button>
        )}
        {(scope.applied !== 'none' || search.scope === 'licensed') && (
          <button type="button" aria-pressed={scope.applied === 'licensed'} onClick={() => set('licensed')} className={chip(scope.applied === 'licensed')}>
            All of {states}
          </button>
        )}
        <button type="button" aria-pressed={scope.applied === 'none'} onClick={() => set('anywhere')} className={chip(scope.applied === 'none')}>
          Anywhere
        </button>
      </div>
    </div>
  )
}
