import { useEffect, useState } from 'react'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Banknote, Landmark, Wallet } from 'lucide-react'
import { PAYMENT_STATUS_FILTERS, PAYMENT_TYPE_FILTERS, type ProviderPaymentsResponse } from '@shared/contracts/payments'
import { Alert } from '../../components/ui/alert'
import { Badge, type BadgeTone } from '../../components/ui/badge'
import { Button, buttonClasses } from '../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { EmptyState, PageHeader } from '../../components/ui/page'
import { Select } from '../../components/ui/select'
import { Spinner } from '../../components/ui/spinner'
import { formatDate, formatDollars } from '../../features/provider-shifts/format'
import { useCachedQuery } from '../../features/provider-shifts/offline'
import { CachedNote } from '../../features/provider-shifts/queued-status'
import { api, errorMessage } from '../../lib/api'
import { usePageTitle } from '../../lib/use-page-title'

type StatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number]
type TypeFilter = (typeof PAYMENT_TYPE_FILTERS)[number]

export const Route = createFileRoute('/provider/payments')({
  validateSearch: (raw: Record<string, unknown>): { payout?: 'return' } => (raw.payout === 'return' ? { payout: 'return' } : {}),
  component: Payments,
})

const STATUS_TONE: Record<string, BadgeTone> = { completed: 'success', processing: 'accent', pending: 'warning' }
const STATUS_WORDS: Record<string, string> = { completed: 'Paid', processing: 'On its way', pending: 'Pending' }
const TYPE_WORDS: Record<string, string> = { Shift: 'Shift', Bonus: 'Bonus', CancellationFee: 'Late-cancellation fee' }

function Payments() {
  usePageTitle('Payments')
  const [status, setStatus] = useState<StatusFilter>('All')
  const [type, setType] = useState<TypeFilter>('All')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  const params = new URLSearchParams({ page: String(page), pageSize: '20' })
  if (status !== 'All') params.set('status', status)
  if (type !== 'All') params.set('paymentType', type)
  if (from) params.set('fromDate', from)
  if (to) params.set('toDate', to)
  const qs = params.toString()
  const payments = useCachedQuery<ProviderPaymentsResponse>({ key: `provider-payments?${qs}`, path: `/provider/payments?${qs}` })
  const data = payments.data
  const filtered = status !== 'All' || type !== 'All' || from !== '' || to !== ''

  return (
    <>
      <PageHeader title="Payments" description="What you've earned from shifts and bonuses, and where each payout stands." />
      <CachedNote isFromCache={payments.isFromCache} lastSyncedAt={payments.lastSyncedAt} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card>
            <CardBody className="flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Wallet aria-hidden className="size-6" />
              </span>
              <div>
                <p className="text-sm text-slate-600">{from || to ? 'Total earnings in these dates' : 'Total earnings'}</p>
                <p className="text-3xl font-bold text-slate-900" data-testid="total-earnings">
                  {data ? formatDollars(data.totalEarnings) : '—'}
                </p>
              </div>
            </CardBody>
          </Card>

          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            <Field label="Status">
              <Select
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as StatusFilter)
                  setPage(1)
                }}
                options={PAYMENT_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'Processing' ? 'On its way' : s === 'Completed' ? 'Paid' : s }))}
              />
            </Field>
            <Field label="Type">
              <Select
                value={type}
                onChange={(e) => {
                  setType(e.target.value as TypeFilter)
                  setPage(1)
                }}
                options={PAYMENT_TYPE_FILTERS.map((s) => ({ value: s, label: s === 'Shift' ? 'Shifts' : s === 'Bonus' ? 'Bonuses' : s }))}
              />
            </Field>
            <Field label="From">
              <Input type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} />
            </Field>
            <Field label="To">
              <Input type="date" value={to} min={from || undefined} onChange={(e) => (setTo(e.target.value), setPage(1))} />
            </Field>
          </div>

          {payments.isLoading && !data ? (
            <p role="status" className="py-10 text-center text-sm text-slate-600">
              Loading payments…
            </p>
          ) : !data ? (
            <Alert
              tone="error"
              title="We couldn't load your payments"
              action={
                <Button size="sm" variant="outline" onClick={() => payments.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(payments.error)}
            </Alert>
          ) : data.data.length === 0 ? (
            <EmptyState
              icon={<Banknote aria-hidden className="size-7" />}
              title={filtered ? 'No payments match these filters' : 'No payments yet'}
              description="After you work a shift and the pharmacy confirms your hours, the payment shows here — pending, on its way or paid."
              action={
                filtered ? undefined : (
                  <Link to="/provider/shifts" className={buttonClasses({ variant: 'secondary' })}>
                    Find a shift to work
                  </Link>
                )
              }
            />
          ) : (
            <Card>
              <ul className="divide-y divide-slate-100">
                {data.data.map((p) => (
                  <li key={p.id} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-semibold text-slate-900">{p.shiftTitle ?? TYPE_WORDS[p.paymentType] ?? p.paymentType}</p>
                      <p className="text-[0.8rem] text-slate-600">
                        {[p.facilityName, formatDate(p.date), TYPE_WORDS[p.paymentType]].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <span className="text-sm font-bold text-slate-900">{formatDollars(p.amount)}</span>
                      <Badge tone={STATUS_TONE[p.status] ?? 'neutral'}>{STATUS_WORDS[p.status] ?? p.status}</Badge>
                    </div>
                  </li>
                ))}
              </ul>
              {data.pagination.totalPages > 1 && (
                <nav aria-label="Pages" className="flex items-center justify-between border-t border-slate-100 px-5 py-3 sm:px-6">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
                    Previous
                  </Button>
                  <span className="text-sm text-slate-600">
                    Page {data.pagination.page} of {data.pagination.totalPages}
                  </span>
                  <Button size="sm" variant="outline" disabled={!data.pagination.hasNextPage} onClick={() => setPage((n) => n + 1)}>
                    Next
                  </Button>
                </nav>
              )}
            </Card>
          )}
        </div>
        <PayoutAccountCard />
      </div>
    </>
  )
}

/**
 * Payout onboarding happens on the payment processor's pages: we ask the API for a link and
 * send the provider there; they come back to this page, which checks the account again.
 */
function PayoutAccountCard() {
  const { payout } = Route.useSearch()
  const queryClient = useQueryClient()
  const account = useQuery({
    queryKey: ['provider', 'payout-account'],
    queryFn: ({ signal }) => api.get<{ stripeAccountCompleted: boolean; message: string }>('/stripe/verify-account', { signal }),
  })
  useEffect(() => {
    if (payout === 'return') void queryClient.invalidateQueries({ queryKey: ['provider', 'payout-account'] })
  }, [payout, queryClient])
  const connect = useMutation({
    mutationFn: () =>
      api.post<{ accountLink: string }>('/stripe/connect-account', { source: 'web', redirectUrl: `${window.location.origin}/provider/payments?payout=return` }),
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
