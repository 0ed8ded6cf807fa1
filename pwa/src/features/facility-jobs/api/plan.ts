/** The organization's careers plan: the subscription, its changes, its invoices. */
import { queryOptions } from '@tanstack/react-query'
import type { Static } from '@sinclair/typebox'
import type { CareersInvoiceList, CareersSubscriptionDetails, CreatedCareersSubscription, ProrationCost } from '@shared/contracts/careers-billing'
import type { SubscriptionRecurrence, SubscriptionTier } from '@shared/enums'
import { api, ApiError } from '../../../lib/api'

const S = '/organization/careers/subscription'
export const PLAN_KEY = ['facility', 'careers-plan'] as const

export type PlanDetails = Static<typeof CareersSubscriptionDetails>

/** The plan's details, or null when the organization never subscribed (the API's 404). */
export const planQuery = () =>
  queryOptions({
    queryKey: [...PLAN_KEY, 'details'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PlanDetails>(`${S}/details`, { signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })

export const invoicesQuery = (currentPage: number) =>
  queryOptions({ queryKey: [...PLAN_KEY, 'invoices', currentPage], queryFn: ({ signal }) => api.get<Static<typeof CareersInvoiceList>>(`${S}/invoices`, { signal, query: { currentPage } }) })

export const prorationQuery = (plan: SubscriptionTier, recurrence: SubscriptionRecurrence, enabled: boolean) =>
  queryOptions({ queryKey: [...PLAN_KEY, 'proration', plan, recurrence], queryFn: ({ signal }) => api.get<ProrationCost>(`${S}/plan/upgrade/proration-cost`, { signal, query: { plan, recurrence } }), enabled })

export const subscribe = (body: { plan: SubscriptionTier; recurrence: SubscriptionRecurrence; redirect: string }) => api.post<Static<typeof CreatedCareersSubscription>>(S, body)
export const upgrade = (body: { plan: SubscriptionTier; recurrence: SubscriptionRecurrence }) => api.put<unknown>(`${S}/plan/upgrade`, body)
export const downgrade = (body: { plan: SubscriptionTier; recurrence: SubscriptionRecurrence }) => api.put<unknown>(`${S}/plan/downgrade`, body)
export const cancelDowngrade = () => api.put<unknown>(`${S}/plan/downgrade/cancel`)
export const cancelPlan = (id: string) => api.delete<unknown>(`${S}/${id}`)
export const reactivatePlan = (id: string) => api.patch<unknown>(`${S}/${id}`)
