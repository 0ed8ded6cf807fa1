/** The provider's licenses: they decide where the provider may apply. */
import { queryOptions } from '@tanstack/react-query'
import type { CreateLicenseBody, License, LicenseList } from '@shared/contracts/licenses'
import { api } from '../../../lib/api'

/** `GET /license`. */
export const licensesQuery = () =>
  queryOptions({
    queryKey: ['provider', 'licenses'],
    queryFn: ({ signal }) => api.get<LicenseList>('/license', { signal }),
  })

/** `POST /license`: a new license, verified later by the team. */
export const createLicense = (body: CreateLicenseBody) => api.post<License>('/license', body)
