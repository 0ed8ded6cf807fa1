/**
 * The background check (issue 13 §4, §9; spec 001 "Enumerations" background check status and
 * result): start it (`POST /background-check`, paid at the vendor's checkout, which comes back
 * here), then follow the case: its status, result, the vendor's finer status, the invitation
 * the vendor sends and any adverse-action steps. While a case is open the screen checks again
 * every half minute.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BackgroundCheckState } from '@shared/contracts/background-checks'
import { ExternalLink, ShieldCheck } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { onboardingQuery } from '../../api/compliance'
import { backgroundCheckQuery, startBackgroundCheck } from '../../api/profile'
import { BackToProfile } from './profile-sections'

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
const money = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' })

/** Where the check stands, in words a provider reads at a glance. */
export function checkSummary(check: BackgroundCheckState): { tone: BadgeTone; label: string; text: string } {
  if (check.hasBackgroundCheckCleared) return { tone: 'success', label: 'Cleared', text: 'Your background check cleared. Pharmacies can hire you.' }
  if (!check.backgroundCheckId) return { tone: 'neutral', label: 'Not started', text: 'Pharmacies hire providers whose background check cleared.' }
  if (check.result === 'Adverse Action') return { tone: 'danger', label: 'Not cleared', text: 'The check did not clear. The vendor has written to you about the finding and your rights.' }
  if (check.result === 'Pre-Adverse Action' || check.result === 'Dispute Adverse Action')
    return { tone: 'warning', label: 'Under review', text: 'The vendor found something to review. You can dispute it through the vendor before a decision is made.' }
  if (check.status === 'Blocked') return { tone: 'warning', label: 'Blocked', text: 'The check is stopped, often because the invitation expired. Start a new one.' }
  return { tone: 'brand', label: 'In progress', text: 'The vendor is running your check. It usually takes a few days; this page updates itself.' }
}

export function BackgroundCheckPage() {
  const check = useQuery({ ...backgroundCheckQuery(), refetchInterval: (q) => (q.state.data && q.state.data.backgroundCheckId && !q.state.data.hasBackgroundCheckCleared && q.state.data.status !== 'Adjudicated' ? 30_000 : false) })
  return (
    <AreaPage title="Background check" description="One check, paid once, covers every pharmacy on the marketplace.">
      <BackToProfile />
      <Card className="max-w-2xl">
        <CardHeader icon={<ShieldCheck aria-hidden className="size-5" />} title="Your background check" />
        <CardBody>
          {check.isLoading ? (
            <SkeletonList rows={3} label="Loading your background check" />
          ) : check.isError ? (
            <LoadError error={check.error} title="Your background check didn't load" onRetry={() => void check.refetch()} />
          ) : check.data ? (
            <CheckState check={check.data} />
          ) : null}
        </CardBody>
      </Card>
    </AreaPage>
  )
}

function CheckState({ check }: { check: BackgroundCheckState }) {
  const queryClient = useQueryClient()
  const start = useMutation({
    mutationFn: () => startBackgroundCheck({ source: 'web', redirectUrl: `${location.origin}/provider/profile/background-check` }),
    onSuccess: async ({ checkoutUrl }) => {
      // A vendor's checkout on another site is opened; the sandbox's comes straight back here.
      if (new URL(checkoutUrl, location.origin).origin !== location.origin) return location.assign(checkoutUrl)
      await Promise.all([queryClient.invalidateQueries({ queryKey: backgroundCheckQuery().queryKey }), queryClient.invalidateQueries({ queryKey: onboardingQuery().queryKey })])
    },
  })
  const summary = checkSummary(check)
  const canStart = !check.backgroundCheckId || check.status === 'Blocked'
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Badge tone={summary.tone}>{summary.label}</Badge>
        <p className="text-sm text-slate-700">{summary.text}</p>
      </div>
      {check.backgroundCheckId && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" aria-label="Check details">
          <dt className="text-slate-500">Status</dt>
          <dd className="font-medium text-slate-900">{check.status ?? 'Opening'}</dd>
          <dt className="text-slate-500">Result</dt>
          <dd className="font-medium text-slate-900">{check.result ?? '—'}</dd>
          <dt className="text-slate-500">Vendor status</dt>
          <dd className="text-slate-800">{check.secondaryStatus ?? '—'}</dd>
          <dt className="text-slate-500">Fee</dt>
          <dd className="text-slate-800">
            {check.isPaymentPending ? 'Payment pending' : `${money(check.paidAmount)} paid`}
            {check.refundedAmount > 0 && `, ${money(check.refundedAmount)} refunded`}
          </dd>
        </dl>
      )}
      {check.adverseActionSteps.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Steps</h3>
          <ol className="mt-1 list-decimal pl-5 text-sm text-slate-700">
            {check.adverseActionSteps.map((s) => (
              <li key={`${s.step}-${s.at}`}>
                {s.step} <span className="text-slate-500">({WHEN.format(new Date(s.at))})</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {check.invitationUrl && !check.hasBackgroundCheckCleared && check.status === 'Pending' && (
        <a href={check.invitationUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          Fill in the vendor's form <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
      {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
      {canStart && (
        <div>
          <Button onClick={() => start.mutate()} loading={start.isPending} icon={<ShieldCheck aria-hidden className="size-4" />}>
            {check.backgroundCheckId ? 'Start a new background check' : 'Start my background check'}
          </Button>
        </div>
      )}
    </div>
  )
}
