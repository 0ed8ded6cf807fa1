/**
 * Browse filters as they live in the address bar (so Back from a shift returns to the same
 * list) and as the API reads them: every list joined with `|` (spec 001 §2).
 */
import { BROWSE_SORTS, PROVIDER_TYPES, type BrowseSort } from '@shared/enums'
import { DATE_PRESETS, presetRange, type DatePreset } from './date-presets'

export const WEEKDAYS = [
  { code: 'SU', short: 'Su', name: 'Sunday' },
  { code: 'M', short: 'Mo', name: 'Monday' },
  { code: 'T', short: 'Tu', name: 'Tuesday' },
  { code: 'W', short: 'We', name: 'Wednesday' },
  { code: 'TH', short: 'Th', name: 'Thursday' },
  { code: 'F', short: 'Fr', name: 'Friday' },
  { code: 'S', short: 'Sa', name: 'Saturday' },
] as const

export const SORT_LABELS: Record<BrowseSort, string> = {
  soonestAvailable: 'Soonest first',
  mostRelevant: 'Best match for me',
  highestPay: 'Highest pay',
  closestToMe: 'Closest to me',
}

const PAGE_SIZE = 20
/** The map shows as many places as the API gives in one answer, so it is not limited to a page of the list. */
const MAP_PAGE_SIZE = 100

export interface BrowseSearch {
  view?: 'list' | 'map'
  sort?: BrowseSort
  when?: DatePreset
  from?: string
  to?: string
  days?: string[]
  states?: string[]
  cities?: string[]
  rate?: number
  specialties?: string[]
  softwares?: string[]
  skills?: string[]
  languages?: string[]
  location?: 'ON_SITE' | 'REMOTE'
  /** License types; without any the API shows the provider's own. */
  types?: string[]
  /**
   * Where the list starts: absent = near home in the states the provider can work in (the
   * API's `scope=near`); `licensed` = those states whole; `anywhere` = every state (no scope).
   * States or cities chosen in the filters replace it.
   */
  scope?: 'licensed' | 'anywhere'
  page?: number
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const strings = (v: unknown): string[] | undefined => {
  const list = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 0) : typeof v === 'string' && v ? v.split('|') : []
  return list.length ? list : undefined
}

/** Reads whatever is in the address bar, dropping anything that is not a valid filter. */
export function parseBrowseSearch(raw: Record<string, unknown>): BrowseSearch {
  const rate = Number(raw.rate)
  const page = Number(raw.page)
  return {
    view: raw.view === 'map' ? 'map' : undefined,
    sort: BROWSE_SORTS.includes(raw.sort as BrowseSort) ? (raw.sort as BrowseSort) : undefined,
    when: DATE_PRESETS.includes(raw.when as DatePreset) ? (raw.when as DatePreset) : undefined,
    from: typeof raw.from === 'string' && DATE.test(raw.from) ? raw.from : undefined,
    to: typeof raw.to === 'string' && DATE.test(raw.to) ? raw.to : undefined,
    days: strings(raw.days)?.filter((d) => WEEKDAYS.some((w) => w.code === d)),
    states: strings(raw.states)?.filter((s) => /^[A-Z]{2}$/.test(s)),
    cities: strings(raw.cities),
    rate: Number.isFinite(rate) && rate > 0 ? rate : undefined,
    specialties: strings(raw.specialties),
    softwares: strings(raw.softwares),
    skills: strings(raw.skills),
    languages: strings(raw.languages),
    location: raw.location === 'ON_SITE' || raw.location === 'REMOTE' ? raw.location : undefined,
    types: strings(raw.types)?.filter((t) => (PROVIDER_TYPES as readonly string[]).includes(t)),
    scope: raw.scope === 'licensed' || raw.scope === 'anywhere' ? raw.scope : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  }
}

/** The API query string for the filters; the preset is resolved to dates on the viewer's today. */
export function browseQueryString(search: BrowseSearch, now = new Date()): string {
  const params = new URLSearchParams()
  const range = search.when ? presetRange(search.when, now) : { fromDate: search.from, toDate: search.to }
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const list = (key: string, values: string[] | undefined) => set(key, values?.length ? values.join('|') : undefined)
  set('fromDate', range.fromDate)
  set('toDate', range.toDate)
  list('specificDay', search.days)
  list('states', search.states)
  list('cities', search.cities)
  set('hourlyRate', search.rate)
  list('specialties', search.specialties)
  list('softwares', search.softwares)
  list('skills', search.skills)
  list('languages', search.languages)
  set('locationType', search.location)
  list('licensesType', search.types)
  set('scope', scopeParam(search))
  set('sortBy', search.sort ?? 'soonestAvailable')
  set('take', search.view === 'map' ? MAP_PAGE_SIZE : PAGE_SIZE)
  set('page', search.view === 'map' ? 1 : (search.page ?? 1))
  return params.toString()
}

/** The API's `scope` for these filters: none once states or cities are chosen, or "Anywhere". */
export function scopeParam(search: BrowseSearch): 'near' | 'licensed' | undefined {
  if (search.scope === 'anywhere' || search.states?.length || search.cities?.length) return undefined
  return search.scope ?? 'near'
}

/** How many filters narrow the list (the sort, view and page are not filters). */
export function activeFilterCount(search: BrowseSearch): number {
  const lists = [search.types, search.days, search.states, search.cities, search.specialties, search.softwares, search.skills, search.languages]
  return lists.filter((l) => l && l.length > 0).length + (search.when || search.from || search.to ? 1 : 0) + (search.rate ? 1 : 0) + (search.location ? 1 : 0)
}

export function clearedFilters(search: BrowseSearch): BrowseSearch {
  return { view: search.view, sort: search.sort, scope: search.scope }
}
