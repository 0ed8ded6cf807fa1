/**
 * Pieces the organization, parent organization and facility pages share: who may act, the back
 * link, a list of facts, and the search-and-pick control the dialogs use to choose an
 * organization or a parent organization.
 */
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { Input } from '../../../../components/ui/input'
import { adminUserQuery } from '../../../../lib/account'
import { errorMessage } from '../../../../lib/api'

/**
 * Creating, re-parenting and moving are 'organizations.manage' / 'facilities.manage' on the API:
 * ADMIN and OPERATIONS. SUPPORT only reads, so its screens show no buttons it would be refused.
 */
export function useCanManage(): boolean {
  const me = useQuery(adminUserQuery())
  return me.data?.role === 'ADMIN' || me.data?.role === 'OPERATIONS'
}

export function BackLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...link} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {children}
    </Link>
  )
}

export { Facts } from '../facts'

export const linkClass = 'font-medium text-brand-700 hover:underline'

export interface PickerOption {
  value: string
  label: string
  detail?: string
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Type to search, then pick one of the matches (radio buttons: arrow keys move between them).
 * Searches as one types, a quarter second after the last key, so a name is two keystrokes and
 * a glance away; the choice stays shown even when a later search no longer lists it.
 */
export function SearchPicker<D extends { data: unknown[] }, K extends QueryKey>({
  label,
  placeholder,
  queryFor,
  toOption,
  exclude,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  /** The matches for a search (the list call's first page). */
  queryFor: (term: string) => UseQueryOptions<D, Error, D, K>
  toOption: (row: D['data'][number]) => PickerOption
  /** An option that may not be chosen (the organization a facility is already in). */
  exclude?: string
  value: PickerOption | null
  onChange: (option: PickerOption) => void
}) {
  const [term, setTerm] = useState('')
  const search = useDebounced(term, 250)
  const matches = useQuery(queryFor(search))
  const name = `pick${useId().replace(/:/g, '')}`
  const options = (matches.data?.data ?? []).map(toOption).filter((o) => o.value !== exclude)
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${name}-q`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={`${name}-q`}
        type="search"
        placeholder={placeholder}
        value={term}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setTerm(e.target.value)}
        // The search runs as one types: Enter must not submit the dialog's form around it.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      <fieldset className="min-h-24" aria-busy={matches.isFetching}>
        <legend className="sr-only">{`${label}: matches`}</legend>
        {matches.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(matches.error)}
          </p>
        ) : matches.isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            Searching…
          </p>
        ) : options.length === 0 ? (
          <p className="text-sm text-slate-600">{search.trim() ? `Nothing matches “${search.trim()}”.` : 'Nothing to choose yet.'}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {options.map((o) => (
              <li key={o.value}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:bg-brand-50">
                  <input type="radio" name={name} value={o.value} checked={value?.value === o.value} onChange={() => onChange(o)} className="size-4 accent-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{o.label}</span>
                    {o.detail && <span className="block text-xs text-slate-500">{o.detail}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {value && !options.some((o) => o.value === value.value) && <p className="text-sm text-slate-700">Chosen: {value.label}</p>}
    </div>
  )
}
