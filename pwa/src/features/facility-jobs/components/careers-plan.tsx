/**
 * The organization's careers plan: the plan with its postings left and next bill, or the plans to
 * choose from; a change of plan shows what it costs before it is made (an upgrade is charged now,
 * prorated; a downgrade waits for the period's end); cancel and reactivate; the invoices.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Receipt } from 'lucide-react'
import { SUBSCRIPTION_RECURRENCES, SUBSCRIPTION_TIERS, type SubscriptionRecurrence, type SubscriptionTier } from '@shared/enums'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../components/ui/card'
import { Field } from '../../../components/ui/field'
import { LoadError } from '../../../components/ui/load-error'
import { PageHeader } from '../../../components/ui/page'
import { Pager } from '../../../components/ui/pager'
import { Select } from '../../../components/ui/select'
import { errorMessage } from '../../../lib/api'
import { usePageTitle } from '../../../lib/use-page-title'
import { cancelDowngrade, cancelPlan, downgrade, invoicesQuery, PLAN_KEY, planQuery, prorationQuery, reactivatePlan, subscribe, upgrade } from '../api/plan'

const TIER_WORDS: Record<SubscriptionTier, string> = { BASIC: 'Basic', STANDARD: 'Standard', ESSENTIAL: 'Essential', ENTERPRISE: 'Enterprise' }
const PERIOD_WORDS: Record<SubscriptionRecurrence, string> = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', YEARLY: 'Yearly' }
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—')

export function CareersPlan() {
  usePageTitle('Careers plan')
  const queryClient = useQueryClient()
  const plan = useQuery(planQuery())
  const [choice, setChoice] = useState<{ plan: SubscriptionTier; recurrence: SubscriptionRecurrence }>({ plan: 'STANDARD', recurrence: 'MONTHLY' })
  const current = plan.data?.subscription
  const isUpgrade = current ? SUBSCRIPTION_TIERS.indexOf(choice.plan) > SUBSCRIPTION_TIERS.indexOf(current.plan) || (choice.plan === current.plan && SUBSCRIPTION_RECURRENCES.indexOf(choice.recurrence) > SUBSCRIPTION_RECURRENCES.indexOf(current.recurrence)) : false
  const changed = current ? choice.plan !== current.plan || choice.recurrence !== current.recurrence : true
  const preview = useQuery(prorationQuery(choice.plan, choice.recurrence, Boolean(current) && isUpgrade))
  const refresh = () => queryClient.invalidateQueries({ queryKey: PLAN_KEY })
  const act = useMutation({
    mutationFn: async (what: 'subscribe' | 'upgrade' | 'downgrade' | 'cancelDowngrade' | 'cancel' | 'reactivate') => {
      if (what === 'subscribe') {
        // A path: the API follows only the product's own addresses back from the checkout.
        const created = await subscribe({ ...choice, redirect: `${window.location.pathname}?checkout=complete` })
        if (created.checkoutSession.status === 'open') window.location.assign(created.checkoutSession.url)
        return
      }
      if (what === 'upgrade') return void (await upgrade(choice))
      if (what === 'downgrade') return void (await downgrade(choice))
      if (what === 'cancelDowngrade') return void (await cancelDowngrade())
      if (what === 'cancel') return void (await cancelPlan(current!.careersSubscriptionId))
      return void (await reactivatePlan(current!.careersSubscriptionId))
    },
    onSettled: refresh,
  })
  if (plan.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your plan…
      </p>
    )
  if (plan.isError) return <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
  const d = plan.data
  return (
    <>
      <PageHeader title="Careers plan" description="Your job-board plan: how many jobs you can list at once, featured listings, and what you pay." />
      {act.isError && (
        <Alert tone="error" className="mb-4">
          {errorMessage(act.error)}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {d && current ? (
          <Card>
            <CardHeader title={`${TIER_WORDS[current.plan]} · ${PERIOD_WORDS[current.recurrence]}`} description={`${day(current.periodStart)} – ${day(current.periodEnd)}`} />
            <CardBody className="flex flex-col gap-2 text-sm">
              <p>
                <Badge tone={current.status === 'ACTIVE' ? 'success' : current.status === 'PAST_DUE' || current.status === 'UNPAID' ? 'danger' : 'warning'}>{current.status.replace('_', ' ').toLowerCase()}</Badge>
              </p>
              <p>
                Job postings: {d.jobPostings.remaining} left of {d.jobPostings.allowed} · featured listings: {d.featuredListings.remaining} left of {d.featuredListings.allowed}
              </p>
              <p>
                Next bill: {money(d.nextBillingAmountInCents)} on {day(d.nextBillingDate)}
                {d.cancelAtPeriodEnd && ' — the plan ends then'}
              </p>
              {current.pendingPlan && (
                <p>
                  Moving to {TIER_WORDS[current.pendingPlan]} at the end of this period.{' '}
                  <Button size="sm" variant="ghost" onClick={() => act.mutate('cancelDowngrade')}>
                    Keep {TIER_WORDS[current.plan]}
                  </Button>
                </p>
              )}
              <div className="mt-2">
                {current.status === 'CANCEL_PENDING' ? (
                  <Button variant="outline" loading={act.isPending} onClick={() => act.mutate('reactivate')}>
                    Keep my plan
                  </Button>
                ) : current.status !== 'CANCELED' ? (
                  <Button variant="ghost" loading={act.isPending} onClick={() => act.mutate('cancel')}>
                    Cancel at the end of the period
                  </Button>
                ) : null}
              </div>
            </CardBody>
          </Card>
        ) : (
          <Alert tone="info">You have no careers plan yet. Choose one to list jobs; you can also pay per post when you list a job.</Alert>
        )}
        <Card>
          <CardHeader title={current ? 'Change plan' : 'Choose a plan'} />
          <CardBody className="flex flex-col gap-3">
            <div className="grid grid-cols-2 gap-3">
              <Field label="Plan">
                <Select options={SUBSCRIPTION_TIERS.map((t) => ({ value: t, label: TIER_WORDS[t] }))} value={choice.plan} onChange={(e) => setChoice((c) => ({ ...c, plan: e.target.value as SubscriptionTier }))} />
              </Field>
              <Field label="Billed">
                <Select options={SUBSCRIPTION_RECURRENCES.map((r) => ({ value: r, label: PERIOD_WORDS[r] }))} value={choice.recurrence} onChange={(e) => setChoice((c) => ({ ...c, recurrence: e.target.value as SubscriptionRecurrence }))} />
              </Field>
            </div>
            {current && changed && isUpgrade && preview.data && (
              <p className="text-sm text-slate-700">
                Charged now: <strong>{money(preview.data.prorationCostInCents)}</strong> ({money(preview.data.newPriceInCents)} less {money(preview.data.unusedCreditInCents)} unused of this period).
              </p>
            )}
            {current && changed && !isUpgrade && <p className="text-sm text-slate-700">The change takes effect at the end of this period; nothing is charged now.</p>}
            <Button disabled={!changed} loading={act.isPending} onClick={() => act.mutate(!current ? 'subscribe' : isUpgrade ? 'upgrade' : 'downgrade')}>
              {!current ? 'Continue to payment' : isUpgrade ? 'Upgrade now' : 'Downgrade at period end'}
            </Button>
          </CardBody>
        </Card>
      </div>
      {d && <Invoices />}
    </>
  )
}

function Invoices() {
  const [page, setPage] = useState(1)
  const invoices = useQuery(invoicesQuery(page))
  return (
    <Card className="mt-4">
      <CardHeader icon={<Receipt aria-hidden className="size-5" />} title="Invoices" />
      <CardBody>
        {invoices.data && invoices.data.data.length > 0 ? (
          <>
            <ul className="divide-y divide-slate-100 text-sm">
              {invoices.data.data.map((inv) => (
                <li key={inv.invoiceId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {day(inv.billingDate)} · {inv.description}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="tabular-nums">{money(inv.amountInCents)}</span>
                    <Badge tone={inv.status === 'paid' ? 'success' : inv.status === 'open' ? 'warning' : 'neutral'}>{inv.status}</Badge>
                    <a href={inv.invoiceLink} target="_blank" rel="noreferrer" className="font-medium text-brand-700 hover:underline">
                      View
                    </a>
                  </span>
                </li>
              ))}
            </ul>
            <Pager page={invoices.data.pagination.page} totalPages={invoices.data.pagination.totalPages} onChange={setPage} />
          </>
        ) : (
          <p className="text-sm text-slate-500">No invoices yet.</p>
        )}
      </CardBody>
    </Card>
  )
}
