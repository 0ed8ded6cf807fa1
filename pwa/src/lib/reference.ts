/**
 * Public reference lists (spec 001 §7): the experience choices and languages a provider lists
 * and browse filters by, and the city of a ZIP code. Read by sign-up and by the provider area.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Abilities, CityByZip, ReferenceList } from '@shared/contracts/reference'
import { api } from './api'

const DAY = 24 * 60 * 60_000

export const abilitiesQuery = () =>
  queryOptions({
    queryKey: ['public', 'abilities'],
    queryFn: ({ signal }) => api.get<Abilities>('/public/abilities', { auth: 'none', signal }),
    staleTime: DAY,
  })

export const languagesQuery = () =>
  queryOptions({
    queryKey: ['public', 'languages'],
    queryFn: ({ signal }) => api.get<ReferenceList>('/public/languages', { auth: 'none', signal }),
    staleTime: DAY,
  })

export const cityByZipQuery = (zip: string) =>
  queryOptions({
    queryKey: ['public', 'city-by-zip', zip],
    queryFn: ({ signal }) => api.get<CityByZip>(`/city-by-zip/${encodeURIComponent(zip)}`, { auth: 'none', signal }),
    staleTime: DAY,
    retry: false,
  })
