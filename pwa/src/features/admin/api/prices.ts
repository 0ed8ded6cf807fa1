/** Careers prices (admin panel): the plans' prices in force and scheduled, and new ones from a date. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CareersPriceList, CareersPrice, CreateCareersPricesBody } from '@shared/contracts/careers-billing'
import { api } from '../../../lib/api'

export const careersPricesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'prices', page],
    queryFn: ({ signal }) => api.get<CareersPriceList>('/admin-panel/careers/prices', { auth: 'admin', signal, query: { page, pageSize: 50 } }),
    placeholderData: keepPreviousData,
  })

export const createCareersPrices = (body: CreateCareersPricesBody) => api.post<{ data: CareersPrice[] }>('/admin-panel/careers/prices', body, { auth: 'admin' })
