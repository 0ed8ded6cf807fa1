/** Public reference data, cacheable by clients (the PWA keeps it for offline forms). */
import { Elysia } from 'elysia'
import { Abilities, CityByZip, HowHeardSources, ReferenceList, State, ZipParams } from '../../../shared/contracts/reference'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { HOW_HEARD_LABELS, HOW_HEARD_NEEDS_ANSWER, HOW_HEARD_SOURCES } from '../../../shared/enums'
import { ABILITIES, LANGUAGES, referenceItems, STATES } from '../../../shared/reference'
import { Type } from '@sinclair/typebox'
import { findCityByZip } from './find-city-by-zip'

const LANGUAGE_ITEMS = referenceItems(LANGUAGES)
const HOW_HEARD = HOW_HEARD_SOURCES.map((value) => ({ value, label: HOW_HEARD_LABELS[value], needsAnswer: HOW_HEARD_NEEDS_ANSWER.includes(value) }))
const cacheable = (set: { headers: Record<string, string | number> }) => {
  set.headers['cache-control'] = 'public, max-age=3600'
}

export const referenceRoutes = () =>
  new Elysia({ detail: { tags: ['Reference data'] } })
    .get('/states', ({ set }) => (cacheable(set), STATES), {
      response: { 200: Type.Array(State) },
      detail: { summary: 'The 50 states and DC, with their main cities and where the marketplace is live' },
    })
    .get('/city-by-zip/:zip', ({ params }) => findCityByZip(params.zip), {
      params: ZipParams,
      response: { 200: CityByZip, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'City, state and time zone of a US ZIP code' },
    })
    .get('/public/specialties', ({ set }) => (cacheable(set), [...ABILITIES.specialties]), { response: { 200: ReferenceList }, detail: { summary: 'Pharmacy specialties' } })
    .get('/public/softwares', ({ set }) => (cacheable(set), [...ABILITIES.softwares]), { response: { 200: ReferenceList }, detail: { summary: 'Pharmacy software systems' } })
    .get('/public/skills', ({ set }) => (cacheable(set), [...ABILITIES.skills]), { response: { 200: ReferenceList }, detail: { summary: 'Pharmacy skills' } })
    .get('/public/abilities', ({ set }) => (cacheable(set), { specialties: [...ABILITIES.specialties], softwares: [...ABILITIES.softwares], skills: [...ABILITIES.skills] }), { response: { 200: Abilities }, detail: { summary: 'Specialties, softwares and skills in one answer' } })
    .get('/public/languages', ({ set }) => (cacheable(set), LANGUAGE_ITEMS), { response: { 200: ReferenceList }, detail: { summary: 'The 24 languages providers can list' } })
    .get('/public/how-heard-sources', ({ set }) => (cacheable(set), HOW_HEARD), {
      response: { 200: HowHeardSources },
      detail: { summary: 'Answers to "How did you hear about us?"', description: '`needsAnswer` sources need `otherAnswer` ("Please specify").' },
    })
