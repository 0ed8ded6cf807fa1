/**
 * A job as a provider reads it before applying: pay, place, what it asks for, the description,
 * and Apply (with the profile and the résumé on file, and an optional cover letter), Save,
 * Withdraw, and Message once applied.
 *
 * Apply goes through the outbox (`job.apply`): written offline it waits on the device, shows
 * as pending here (also after a reload) and is sent once when the connection returns — the
 * outbox item's id is the Idempotency-Key and its `clientApplicationId` makes the API store a
 * resend once. The job itself reads from the device's copy when offline.
 */
import { useEffect, useState } from 'react'
import { uuidv7 } from 'uuidv7'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Bookmark, BookmarkCheck, MapPin } from 'lucide-react'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../components/ui/card'
import { CareersMessageButton } from '../../../components/careers-message-button'
import { QueuedStatus } from '../../../components/queued-status'
import { Field } from '../../../components/ui/field'
import { LoadError } from '../../../components/ui/load-error'
import { PageHeader } from '../../../components/ui/page'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api'
import { usePageTitle } from '../../../lib/use-page-title'
import { CACHED_QUERIES } from '../../../offline/cached-query-options'
import { isOperation, onOperationDone, useCachedQuery, usePendingFor, useQueuedAction, WAITING_MESSAGE } from '../../../offline'
import { providerJobQuery, saveJob, withdrawFromJob } from '../api/jobs'
import { JOB_TYPE_LABELS, payLine, placeLine, postedAgo, TITLE_LABELS } from './format'

const STATUS_WORDS: Record<string, string> = { PENDING: 'Applied — the pharmacy is reviewing', SAVE_FOR_LATER: 'Applied — shortlisted', REJECTED: 'Not selected', CANCELED: 'Withdrawn' }

export function JobPage({ jobId }: { jobId: string }) {
  const queryClient = useQueryClient()
  const job = useCachedQuery(providerJobQuery(jobId))
  const [coverLetter, setCoverLetter] = useState('')
  const [clientApplicationId] = useState(() => uuidv7())
  usePageTitle(job.data?.title ?? 'Job')
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'provider', 'jobs'] })
  const apply = useQueuedAction({ onDone: () => void refresh(), onFailure: 'dismiss' })
  // An application queued earlier (this visit or before a reload) and not yet accepted.
  const queued = usePendingFor(jobId).filter((item) => isOperation(item, 'job.apply') && item.status !== 'failed')
  // One queued before a reload is sent by the outbox, not by this screen: show it applied and read the job again.
  const [sentFromQueue, setSentFromQueue] = useState(false)
  useEffect(
    () =>
      onOperationDone((item) => {
        if (!isOperation(item, 'job.apply') || item.payload.jobId !== jobId) return
        setSentFromQueue(true)
        void queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'provider', 'jobs'] })
      }),
    [jobId, queryClient],
  )
  const withdraw = useMutation({
    mutationFn: () => withdrawFromJob(jobId),
    onSuccess: () => {
      apply.reset()
      setSentFromQueue(false)
    },
    onSettled: refresh,
  })
  const save = useMutation({ mutationFn: saveJob, onSettled: refresh })
  if (job.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the job…
      </p>
    )
  if (!job.data) return <LoadError error={job.error} onRetry={job.refetch} title="This job didn't load" />
  const j = job.data
  const applied = (j.application && j.application.status !== 'CANCELED') || apply.state.phase === 'done' || sentFromQueue
  // This visit's own apply shows its state below the button; one queued before a reload shows here.
  const waiting = !applied && (apply.state.phase === 'waiting' || (apply.state.phase === 'idle' && queued.length > 0))
  const open = j.status === 'PUBLISHED'
  const requirements = [
    ...(j.areYearsOfExperienceRequired && j.yearsOfExperience !== null ? [`${j.yearsOfExperience}+ years of experience`] : []),
    ...(j.jobRequiresLicenseInState && j.state ? [`A license in ${j.state}`] : []),
    ...j.requiredSpecialties,
  ]
  return (
    <>
      <Link to="/provider/jobs" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All jobs
      </Link>
      <PageHeader
        eyebrow={j.companyName}
        title={j.title}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <MapPin aria-hidden className="size-4" /> {placeLine(j)} · <strong className="text-slate-900">{payLine(j)}</strong> · {postedAgo(j.postedAt)}
          </span>
        }
        actions={
          <Button variant="outline" aria-pressed={j.isSaved} icon={j.isSaved ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />} loading={save.isPending} onClick={() => save.mutate({ jobId, saved: !j.isSaved })}>
            {j.isSaved ? 'Saved' : 'Save'}
          </Button>
        }
      />
      {job.isFromCache && <Alert tone="info" className="mb-4">You're offline: this is the job as you last saw it.</Alert>}
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardBody>
            <div className="mb-3 flex flex-wrap gap-2">
              {j.type && <Badge>{JOB_TYPE_LABELS[j.type]}</Badge>}
              {j.employmentType && <Badge tone="brand">{TITLE_LABELS[j.employmentType]}</Badge>}
              {j.relocationPackage && <Badge tone="accent">Relocation package</Badge>}
            </div>
            <div className="whitespace-pre-line text-[0.95rem] leading-relaxed text-slate-800">{j.description}</div>
            {requirements.length > 0 && (
              <>
                <h2 className="mt-5 text-sm font-semibold text-slate-900">What it asks for</h2>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                  {requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </>
            )}
            {j.benefits.length > 0 && (
              <>
                <h2 className="mt-5 text-sm font-semibold text-slate-900">Benefits</h2>
                <p className="text-sm text-slate-700">{j.benefits.join(' · ')}</p>
              </>
            )}
          </CardBody>
        </Card>
        <Card className="h-fit">
          <CardHeader
            title={applied || waiting ? 'Your application' : 'Apply'}
            description={applied ? STATUS_WORDS[j.application && j.application.status !== 'CANCELED' ? j.application.status : 'PENDING'] : waiting ? 'Written on this device' : `${j.numberOfApplicants} applied so far`}
          />
          <CardBody>
            {waiting ? (
              <Alert tone="warning">
                {WAITING_MESSAGE}
              </Alert>
            ) : applied ? (
              <div className="flex flex-col gap-3">
                <CareersMessageButton jobId={jobId} label="Message the pharmacy" variant="primary" size="md" />
                {j.application?.status !== 'REJECTED' && (
                  <Button variant="outline" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
                    Withdraw my application
                  </Button>
                )}
                {withdraw.isError && <Alert tone="error">{errorMessage(withdraw.error)}</Alert>}
              </div>
            ) : open ? (
              <div className="flex flex-col gap-3">
                <p className="text-sm text-slate-600">The pharmacy sees your profile, licenses and the résumé on your profile.</p>
                <Field label="Cover letter" optional>
                  <Textarea rows={5} maxLength={5000} value={coverLetter} onChange={(e) => setCoverLetter(e.target.value)} />
                </Field>
                <Button
                  loading={apply.state.phase === 'sending'}
                  onClick={() =>
                    void apply.run('job.apply', { jobId, coverLetter: coverLetter.trim() || undefined, clientApplicationId }, { label: `Apply to ${j.title}, ${j.companyName}`, relatedId: jobId })
                  }
                >
                  Apply
                </Button>
                <QueuedStatus state={apply.state} done="Application sent." />
              </div>
            ) : (
              <p className="text-sm text-slate-600">This job is no longer taking applications.</p>
            )}
          </CardBody>
        </Card>
      </div>
    </>
  )
}
