/** The provider's payments for shifts and bonuses: filters, total earned, each payout's state. */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Banknote, Wallet } from 'lucide-react'
import { PAYMENT_STATUS_FILTERS, PAYMENT_TYPE_FILTERS } from '@shared/contracts/payments'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { buttonClasses, Button } from '../../../../components/ui/button'
import { Card, CardBody } from '../../../../components/ui/card'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useCachedQuery } from '../../../../offline'
import { ALL_PAYMENTS, providerPaymentsQuery, type PaymentStatusFilter, type PaymentTypeFilter } from '../../api/payments'
import { formatDate, formatDollars } from '../../format'
import { CachedNote } from '../cached-note'
import { PayoutAccountCard } from './payout-account-card'

const STATUS_TONE: Record<string, BadgeTone> = { completed: 'success', processing: 'accent', pending: 'warning' }
const STATUS_WORDS: Record<string, string> = { completed: 'Paid', processing: 'On its way', pending: 'Pending' }
const TYPE_WORDS: Record<string, string> = { Shift: 'Shift', Bonus: 'Bonus', CancellationFee: 'Late-cancellation fee' }

/** `payoutReturn`: the person just came back from the processor's onboarding pages. */
export function Payments({ payoutReturn }: { payoutReturn: boolean }) {
  usePageTitle('Payments')
  const [status, setStatus] = useState<PaymentStatusFilter>(ALL_PAYMENTS.status)
  const [type, setType] = useState<PaymentTypeFilter>(ALL_PAYMENTS.type)
  const [from, setFrom] = useState(ALL_PAYMENTS.from)
  const [to, setTo] = useState(ALL_PAYMENTS.to)
  const [page, setPage] = useState(ALL_PAYMENTS.page)
  const payments = useCachedQuery(providerPaymentsQuery({ status, type, from, to, page }))
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
                  setStatus(e.target.value as PaymentStatusFilter)
                  setPage(1)
                }}
                options={PAYMENT_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'Processing' ? 'On its way' : s === 'Completed' ? 'Paid' : s }))}
              />
            </Field>
            <Field label="Type">
              <Select
                value={type}
                onChange={(e) => {
                  setType(e.target.value as PaymentTypeFilter)
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
            <LoadError title="We couldn't load your payments" error={payments.error} onRetry={() => payments.refetch()} />
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
        <PayoutAccountCard payoutReturn={payoutReturn} />
      </div>
    </>
  )
}
