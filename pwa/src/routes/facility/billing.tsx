import { createFileRoute } from '@tanstack/react-router'
import { billingHistoryQuery } from '../../features/facility/api/billing'
import { organizationQuery } from '../../features/facility/api/organization'
import { paymentMethodsQuery } from '../../features/facility/api/payment-methods'
import { Billing } from '../../features/facility/components/billing/billing'
import { prefetchForChosenFacility } from '../../features/facility/facility-choice'

export const Route = createFileRoute('/facility/billing')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(organizationQuery())
    prefetchForChosenFacility(context.queryClient, ({ chosen }) => {
      void context.queryClient.prefetchQuery(paymentMethodsQuery(chosen?.facilityId))
      void context.queryClient.prefetchQuery(billingHistoryQuery({ facilityId: chosen?.facilityId, types: [], page: 1 }))
    })
  },
  component: Billing,
})
