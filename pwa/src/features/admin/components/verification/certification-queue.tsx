/**
 * Certifications to verify (issue 16 §3): the one waiting longest first, each with its holder,
 * its dates and its document; ADMIN and OPERATIONS verify (after a confirmation) or reject with a
 * reason the provider reads. Verified and rejected ones are listed too, the latest first.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminCertification } from '@shared/contracts/verification-queues'
import type { CertificationReviewStatus } from '@shared/enums'
import { BadgeCheck, ChevronDown, CircleX, Clock3, FileText, Mail } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { errorMessage } from '../../../../lib/api'
import { certificationDetailQuery, certificationQueueQuery, rejectCertification, verifyCertification } from '../../api/verification'
import { formatCalendarDate, providerTitle, waitedFor } from '../../format'
import { ConfirmDecisionDialog, RejectDecisionDialog, type PendingDecision } from './decision-dialogs'
import { DecidedLine, DecisionHistory, QueueFilters } from './queue-parts'

const SHOW = [
  { value: 'PENDING', label: 'Waiting for a decision' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'REJECTED', label: 'Not accepted' },
] as const

const STANDING: Record<AdminCertification['standing'], string> = { ACTIVE: 'Active', EXPIRING: 'Expiring soon', EXPIRED: 'Expired' }

function StatusBadge({ status }: { status: CertificationReviewStatus }) {
  if (status === 'VERIFIED') return <Badge tone="success" icon={<BadgeCheck aria-hidden className="size-3.5" />}>Verified</Badge>
  if (status === 'REJECTED') return <Badge tone="danger" icon={<CircleX aria-hidden className="size-3.5" />}>Not accepted</Badge>
  return <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>Waiting</Badge>
}

export function CertificationQueue({ canDecide, onNotice }: { canDecide: boolean; onNotice: (message: string) => void }) {
  const [status, setStatus] = useState<CertificationReviewStatus>('PENDING')
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState('')
  const [search, setSearch] = useState('')
  const [pending, setPending] = useState<PendingDecision | null>(null)
  const queue = useQuery(certificationQueueQuery({ status, page, search }))
  const ask = (kind: PendingDecision['kind'], c: AdminCertification) =>
    setPending({ kind, id: c.certificationId, updatedAt: c.updatedAt, subject: `${c.name} · ${c.provider.firstName} ${c.provider.lastName}` })
  return (
    <>
      <QueueFilters
        idBase="certifications"
        value={status}
        options={SHOW}
        onChange={(next) => {
          setStatus(next)
          setPage(1)
        }}
        search={{ draft, onDraft: setDraft, onSubmit: () => {
            setSearch(draft)
            setPage(1)
          }, label: 'Name, e-mail or certification' }}
      />
      {queue.isLoading ? (
        <p role="status" className="text-sm text-slate-600">Loading certifications…</p>
      ) : queue.isError ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data && queue.data.data.length > 0 ? (
        <>
          <ul className="flex flex-col gap-4" aria-busy={queue.isFetching} aria-label="Certifications">
            {queue.data.data.map((c) => (
              <li key={c.certificationId}>
                <CertificationCard certification={c} canDecide={canDecide} onAsk={ask} />
              </li>
            ))}
          </ul>
          <Pager page={queue.data.pagination.page} totalPages={queue.data.pagination.totalPages} onChange={setPage} />
        </>
      ) : (
        <EmptyState
          icon={<BadgeCheck aria-hidden className="size-7" />}
          title={search ? 'No certifications match' : status === 'PENDING' ? 'No certifications waiting' : 'None here yet'}
          description={status === 'PENDING' ? 'Certifications providers add or change appear here, the one waiting longest first.' : 'Decisions you make are listed here, the latest first.'}
        />
      )}
      <ConfirmDecisionDialog
        pending={pending}
        title="Verify this certification?"
        explanation="You checked the document and the issuer's records. The provider is told by e-mail and pharmacies see it as verified."
        confirmLabel="Verify"
        decide={verifyCertification}
        onClose={() => setPending(null)}
        onDone={(p) => onNotice(`Verified ${p.subject}. The provider has been told by e-mail.`)}
      />
      <RejectDecisionDialog
        pending={pending}
        title="Reject this certification?"
        hint="The provider reads this on their profile and by e-mail: say what to correct."
        confirmLabel="Reject with this reason"
        decide={rejectCertification}
        onClose={() => setPending(null)}
        onDone={(p) => onNotice(`Rejected ${p.subject}. The provider has been told why by e-mail.`)}
      />
    </>
  )
}

function CertificationCard({ certification: c, canDecide, onAsk }: { certification: AdminCertification; canDecide: boolean; onAsk: (kind: PendingDecision['kind'], c: AdminCertification) => void }) {
  const [more, setMore] = useState(false)
  const name = `${c.provider.firstName} ${c.provider.lastName}`
  const headingId = `certification-${c.certificationId}`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {c.name} <span className="font-normal text-slate-500">· {name}, {providerTitle(c.provider.title)}</span>
            </h2>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Mail aria-hidden className="size-3.5 text-slate-400" />
              <a href={`mailto:${c.provider.email}`} className="hover:underline">{c.provider.email}</a>
            </p>
          </div>
          <StatusBadge status={c.status} />
        </div>
        <dl className="grid gap-3 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs font-medium text-slate-500">Number</dt>
            <dd className="font-mono font-semibold text-slate-900">{c.number ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Issuer</dt>
            <dd className="font-semibold text-slate-900">{c.issuer ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Issued · expires</dt>
            <dd className="font-semibold text-slate-900">
              {formatCalendarDate(c.issuedAt)} · {c.expiresAt ? formatCalendarDate(c.expiresAt) : 'never'} {c.standing !== 'ACTIVE' && <Badge tone={c.standing === 'EXPIRED' ? 'danger' : 'warning'}>{STANDING[c.standing]}</Badge>}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{c.status === 'PENDING' ? 'Waiting for' : 'Sent'}</dt>
            <dd className="font-semibold text-slate-900">{waitedFor(c.submittedAt)}</dd>
          </div>
        </dl>
        {c.document ? (
          <a href={c.document.fileLink} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
            <FileText aria-hidden className="size-4" /> Document{c.document.filename ? ` (${c.document.filename})` : ''}
          </a>
        ) : (
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-500">
            <FileText aria-hidden className="size-4" /> No document uploaded
          </p>
        )}
        <DecidedLine label={c.status === 'VERIFIED' ? 'Verified' : 'Not accepted'} at={c.reviewedAt} by={c.reviewedBy} reason={c.rejectionReason} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button size="sm" variant="ghost" aria-expanded={more} onClick={() => setMore((m) => !m)} icon={<ChevronDown aria-hidden className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />}>
            {more ? 'Less' : 'History'}
          </Button>
          {canDecide && c.status === 'PENDING' && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onAsk('reject', c)} aria-label={`Reject ${name}'s ${c.name}`}>
                Reject…
              </Button>
              <Button size="sm" onClick={() => onAsk('approve', c)} aria-label={`Verify ${name}'s ${c.name}`}>
                Verify…
              </Button>
            </div>
          )}
        </div>
        {more && <History certificationId={c.certificationId} />}
      </article>
    </Card>
  )
}

function History({ certificationId }: { certificationId: string }) {
  const detail = useQuery(certificationDetailQuery(certificationId))
  if (detail.isLoading) return <p role="status" className="text-sm text-slate-600">Loading…</p>
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>
  return (
    <div className="border-t border-slate-100 pt-4 text-sm">
      <DecisionHistory decisions={detail.data!.decisions} label={(d) => (d === 'VERIFIED' ? 'verified' : 'not accepted')} />
    </div>
  )
}
