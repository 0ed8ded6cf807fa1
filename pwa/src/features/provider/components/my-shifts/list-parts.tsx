/** What every My shifts tab shares: its loading and error states, the saved-copy note, a list of cards. */
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { LoadError } from '../../../../components/ui/load-error'
import type { CachedQueryState } from '../../../../offline'
import { CachedNote } from '../cached-note'

export function ListState<T>({ query, children }: { query: CachedQueryState<T>; children: ReactNode }) {
  if (query.isLoading && !query.data)
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-600">
        Loading…
      </p>
    )
  if (!query.data)
    return (
      <LoadError title="We couldn't load your shifts" error={query.error} onRetry={() => query.refetch()} />
    )
  return (
    <>
      <CachedNote isFromCache={query.isFromCache} lastSyncedAt={query.lastSyncedAt} />
      {children}
    </>
  )
}

/** The tab's cards, one per item, or what to do when there are none. */
export function CardList<T>({ items, keyOf, empty, children }: { items: T[]; keyOf: (item: T) => string; empty: ReactNode; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <>{empty}</>
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  )
}

/** A card's title (a link to the shift's page; the list's second heading level) and its amount. */
export function CardTitle({ id, shiftGroupId, title, amount }: { id: string; shiftGroupId: string; title: string; amount: string }) {
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
