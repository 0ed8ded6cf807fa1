import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api'

export interface ReferenceItem {
  id: string
  name: string
}

export interface Abilities {
  specialties: ReferenceItem[]
  softwares: ReferenceItem[]
  skills: ReferenceItem[]
}

export interface CityByZip {
  defaultCity: string
  defaultState: string
}

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
    queryFn: ({ signal }) => api.get<ReferenceItem[]>('/public/languages', { auth: 'none', signal }),
    staleTime: DAY,
  })

export const cityByZipQuery = (zip: string) =>
  queryOptions({
    queryKey: ['public', 'city-by-zip', zip],
    queryFn: ({ signal }) => api.get<CityByZip>(`/city-by-zip/${encodeURIComponent(zip)}`, { auth: 'none', signal }),
    staleTime: DAY,
    retry: false,
  })
