/**
 * Facility onboarding forms awaiting approval (issue 16 §3): the one waiting longest first, with
 * the pharmacy, who submitted it, and its answers one click away. ADMIN and OPERATIONS approve
 * (after a confirmation: the orientation packet is made then) or reject with a reason the
 * pharmacy reads on its form and by e-mail.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminFfm, FfmReviewStatus } from '@shared/contracts/verification-queues'
import { ChevronDown, CircleCheck, CircleX, Clock3, ClipboardList } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { errorMessage } from '../../../../lib/api'
import { approveFfm, ffmDetailQuery, ffmQueueQuery, rejectFfm } from '../../api/verification'
import { formatInstant, waitedFor } from '../../format'
import { ConfirmDecisionDialog, RejectDecisionDialog, type PendingDecision } from './decision-dialogs'
import { DecidedLine, DecisionHistory, QueueFilters } from './queue-parts'

const SHOW = [
  { value: 'PENDING', label: 'Waiting for approval' },
  { value: 'GENERATED', label: 'Approved, not yet published' },
  { value: 'COMPLETED', label: 'Published to providers' },
  { value: 'REJECTED', label: 'Sent back' },
] as const

function StatusBadge({ status }: { status: AdminFfm['status'] }) {
  if (status === 'COMPLETED') return <Badge tone="success" icon={<CircleCheck aria-hidden className="size-3.5" />}>Published</Badge>
  if (status === 'GENERATED') return <Badge tone="success" icon={<CircleCheck aria-hidden className="size-3.5" />}>Approved</Badge>
  if (status === 'REJECTED') return <Badge tone="danger" icon={<CircleX aria-hidden className="size-3.5" />}>Sent back</Badge>
  return <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>Waiting</Badge>
}

export function OnboardingFormQueue({ canDecide, onNotice }: { canDecide: boolean; onNotice: (message: string) => void }) {
  const [status, setStatus] = useState<FfmReviewStatus>('PENDING')
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState('')
  const [search, setSearch] = useState('')
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const queue = useQuery(ffmQueueQuery({ status, page, search }))
  const ask = (kind: PendingDecision['kind'], f: AdminFfm) => setPending({ kind, id: f.id, updatedAt: f.updatedAt, subject: `${f.facility.name} · ${f.organization.name}` })
  return (
    <>
      <QueueFilters
        idBase="onboarding-forms"
        value={status}
        options={SHOW}
        onChange={(next) => {
          setStatus(next)
          setPage(1)
        }}
        search={{
          draft,
          onDraft: setDraft,
          onSubmit: () => {
            setSearch(draft)
            setPage(1)
          },
          label: 'Pharmacy or organization',
        }}
      />
      {queue.isLoading ? (
        <p role="status" className="text-sm text-slate-600">Loading onboarding forms…</p>
      ) : queue.isError ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data && queue.data.data.length > 0 ? (
        <>
          <ul className="flex flex-col gap-4" aria-busy={queue.isFetching} aria-label="Onboarding forms">
            {queue.data.data.map((f) => (
              <li key={f.id}>
                <FormCard form={f} canDecide={canDecide} onAsk={ask} />
              </li>
            ))}
          </ul>
          <Pager page={queue.data.pagination.page} totalPages={queue.data.pagination.totalPages} onChange={setPage} />
        </>
      ) : (
        <EmptyState
          icon={<ClipboardList aria-hidden className="size-7" />}
          title={search ? 'No forms match' : status === 'PENDING' ? 'No onboarding forms waiting' : 'None here yet'}
          description="Pharmacies' submitted onboarding forms appear here, the one waiting longest first."
        />
      )}
      <ConfirmDecisionDialog
        pending={pending}
        title="Approve this onboarding form?"
        explanation="Its orientation packet is made from these answers and every provider the pharmacy hires can read it. The member who submitted it is told by e-mail."
        confirmLabel="Approve"
        decide={approveFfm}
        onClose={() => setPending(null)}
        onDone={(p) => onNotice(`Approved the onboarding form of ${p.subject}. The pharmacy has been told by e-mail.`)}
      />
      <RejectDecisionDialog
        pending={pending}
        title="Send this onboarding form back?"
        hint="The pharmacy reads this on its form and by e-mail: say what to correct."
        confirmLabel="Reject with this reason"
        decide={rejectFfm}
        onClose={() => setPending(null)}
        onDone={(p) => onNotice(`Sent back the onboarding form of ${p.subject}. The pharmacy has been told why by e-mail.`)}
      />
    </>
  )
}

function FormCard({ form: f, canDecide, onAsk }: { form: AdminFfm; canDecide: boolean; onAsk: (kind: PendingDecision['kind'], f: AdminFfm) => void }) {
  const [more, setMore] = useState(false)
  const headingId = `ffm-${f.id}`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {f.facility.name} <span className="font-normal text-slate-500">· {f.organization.name}</span>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {f.facility.city}, {f.facility.state}
              {f.submittedBy && (
                <>
                  {' '}
                  · submitted by {f.submittedBy.name} (<a href={`mailto:${f.submittedBy.email}`} className="hover:underline">{f.submittedBy.email}</a>)
                </>
              )}
            </p>
          </div>
          <StatusBadge status={f.status} />
        </div>
        {f.submittedAt && (
          <p className="text-sm text-slate-700">
            Submitted {formatInstant(f.submittedAt)}
            {f.status === 'PENDING' && ` · waiting for ${waitedFor(f.submittedAt)}`}
          </p>
        )}
        <DecidedLine label={f.status === 'REJECTED' ? 'Sent back' : 'Approved'} at={f.reviewedAt} by={f.reviewedBy} reason={f.rejectedReason} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button size="sm" variant="ghost" aria-expanded={more} onClick={() => setMore((m) => !m)} icon={<ChevronDown aria-hidden className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />}>
            {more ? 'Hide the answers' : 'Read the answers'}
          </Button>
          {canDecide && f.status === 'PENDING' && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onAsk('reject', f)} aria-label={`Reject ${f.facility.name}'s onboarding form`}>
                Reject…
              </Button>
              <Button size="sm" onClick={() => onAsk('approve', f)} aria-label={`Approve ${f.facility.name}'s onboarding form`}>
                Approve…
              </Button>
            </div>
          )}
        </div>
        {more && <Answers ffmId={f.id} />}
      </article>
    </Card>
  )
}

/** "phoneGreeting" → "Phone greeting". */
const labelOf = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()).replace(/\bCii\b/, 'CII').replace(/\bOtc\b/, 'OTC')

function Answers({ ffmId }: { ffmId: string }) {
  const detail = useQuery(ffmDetailQuery(ffmId))
  if (detail.isLoading) return <p role="status" className="text-sm text-slate-600">Loading…</p>
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>
  const { answers, decisions } = detail.data!
  const { operatingDays, ...rest } = answers
  return (
    <div className="grid gap-4 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
      <section>
        <h3 className="font-semibold text-slate-900">Answers</h3>
        <dl className="mt-1 space-y-2">
          {operatingDays && (
            <div>
              <dt className="text-xs font-medium text-slate-500">Operating days</dt>
              <dd className="text-slate-800">{operatingDays.map((d) => `${d.day.charAt(0)}${d.day.slice(1).toLowerCase()} ${(d.timeSlots ?? []).map((s) => `${s.startTime}–${s.endTime}`).join(', ')}`).join('; ')}</dd>
            </div>
          )}
          {Object.entries(rest).map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs font-medium text-slate-500">{labelOf(key)}</dt>
              <dd className="whitespace-pre-line text-slate-800">{String(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DecisionHistory decisions={decisions} label={(d) => (d === 'GENERATED' ? 'approved' : 'sent back')} />
    </div>
  )
}
