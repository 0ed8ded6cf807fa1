/** Public reference data, cacheable by clients (the PWA keeps it for offline forms). */
import { Elysia } from 'elysia'
import { Abilities, CityByZip, HowHeardSources, ReferenceList, StateList, ZipParams } from '../../../shared/contracts/reference'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { findCityByZip } from './find-city-by-zip'
import { listAbilities, listHowHeardSources, listLanguages, listSkills, listSoftwares, listSpecialties, listStates } from './reference-lists'

const cacheable = (set: { headers: Record<string, string | number> }) => {
  set.headers['cache-control'] = 'public, max-age=3600'
}

export const referenceRoutes = () =>
  new Elysia({ detail: { tags: ['Reference data'] } })
    .get('/states', ({ set }) => (cacheable(set), listStates()), {
      response: { 200: StateList },
      detail: { summary: 'The 50 states and DC, with their main cities and where the marketplace is live' },
    })
    .get('/city-by-zip/:zip', ({ params }) => findCityByZip(params.zip), {
      params: ZipParams,
      response: { 200: CityByZip, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'City, state and time zone of a US ZIP code' },
    })
    .get('/public/specialties', ({ set }) => (cacheable(set), listSpecialties()), { response: { 200: ReferenceList }, detail: { summary: 'Pharmacy specialties' } })
    .get('/public/softwares', ({ set }) => (cacheable(set), listSoftwares()), { response: { 200: ReferenceList }, detail: { summary: 'Pharmacy software systems' } })
    .get('/public/skills', ({ set }) => (cacheable(set), listSkills()), { response: { 200: ReferenceList }, detail: { summary: 'Pharmacy skills' } })
    .get('/public/abilities', ({ set }) => (cacheable(set), listAbilities()), { response: { 200: Abilities }, detail: { summary: 'Specialties, softwares and skills in one answer' } })
    .get('/public/languages', ({ set }) => (cacheable(set), listLanguages()), { response: { 200: ReferenceList }, detail: { summary: 'The 24 languages providers can list' } })
    .get('/public/how-heard-sources', ({ set }) => (cacheable(set), listHowHeardSources()), {
      response: { 200: HowHeardSources },
      detail: { summary: 'Answers to "How did you hear about us?"', description: '`needsAnswer` sources need `otherAnswer` ("Please specify").' },
    })
