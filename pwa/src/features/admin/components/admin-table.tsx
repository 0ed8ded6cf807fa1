/**
 * The admin panel's table: dense rows for a laptop used all day, a caption for screen readers,
 * the loading, error and empty states every list needs, and the pager under it.
 */
import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { LoadError } from '../../../components/ui/load-error'
import { EmptyState } from '../../../components/ui/page'
import { Pager } from '../../../components/ui/pager'
import type { Paged } from '../api/panel'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Right-aligned numbers, so columns of money line up. */
  numeric?: boolean
  className?: string
}

export function AdminTable<T>({
  caption,
  query,
  columns,
  rowKey,
  empty,
  onPage,
}: {
  caption: string
  query: UseQueryResult<Paged<T>>
  columns: Column<T>[]
  rowKey: (row: T) => string
  empty: { icon: ReactNode; title: string; description: string }
  onPage: (page: number) => void
}) {
  if (query.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading…
      </p>
    )
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const page = query.data
  if (!page || page.data.length === 0) return <EmptyState {...empty} />
  return (
    <>
      <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm" aria-busy={query.isFetching}>
          <caption className="sr-only">
            {caption}, page {page.pagination.page} of {page.pagination.totalPages} ({page.pagination.totalItems} in all)
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={`px-3 py-2 ${c.numeric ? 'text-right' : ''} ${c.className ?? ''}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.data.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50/70">
                {columns.map((c) => (
                  <td key={c.header} className={`px-3 py-2 ${c.numeric ? 'text-right tabular-nums' : ''} ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-500">{page.pagination.totalItems} in all</p>
      <Pager page={page.pagination.page} totalPages={page.pagination.totalPages} onChange={onPage} />
    </>
  )
}

/** The search box above a list: submits on Enter, so each keystroke is not a request. */
export function ListSearch({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch: (value: string) => void }) {
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(String(new FormData(e.currentTarget).get('q') ?? ''))
      }}
      className="flex gap-2"
    >
      <Input name="q" type="search" aria-label={label} placeholder={placeholder} defaultValue={value} maxLength={100} className="sm:w-72" />
      <Button type="submit" variant="outline" icon={<Search aria-hidden className="size-4" />}>
        Search
      </Button>
    </form>
  )
}
