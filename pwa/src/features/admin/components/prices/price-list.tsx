/**
 * Careers prices (admin panel): what each plan costs per month, quarter and year, with its
 * original (struck-through) price. A new price takes effect from its date; subscribers keep the
 * price they signed up at until their renewal. Only ADMIN sets prices (`prices.manage`).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BadgePercent, Plus } from 'lucide-react'
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '@shared/enums'
import type { CreateCareersPricesBody } from '@shared/contracts/careers-billing'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { PageHeader } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { adminUserQuery } from '../../../../lib/account'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { careersPricesQuery, createCareersPrices } from '../../api/prices'
import { formatCents, formatInstant } from '../../format'
import { AdminTable } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'

const PERIODS = [
  { key: 'monthly', label: 'Monthly' },
  { key: 'quarterly', label: 'Quarterly' },
  { key: 'annual', label: 'Annual' },
] as const

export function PriceList() {
  usePageTitle('Prices')
  const me = useQuery(adminUserQuery())
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const query = useQuery(careersPricesQuery(page))
  return (
    <>
      <PageHeader
        title="Careers prices"
        description="What each job-board plan costs, and the price per job post. New prices apply from their date; subscribers keep theirs until renewal."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ExportCsvButton path="/admin-panel/careers/prices/csv" />
            {me.data?.role === 'ADMIN' && (
              <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setCreating(true)}>
                New prices
              </Button>
            )}
          </div>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <AdminTable
        caption="Careers prices"
        query={query}
        rowKey={(p) => p.careersPriceId}
        onPage={setPage}
        empty={{ icon: <BadgePercent aria-hidden className="size-7" />, title: 'No prices', description: 'The built-in prices apply until you set others.' }}
        columns={[
          {
            header: 'Plan',
            cell: (p) => (
              <div>
                <p className="font-medium text-slate-900">{p.name}</p>
                <p className="text-xs text-slate-500">{p.productType === 'JOB_POST_ADDON' ? 'Per job post' : `${p.planType} · ${p.recurrence.toLowerCase()}`}</p>
              </div>
            ),
          },
          {
            header: 'Price',
            numeric: true,
            cell: (p) => (
              <span>
                {p.originalPriceInCents > p.priceInCents && <s className="mr-1.5 text-slate-400">{formatCents(p.originalPriceInCents)}</s>}
                {formatCents(p.priceInCents)}
              </span>
            ),
          },
          { header: 'From', cell: (p) => (p.isDefault ? 'Built in' : formatInstant(p.effectiveFrom)) },
          { header: 'Until', cell: (p) => (p.effectiveTo ? formatInstant(p.effectiveTo) : '—') },
          { header: 'In force', cell: (p) => (p.isActive ? <Badge tone="success">Now</Badge> : <span className="text-slate-500">No</span>) },
        ]}
      />
      <NewPricesDialog open={creating} onClose={() => setCreating(false)} onCreated={setNotice} />
    </>
  )
}

type Amounts = Record<(typeof PERIODS)[number]['key'], { current: string; original: string }>
const EMPTY: Amounts = { monthly: { current: '', original: '' }, quarterly: { current: '', original: '' }, annual: { current: '', original: '' } }

function NewPricesDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (notice: string) => void }) {
  const queryClient = useQueryClient()
  const [plan, setPlan] = useState<SubscriptionTier | 'JOB_POST'>('BASIC')
  const [amounts, setAmounts] = useState<Amounts>(EMPTY)
  const [from, setFrom] = useState('')
  const create = useMutation({
    mutationFn: createCareersPrices,
    onSuccess: () => {
      onCreated(`New ${plan === 'JOB_POST' ? 'job post' : plan} prices saved${from ? ` from ${new Date(from).toLocaleDateString()}` : ''}.`)
      close()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'prices'] }),
  })
  const close = () => {
    setAmounts(EMPTY)
    setFrom('')
    create.reset()
    onClose()
  }
  const cents = (dollars: string) => (dollars.trim() === '' ? undefined : Math.round(Number(dollars) * 100))
  const submit = () => {
    const body: CreateCareersPricesBody = {
      ...(plan === 'JOB_POST' ? { productType: 'JOB_POST_ADDON' as const, planType: null } : { productType: 'SUBSCRIPTION' as const, planType: plan }),
      monthlyPriceInCents: cents(amounts.monthly.current),
      originalMonthlyPriceInCents: cents(amounts.monthly.original),
      ...(plan === 'JOB_POST'
        ? {}
        : {
            quarterlyPriceInCents: cents(amounts.quarterly.current),
            originalQuarterlyPriceInCents: cents(amounts.quarterly.original),
            annualPriceInCents: cents(amounts.annual.current),
            originalAnnualPriceInCents: cents(amounts.annual.original),
          }),
      ...(from ? { effectiveFrom: new Date(from).toISOString() } : {}),
    }
    create.mutate(body)
  }
  const set = (period: keyof Amounts, which: 'current' | 'original') => (e: { target: { value: string } }) =>
    setAmounts((a) => ({ ...a, [period]: { ...a[period], [which]: e.target.value } }))
  return (
    <Dialog
      open={open}
      onClose={close}
      title="New prices"
      description="Leave a price empty to keep the one in force. Amounts in dollars."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Save the prices
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="For">
          <Select
            options={[...SUBSCRIPTION_TIERS.map((t) => ({ value: t, label: `${t} plan` })), { value: 'JOB_POST', label: 'A job post (pay per post)' }]}
            value={plan}
            onChange={(e) => setPlan(e.target.value as SubscriptionTier | 'JOB_POST')}
          />
        </Field>
        {PERIODS.filter((p) => plan !== 'JOB_POST' || p.key === 'monthly').map((p) => (
          <div key={p.key} className="grid grid-cols-2 gap-3">
            <Field label={`${plan === 'JOB_POST' ? 'Per post' : p.label} price`} optional>
              <Input type="number" inputMode="decimal" min="0" step="0.01" value={amounts[p.key].current} onChange={set(p.key, 'current')} />
            </Field>
            <Field label="Original price (shown struck through)" optional>
              <Input type="number" inputMode="decimal" min="0" step="0.01" value={amounts[p.key].original} onChange={set(p.key, 'original')} />
            </Field>
          </div>
        ))}
        <Field label="Takes effect" optional hint="Empty: now. Subscribers keep their price until their renewal.">
          <Input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      </div>
    </Dialog>
  )
}
