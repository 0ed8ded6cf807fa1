import { createFileRoute } from '@tanstack/react-router'
import { referralsQuery } from '../../features/provider/api/compliance'
import { ReferralsPage } from '../../features/provider/components/referrals/referrals'

export const Route = createFileRoute('/provider/referrals')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(referralsQuery(1))
  },
  component: ReferralsPage,
})
