/** Provider-side shift reads (seed 001 §3 and §7 "Provider shifts"). */
import { Type, type Static } from '@sinclair/typebox'
import { pageQuery } from './paging'
import { literalUnion } from './literal-union'
import { BROWSE_SORTS, HISTORY_STATUSES } from '../enums'

export { BROWSE_SORTS, HISTORY_STATUSES }
export type { BrowseSort } from '../enums'

const pipeList = (label: string, pattern: string) =>
  Type.Optional(Type.String({ maxLength: 2000, pattern, messages: { pattern: `${label} must be values joined by |` } }))
const dateParam = (label: string) =>
  Type.Optional(Type.String({ format: 'calendar-date', messages: { format: `${label} must be a date like 2026-12-01` } }))

export const BrowseQuery = Type.Object({
  fromDate: dateParam('From date'),
  toDate: dateParam('To date'),
  licensesType: pipeList('License types', '^(PHARMACIST|TECHNICIAN|INTERN)(\\|(PHARMACIST|TECHNICIAN|INTERN))*$'),
  states: pipeList('States', '^[A-Z]{2}(\\|[A-Z]{2})*$'),
  locationType: Type.Optional(literalUnion(['ON_SITE', 'REMOTE'] as const, { messages: { default: 'Location type must be ON_SITE or REMOTE' } })),
  take: Type.Optional(Type.Number({ minimum: 1, maximum: 100, multipleOf: 1, messages: { default: 'Take must be a whole number from 1 to 100' } })),
  page: pageQuery().page,
  sortBy: Type.Optional(literalUnion(BROWSE_SORTS, { messages: { default: 'Sort must be soonestAvailable, mostRelevant, highestPay or closestToMe' } })),
  specificDay: pipeList('Days', '^(SU|M|T|W|TH|F|S)(\\|(SU|M|T|W|TH|F|S))*$'),
  cities: pipeList('Cities', '^[^|]+(\\|[^|]+)*$'),
  hourlyRate: Type.Optional(Type.Number({ minimum: 0, messages: { default: 'Hourly rate must be a number of dollars' } })),
  specialties: pipeList('Specialties', '^[^|]+(\\|[^|]+)*$'),
  skills: pipeList('Skills', '^[^|]+(\\|[^|]+)*$'),
  softwares: pipeList('Softwares', '^[^|]+(\\|[^|]+)*$'),
  languages: pipeList('Languages', '^[^|]+(\\|[^|]+)*$'),
})
export type BrowseQuery = Static<typeof BrowseQuery>

export const HistoryQuery = Type.Object({
  ...pageQuery(),
  fromDate: dateParam('From date'),
  toDate: dateParam('To date'),
  status: Type.Optional(literalUnion(HISTORY_STATUSES, { messages: { default: 'Status must be All, Filled, Completed or Canceled' } })),
})
export type HistoryQuery = Static<typeof HistoryQuery>

export const CountQuery = Type.Object({
  state: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', messages: { pattern: 'State must be a valid State' } })),
  providerTitle: Type.Optional(literalUnion(['PHARMACIST', 'TECHNICIAN', 'INTERN'] as const, { messages: { default: 'Provider type must be a valid Provider Type' } })),
})
