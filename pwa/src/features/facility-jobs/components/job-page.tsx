/**
 * One of the organization's jobs (careers): its listing state with List / Take down, what listing
 * still needs, and the applicants as a board — needs review, saved for later, rejected — where a
 * card moves with one click, a rejection carries its reason and tells the applicant, and Message
 * opens the careers chat. Listing without a posting left asks to pay for the post (the 405's
 * prices): charged to the card on file, or, with none, paid at the checkout the browser is sent to
 * (`publishOnRedirect`), which lists the job and returns here with `?checkout=complete`.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Megaphone } from 'lucide-react'
import type { JobApplicantRow } from '@shared/contracts/careers-jobs'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../components/ui/card'
import { CareersMessageButton } from '../../../components/careers-message-button'
import { Dialog } from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { LoadError } from '../../../components/ui/load-error'
import { PageHeader } from '../../../components/ui/page'
import { Textarea } from '../../../components/ui/textarea'
import { ApiError, errorMessage } from '../../../lib/api'
import { usePageTitle } from '../../../lib/use-page-title'
import { jobApplicantsQuery, jobDetailsQuery, JOBS_KEY, notifyRejection, publishJob, setApplicantStatus, unpublishJob } from '../api/jobs'
import { JOB_STATUS_BADGE } from './job-list'

const COLUMNS = [
  { group: 'needsReview', title: 'Needs review' },
  { group: 'saveForLater', title: 'Saved for later' },
  { group: 'rejected', title: 'Rejected' },
] as const

export function FacilityJobPage({ jobId }: { jobId: string }) {
  const queryClient = useQueryClient()
  const job = useQuery(jobDetailsQuery(jobId))
  const [payment, setPayment] = useState<{ today: number; next: number } | null>(null)
  const [rejecting, setRejecting] = useState<JobApplicantRow | null>(null)
  const [backFromCheckout] = useState(() => typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('checkout') === 'complete')
  usePageTitle(job.data?.title ?? 'Job')
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOBS_KEY })
  const publish = useMutation({
    mutationFn: (agree: boolean) => publishJob({ jobId, ...(agree ? { aggreedToPayPerPost: true, publishOnRedirect: true } : {}) }),
    onSuccess: (answer) => {
      // No card on file: the post is paid at the checkout, which lists the job and comes back here.
      if (answer.checkoutSession?.status === 'open') return window.location.assign(answer.checkoutSession.url)
      setPayment(null)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 405) setPayment({ today: Number(error.details.priceTodayDollars ?? 0), next: Number(error.details.priceNextBillingDollars ?? 0) })
    },
    onSettled: refresh,
  })
  const unpublish = useMutation({ mutationFn: () => unpublishJob(jobId), onSettled: refresh })
  if (job.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the job…
      </p>
    )
  if (!job.data) return <LoadError error={job.error} onRetry={() => void job.refetch()} title="This job didn't load" />
  const j = job.data
  const listed = j.status === 'PUBLISHED'
  const canList = j.status === 'DRAFT' || j.status === 'ARCHIVED' || j.status === 'PAST_DUE'
  const publishError = publish.isError && !(publish.error instanceof ApiError && publish.error.status === 405) ? publish.error : null
  return (
    <>
      <Link to="/facility/jobs" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All jobs
      </Link>
      <PageHeader
        eyebrow={j.facilityName ?? j.organizationName}
        title={j.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={JOB_STATUS_BADGE[j.status]?.tone ?? 'neutral'}>{JOB_STATUS_BADGE[j.status]?.label ?? j.status}</Badge>
            {j.listingEndsAt && listed && <span>Listed until {new Date(j.listingEndsAt).toLocaleDateString()}</span>}
            {j.applicantsBlurred && <span>Free post: applicants are hidden until you pay for it.</span>}
          </span>
        }
        actions={
          <>
            {canList && (
              <Button icon={<Megaphone aria-hidden className="size-4" />} disabled={j.missingForPublish.length > 0} loading={publish.isPending} onClick={() => publish.mutate(false)}>
                List the job
              </Button>
            )}
            {listed && (
              <Button variant="outline" loading={unpublish.isPending} onClick={() => unpublish.mutate()}>
                Take it down
              </Button>
            )}
          </>
        }
      />
      {backFromCheckout && listed && (
        <Alert tone="success" className="mb-4">
          Payment received: the job is listed.
        </Alert>
      )}
      {j.missingForPublish.length > 0 && canList && (
        <Alert tone="warning" className="mb-4">
          Before listing: {j.missingForPublish.map((m) => m.message).join(' · ')}
        </Alert>
      )}
      {publishError && (
        <Alert tone="error" className="mb-4">
          {publishError instanceof ApiError && publishError.status === 402 ? 'Add a card under Billing to pay for this post, then list it again.' : errorMessage(publishError)}
        </Alert>
      )}
      {unpublish.isError && (
        <Alert tone="error" className="mb-4">
          {errorMessage(unpublish.error)}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        {COLUMNS.map((c) => (
          <ApplicantColumn key={c.group} jobId={jobId} group={c.group} title={`${c.title} (${j.applicants[c.group]})`} onReject={setRejecting} />
        ))}
      </div>
      <Dialog
        open={payment !== null}
        onClose={() => setPayment(null)}
        title="No posting left in your plan"
        description="List this job by paying for the post, or upgrade your plan under Billing."
        footer={
          <>
            <Button variant="outline" onClick={() => setPayment(null)}>
              Not now
            </Button>
            <Button loading={publish.isPending} onClick={() => publish.mutate(true)}>
              Pay ${payment?.today.toFixed(2)} and list
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          ${payment?.today.toFixed(2)} today, then ${payment?.next.toFixed(2)} at each renewal while the post stays listed. Charged to your card on file; without one you pay at checkout and the job is listed when the payment goes through.
        </p>
      </Dialog>
      <RejectDialog applicant={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />
    </>
  )
}

function ApplicantColumn({ jobId, group, title, onReject }: { jobId: string; group: string; title: string; onReject: (a: JobApplicantRow) => void }) {
  const queryClient = useQueryClient()
  const applicants = useQuery(jobApplicantsQuery(jobId, group))
  const move = useMutation({ mutationFn: setApplicantStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }) })
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>
        {applicants.isLoading ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : applicants.isError ? (
          <LoadError error={applicants.error} onRetry={() => void applicants.refetch()} />
        ) : applicants.data && applicants.data.data.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {applicants.data.data.map((a) => (
              <li key={a.jobApplicationId} className="rounded-xl border border-slate-200 p-3">
                <p className="font-medium text-slate-900">{a.name}</p>
                <p className="text-xs text-slate-600">
                  {a.title === 'PHARMACIST' ? 'Pharmacist' : a.title === 'TECHNICIAN' ? 'Pharmacy technician' : 'Pharmacy intern'}
                  {a.yearsOfExperience !== null && ` · ${a.yearsOfExperience} years`}
                  {a.city && ` · ${a.city}, ${a.state}`}
                </p>
                {!a.isBlurred && (
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {a.status !== 'SAVE_FOR_LATER' && a.status !== 'REJECTED' && (
                      <Button size="sm" variant="outline" onClick={() => move.mutate({ jobApplicationId: a.jobApplicationId, status: 'SAVE_FOR_LATER' })}>
                        Save
                      </Button>
                    )}
                    {a.status !== 'PENDING' && (
                      <Button size="sm" variant="ghost" onClick={() => move.mutate({ jobApplicationId: a.jobApplicationId, status: 'PENDING' })}>
                        Back to review
                      </Button>
                    )}
                    {a.status !== 'REJECTED' && (
                      <Button size="sm" variant="ghost" onClick={() => onReject(a)}>
                        Reject
                      </Button>
                    )}
                    <CareersMessageButton jobId={jobId} providerId={a.providerId} accessibleName={`Message ${a.name}`} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Nobody here.</p>
        )}
        {move.isError && <p className="mt-2 text-sm text-red-700">{errorMessage(move.error)}</p>}
      </CardBody>
    </Card>
  )
}

function RejectDialog({ applicant, onClose, onDone }: { applicant: JobApplicantRow | null; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('')
  const reject = useMutation({
    mutationFn: async () => {
      await setApplicantStatus({ jobApplicationId: applicant!.jobApplicationId, status: 'REJECTED', rejectionReason: reason.trim() || undefined })
      await notifyRejection(applicant!.jobApplicationId)
    },
    onSuccess: () => {
      onDone()
      close()
    },
  })
  const close = () => {
    setReason('')
    reject.reset()
    onClose()
  }
  return (
    <Dialog
      open={applicant !== null}
      onClose={close}
      title={`Reject ${applicant?.name ?? ''}?`}
      description="They are told by e-mail that you went ahead with other candidates. Your reason stays with you."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Keep them
          </Button>
          <Button variant="danger" loading={reject.isPending} onClick={() => reject.mutate()}>
            Reject and tell them
          </Button>
        </>
      }
    >
      <Field label="Reason" optional hint="For your team's records.">
        <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {reject.isError && <Alert tone="error">{errorMessage(reject.error)}</Alert>}
    </Dialog>
  )
}
