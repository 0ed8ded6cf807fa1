import { createFileRoute } from '@tanstack/react-router'
import { ALL_PAYMENTS, payoutAccountQuery, providerPaymentsQuery } from '../../features/provider/api/payments'
import { Payments } from '../../features/provider/components/payments/payments'

export const Route = createFileRoute('/provider/payments')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  /** `?payout=return`: back from the payment processor's onboarding, so the account is read again. */
  validateSearch: (raw: Record<string, unknown>): { payout?: 'return' } => (raw.payout === 'return' ? { payout: 'return' } : {}),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(providerPaymentsQuery(ALL_PAYMENTS))
    void context.queryClient.prefetchQuery(payoutAccountQuery())
  },
  component: PaymentsPage,
})

function PaymentsPage() {
  const { payout } = Route.useSearch()
  return <Payments payoutReturn={payout === 'return'} />
}
