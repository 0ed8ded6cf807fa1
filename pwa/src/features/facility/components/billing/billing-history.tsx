/**
 * What the organization paid and got back, newest first: each hire's charge, extra hours, late
 * cancellation fees (held, then charged), refunds and credits, with the shift each belongs to,
 * the card or bank it went through, and a receipt per charge. Phone: one card per entry;
 * desktop: the same cards in a wider row.
 */
import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FileText, Receipt } from 'lucide-react'
import type { BillingEntry, BillingEntryType } from '@shared/contracts/payments'
import { Alert } from '../../../../components/ui/alert'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { Select } from '../../../../components/ui/select'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { billingHistoryQuery, downloadReceipt } from '../../api/billing'
import { formatCents, formatDate } from '../../format'

const TYPE_LABELS: Record<BillingEntryType, string> = {
  CHARGE: 'Shift charge',
  ADJUSTMENT: 'Extra hours',
  CANCELLATION_FEE: 'Late cancellation fee',
  CREDITS_APPLIED: 'Credits applied',
  REFUND: 'Refund',
  CREDITS_RETURNED: 'Credits returned',
  CREDITS_GRANTED: 'Credits added',
}

const FILTERS: { value: string; label: string; types: BillingEntryType[] }[] = [
  { value: 'all', label: 'Everything', types: [] },
  { value: 'charges', label: 'Charges', types: ['CHARGE', 'ADJUSTMENT'] },
  { value: 'fees', label: 'Cancellation fees', types: ['CANCELLATION_FEE'] },
  { value: 'refunds', label: 'Refunds', types: ['REFUND', 'CREDITS_RETURNED'] },
  { value: 'credits', label: 'Credits', types: ['CREDITS_APPLIED', 'CREDITS_RETURNED', 'CREDITS_GRANTED'] },
]

const STATUS: Record<BillingEntry['status'], { label: string; tone: BadgeTone }> = {
  PAID: { label: 'Paid', tone: 'success' },
  PARTIALLY_REFUNDED: { label: 'Partly refunded', tone: 'warning' },
  REFUNDED: { label: 'Refunded', tone: 'neutral' },
  COMPLETED: { label: 'Done', tone: 'neutral' },
  PENDING: { label: 'To be charged', tone: 'warning' },
  FAILED: { label: 'Charge failed', tone: 'danger' },
}

function methodLabel(method: BillingEntry['paymentMethod']): string | null {
  if (!method) return null
  const brand = method.brand ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1) : method.type === 'BANK' ? 'Bank' : 'Card'
  return `${brand} •••• ${method.last4}`
}

export function BillingHistory({ facilityId }: { facilityId: string | undefined }) {
  const [filter, setFilter] = useState('all')
  const [page, setPage] = useState(1)
  const types = FILTERS.find((f) => f.value === filter)?.types ?? []
  const history = useQuery(billingHistoryQuery({ facilityId, types, page }))
  const [receiptError, setReceiptError] = useState<string | null>(null)
  const receipt = useMutation({ mutationFn: downloadReceipt, onError: (e) => setReceiptError(errorMessage(e)), onSuccess: () => setReceiptError(null) })
  const entries = history.data?.data ?? []
  const totals = history.data?.totals

  return (
    <section aria-labelledby="billing-history-title">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="billing-history-title" className="text-base font-semibold text-slate-900">
            Billing history
          </h2>
          {totals && (
            <p className="text-sm text-slate-600" data-testid="billing-totals">
              Paid {formatCents(totals.paidInCents)} · back {formatCents(totals.returnedInCents)} · net {formatCents(totals.netInCents)}
              {totals.pendingInCents > 0 && <> · {formatCents(totals.pendingInCents)} to be charged</>}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:w-60">
          <span className="shrink-0">Show</span>
          <Select
            aria-label="Show"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value)
              setPage(1)
            }}
            options={FILTERS.map(({ value, label }) => ({ value, label }))}
          />
        </label>
      </div>
      {receiptError && (
        <Alert tone="error" className="mb-3">
          {receiptError}
        </Alert>
      )}
      {history.isLoading ? (
        <SkeletonList rows={3} label="Loading billing history…" />
      ) : history.error && !history.data ? (
        <LoadError error={history.error} onRetry={() => history.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<FileText aria-hidden className="size-7" />}
          title={filter === 'all' ? 'Nothing charged yet' : 'Nothing of this kind yet'}
          description="Each hire is charged when you hire; refunds, late cancellation fees and credits appear here with the shift they belong to."
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Billing history">
          {entries.map((entry) => (
            <li key={entry.id}>
              <BillingEntryCard entry={entry} onReceipt={() => entry.chargeId && receipt.mutate(entry.chargeId)} receiptBusy={receipt.isPending && receipt.variables === entry.chargeId} />
            </li>
          ))}
        </ul>
      )}
      {history.data && <Pager page={page} totalPages={history.data.pagination.totalPages} onChange={setPage} />}
    </section>
  )
}

function BillingEntryCard({ entry, onReceipt, receiptBusy }: { entry: BillingEntry; onReceipt: () => void; receiptBusy: boolean }) {
  const status = STATUS[entry.status]
  const isCharge = entry.type === 'CHARGE' || entry.type === 'ADJUSTMENT' || entry.type === 'CANCELLATION_FEE'
  const method = methodLabel(entry.paymentMethod)
  const pending = entry.status === 'PENDING' || entry.status === 'FAILED'
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="billing-entry" data-type={entry.type}>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{TYPE_LABELS[entry.type]}</p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        {entry.shift ? (
          <p className="mt-0.5 text-sm text-slate-700">
            <Link to="/facility/shifts/$shiftGroupId" params={{ shiftGroupId: entry.shift.shiftGroupId }} className="font-medium text-brand-700 hover:underline">
              {entry.shift.title}
            </Link>
            {' · '}
            {formatDate(entry.shift.date)}
            {entry.shift.providerName && <> · {entry.shift.providerName}</>}
          </p>
        ) : (
          <p className="mt-0.5 text-sm text-slate-700">{entry.description}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-500">
          {formatDate(entry.date)}
          {entry.facilityName && <> · {entry.facilityName}</>}
          {method && <> · {method}</>}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-center">
        <p className={`text-lg font-semibold tabular-nums ${entry.amountInCents < 0 ? 'text-emerald-700' : 'text-slate-900'}`} data-testid="billing-amount">
          {pending ? `(${formatCents(entry.amountInCents)})` : entry.amountInCents < 0 ? `−${formatCents(-entry.amountInCents)}` : formatCents(entry.amountInCents)}
        </p>
        {isCharge && entry.chargeId && (
          <Button size="sm" variant="ghost" icon={<Receipt aria-hidden className="size-4" />} onClick={onReceipt} disabled={receiptBusy} aria-label={`Receipt for ${TYPE_LABELS[entry.type].toLowerCase()} of ${formatCents(entry.amountInCents)}`}>
            Receipt
          </Button>
        )}
      </div>
    </Card>
  )
}
