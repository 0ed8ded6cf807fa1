/**
 * Background checks needing review (issue 16 §3): the vendor blocked the case, or it finished
 * without clearing the provider. ADMIN and OPERATIONS read the report at the vendor and clear the
 * provider (after a confirmation) or do not, with a reason the provider is e-mailed.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminBackgroundCheckRow, BackgroundCheckReviewFilter } from '@shared/contracts/background-checks'
import { ChevronDown, CircleCheck, CircleX, Clock3, Mail, ShieldCheck } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { errorMessage } from '../../../../lib/api'
import { backgroundCheckDetailQuery, backgroundCheckQueueQuery, clearBackgroundCheck, rejectBackgroundCheck } from '../../api/verification'
import { formatInstant } from '../../format'
import { ConfirmDecisionDialog, RejectDecisionDialog, type PendingDecision } from './decision-dialogs'
import { DecidedLine, DecisionHistory, QueueFilters } from './queue-parts'

const SHOW = [
  { value: 'needs-review', label: 'Needing review' },
  { value: 'cleared', label: 'Cleared' },
  { value: 'not-cleared', label: 'Not cleared by staff' },
  { value: 'in-progress', label: 'Still running' },
  { value: 'all', label: 'All' },
] as const

function StatusBadge({ check }: { check: AdminBackgroundCheckRow }) {
  if (check.cleared) return <Badge tone="success" icon={<CircleCheck aria-hidden className="size-3.5" />}>Cleared</Badge>
  if (check.review?.decision === 'NOT_CLEARED') return <Badge tone="danger" icon={<CircleX aria-hidden className="size-3.5" />}>Not cleared</Badge>
  if (check.needsReview) return <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>Needs review</Badge>
  return <Badge tone="neutral">Running</Badge>
}

export function BackgroundCheckQueue({ canDecide, onNotice }: { canDecide: boolean; onNotice: (message: string) => void }) {
  const [review, setReview] = useState<BackgroundCheckReviewFilter>('needs-review')
  const [page, setPage] = useState(1)
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const queue = useQuery(backgroundCheckQueueQuery({ review, page }))
  const ask = (kind: PendingDecision['kind'], c: AdminBackgroundCheckRow) => setPending({ kind, id: c.backgroundCheckId, updatedAt: c.updatedAt, subject: `${c.providerName}'s background check` })
  return (
    <>
      <QueueFilters
        idBase="background-checks"
        value={review}
        options={SHOW}
        onChange={(next) => {
          setReview(next)
          setPage(1)
        }}
      />
      {queue.isLoading ? (
        <p role="status" className="text-sm text-slate-600">Loading background checks…</p>
      ) : queue.isError ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data && queue.data.data.length > 0 ? (
        <>
          <ul className="flex flex-col gap-4" aria-busy={queue.isFetching} aria-label="Background checks">
            {queue.data.data.map((c) => (
              <li key={c.backgroundCheckId}>
                <CheckCard check={c} canDecide={canDecide} onAsk={ask} />
              </li>
            ))}
          </ul>
          <Pager page={queue.data.pagination.page} totalPages={queue.data.pagination.totalPages} onChange={setPage} />
        </>
      ) : (
        <EmptyState
          icon={<ShieldCheck aria-hidden className="size-7" />}
          title={review === 'needs-review' ? 'No background checks need review' : 'None here'}
          description="Checks the vendor blocked, or that finished without clearing the provider, appear here until someone decides."
        />
      )}
      <ConfirmDecisionDialog
        pending={pending}
        title="Clear this provider?"
        explanation="You read the vendor's report and nothing in it keeps them from pharmacy work. The provider is told by e-mail and shows as cleared everywhere."
        confirmLabel="Clear"
        decide={clearBackgroundCheck}
        onClose={() => setPending(null)}
        onDone={(p) => onNotice(`Cleared ${p.subject}. The provider has been told by e-mail.`)}
      />
      <RejectDecisionDialog
        pending={pending}
        title="Do not clear this provider?"
        hint="Recorded and e-mailed to the provider: say plainly why."
        confirmLabel="Do not clear"
        decide={rejectBackgroundCheck}
        onClose={() => setPending(null)}
        onDone={(p) => onNotice(`Recorded that ${p.subject} did not clear. The provider has been told why by e-mail.`)}
      />
    </>
  )
}

function CheckCard({ check: c, canDecide, onAsk }: { check: AdminBackgroundCheckRow; canDecide: boolean; onAsk: (kind: PendingDecision['kind'], c: AdminBackgroundCheckRow) => void }) {
  const [more, setMore] = useState(false)
  const headingId = `background-check-${c.backgroundCheckId}`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">{c.providerName}</h2>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Mail aria-hidden className="size-3.5 text-slate-400" />
              <a href={`mailto:${c.email}`} className="hover:underline">{c.email}</a>
            </p>
          </div>
          <StatusBadge check={c} />
        </div>
        <dl className="grid gap-3 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs font-medium text-slate-500">Case status</dt>
            <dd className="font-semibold text-slate-900">{c.status ?? 'Not started'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Result</dt>
            <dd className="font-semibold text-slate-900">{c.result ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Adverse-action steps</dt>
            <dd className="font-semibold text-slate-900">{c.adverseActionSteps.length ? c.adverseActionSteps.map((s) => s.step.replace(/_/g, ' ')).join(', ') : 'None'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Last change</dt>
            <dd className="font-semibold text-slate-900">{formatInstant(c.updatedAt)}</dd>
          </div>
        </dl>
        {c.review && <DecidedLine label={c.review.decision === 'CLEARED' ? 'Cleared' : 'Not cleared'} at={c.review.reviewedAt} by={c.review.reviewedBy} reason={c.review.reason} />}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button size="sm" variant="ghost" aria-expanded={more} onClick={() => setMore((m) => !m)} icon={<ChevronDown aria-hidden className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />}>
            {more ? 'Less' : 'History'}
          </Button>
          {canDecide && c.needsReview && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onAsk('reject', c)} aria-label={`Do not clear ${c.providerName}`}>
                Do not clear…
              </Button>
              <Button size="sm" onClick={() => onAsk('approve', c)} aria-label={`Clear ${c.providerName}`}>
                Clear…
              </Button>
            </div>
          )}
        </div>
        {more && <History backgroundCheckId={c.backgroundCheckId} />}
      </article>
    </Card>
  )
}

function History({ backgroundCheckId }: { backgroundCheckId: string }) {
  const detail = useQuery(backgroundCheckDetailQuery(backgroundCheckId))
  if (detail.isLoading) return <p role="status" className="text-sm text-slate-600">Loading…</p>
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>
  return (
    <div className="border-t border-slate-100 pt-4 text-sm">
      <DecisionHistory decisions={detail.data!.decisions} label={(d) => (d === 'CLEARED' ? 'cleared' : 'not cleared')} />
    </div>
  )
}
