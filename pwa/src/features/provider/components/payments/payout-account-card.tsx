import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Landmark } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Spinner } from '../../../../components/ui/spinner'
import { errorMessage } from '../../../../lib/api'
import { connectPayoutAccount, payoutAccountQuery } from '../../api/payments'

/**
 * Payout onboarding happens on the payment processor's pages: we ask the API for a link and
 * send the provider there; they come back to this page, which checks the account again.
 */
export function PayoutAccountCard({ payoutReturn }: { payoutReturn: boolean }) {
  const queryClient = useQueryClient()
  const account = useQuery(payoutAccountQuery())
  useEffect(() => {
    if (payoutReturn) void queryClient.invalidateQueries({ queryKey: payoutAccountQuery().queryKey })
  }, [payoutReturn, queryClient])
  const connect = useMutation({
    mutationFn: () => connectPayoutAccount(`${window.location.origin}/provider/payments?payout=return`),
    onSuccess: ({ accountLink }) => window.location.assign(accountLink),
  })
  const ready = account.data?.stripeAccountCompleted
  return (
    <Card className="self-start">
      <CardHeader
        icon={<Landmark aria-hidden className="size-5" />}
        title="Payout account"
        description="Where we send your pay. Set up once; it takes a few minutes."
      />
      <CardBody className="flex flex-col gap-3">
        {account.isLoading ? (
          <Spinner label="Checking your payout account" className="size-5 text-brand-700" />
        ) : account.isError ? (
          <Alert tone="error">{errorMessage(account.error)}</Alert>
        ) : ready ? (
          <Alert tone="success" title="Ready to receive payments">
            {account.data?.message}
          </Alert>
        ) : (
          <>
            <p className="text-sm text-slate-700">{account.data?.message}.</p>
            <p className="text-sm text-slate-600">
              Until it's set up, money you earn waits as pending. You'll enter your bank details on our payment partner's secure page.
            </p>
            <Button onClick={() => connect.mutate()} loading={connect.isPending || connect.isSuccess}>
              {account.data?.message.includes('not finished') ? 'Continue setup' : 'Set up payouts'}
            </Button>
            {connect.isError && <Alert tone="error">{errorMessage(connect.error)}</Alert>}
          </>
        )}
      </CardBody>
    </Card>
  )
}
