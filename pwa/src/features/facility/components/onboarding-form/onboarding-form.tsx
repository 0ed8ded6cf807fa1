/**
 * The facility onboarding form (FFM, issue 13 §8–9; fields and messages spec 001 §5 "Facility
 * form"): what a floater needs to know before walking in, in sections. The answers are a draft on
 * the device (Dexie, `useDraftState`), so a reload, a crash or a lost connection loses nothing;
 * "Save" and "Submit" go through the outbox (`ffm.save`) and are sent when the connection
 * returns; files are queued the same way (`ffm.file`, the Blob kept in IndexedDB) and upload on
 * reconnect. The messages under the fields are the API's own: the form checks the body with the
 * contract the PUT validates with.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { CloudOff, FileText, FileUp, Paperclip, Plus, Send, Share2, Trash2 } from 'lucide-react'
import { uuidv7 } from 'uuidv7'
import { FFM_LABELS, MAX_FFM_FILES, type FfmDetail, type FfmStatus } from '@shared/contracts/onboarding-forms'
import { Alert } from '../../../../components/ui/alert'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api'
import { useOnline } from '../../../../lib/connectivity'
import { fieldId, focusField } from '../../../../lib/forms/fields'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { validate } from '@shared/validation/validate'
import { enqueue, isOperation, onOperationDone, useCachedQuery, useDraftState, useOutbox, useQueuedAction } from '../../../../offline'
import { completeFfm, deleteFfmFile, ffmDetailQuery, ffmFileUrl } from '../../api/onboarding-form'
import { userSession } from '../../../../lib/session'
import { answersFromDraft, draftFromAnswers, sameAnswers, SubmitFfm, type FfmDraft, type TextAnswers } from './ffm-draft'

/** The form's status as the facility reads it, on the form and in the list of forms. */
export const STATUS_WORDS: Record<FfmStatus, { label: string; tone: BadgeTone }> = {
  DRAFT: { label: 'Draft', tone: 'neutral' },
  PENDING: { label: 'Waiting for approval', tone: 'warning' },
  GENERATED: { label: 'Approved — review and publish', tone: 'accent' },
  COMPLETED: { label: 'Published to providers', tone: 'success' },
  REJECTED: { label: 'Sent back', tone: 'danger' },
}

type TextKey = Exclude<keyof TextAnswers, 'hazardousHandling' | 'hazardousDetails' | 'otcAnswer' | 'qualityMetrics'>
type YesNoKey = 'hazardousHandling' | 'hazardousDetails' | 'otcAnswer' | 'qualityMetrics'

interface SectionSpec {
  id: string
  title: string
  description: string
  fields: { key: TextKey | YesNoKey; required?: boolean; long?: boolean; hint?: string; when?: (a: TextAnswers) => boolean }[]
}

/** The form's sections, in the order a pharmacy would tell a newcomer. */
const SECTIONS: SectionSpec[] = [
  {
    id: 'phone',
    title: 'Phone and contact',
    description: 'How to answer the phone and whom to ask.',
    fields: [
      { key: 'phoneGreeting', required: true, long: true, hint: 'What to say when picking up the phone.' },
      { key: 'pointOfContact', required: true, long: true },
      { key: 'website', hint: 'https://…' },
    ],
  },
  {
    id: 'arrival',
    title: 'Arriving',
    description: 'Parking, what to bring and what to wear.',
    fields: [
      { key: 'parkingLocation', required: true, long: true },
      { key: 'belongings', required: true, long: true },
      { key: 'attire', required: true, long: true },
    ],
  },
  {
    id: 'procedures',
    title: 'Opening, closing and breaks',
    description: 'The routines of the day.',
    fields: [
      { key: 'openingProcedures', required: true, long: true },
      { key: 'closingProcedures', required: true, long: true },
      { key: 'breakPolicy', required: true, long: true },
    ],
  },
  {
    id: 'work',
    title: 'The work',
    description: 'Software, specialties and who does what.',
    fields: [
      { key: 'software', required: true },
      { key: 'specialties', required: true },
      { key: 'pharmacistDuties', required: true, long: true },
      { key: 'technicianDuties', required: true, long: true },
    ],
  },
  {
    id: 'medications',
    title: 'Medication policies',
    description: 'Controlled substances, hazardous drugs and OTC.',
    fields: [
      { key: 'ciiPolicies', required: true, long: true },
      { key: 'hazardousHandling', required: true, hint: 'Does the pharmacy handle hazardous medications?' },
      { key: 'hazardousDetails', required: true, when: (a) => a.hazardousHandling === 'Yes', hint: 'Are there written handling instructions on site?' },
      { key: 'otcAnswer', required: true, hint: 'Will the provider be asked about OTC products?' },
      { key: 'qualityMetrics', hint: 'Does the pharmacy track quality metrics?' },
      { key: 'qualityMetricsDescription', required: true, long: true, when: (a) => a.qualityMetrics === 'Yes' },
    ],
  },
  {
    id: 'more',
    title: 'Good to know',
    description: 'Anything else that makes the day go well.',
    fields: [
      { key: 'importantInfo', long: true },
      { key: 'guestCredentials', long: true, hint: 'Logins for the day. Only your team and the admin panel see these — never providers in the app.' },
      { key: 'waitTimeOther', long: true },
      { key: 'driveThrough', long: true },
      { key: 'qaAddition', long: true },
    ],
  },
]

const YES_NO_KEYS: readonly string[] = ['hazardousHandling', 'hazardousDetails', 'otcAnswer', 'qualityMetrics']
const DAY_WORDS: Record<string, string> = { MONDAY: 'Monday', TUESDAY: 'Tuesday', WEDNESDAY: 'Wednesday', THURSDAY: 'Thursday', FRIDAY: 'Friday', SATURDAY: 'Saturday', SUNDAY: 'Sunday' }

export function OnboardingForm({ facilityId, ffmId }: { facilityId: string; ffmId: string }) {
  const online = useOnline()
  const detail = useCachedQuery(ffmDetailQuery(ffmId))
  const server = detail.data
  const { value: local, update, clear, restored } = useDraftState<{ draft: FfmDraft | null }>(`facility.ffm.${ffmId}`, { draft: null })
  const shown: FfmDraft = useMemo(() => local.draft ?? draftFromAnswers(server?.answers ?? {}), [local.draft, server?.answers])
  const answers = useMemo(() => answersFromDraft(shown), [shown])
  const checks = useContractChecks(SubmitFfm, useMemo(() => ({ ...answers, submit: true }), [answers]))
  const { error: errorOf, touch } = checks
  const { run } = useQueuedAction({ onFailure: 'dismiss' })
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null)

  // A save or upload the outbox delivers later (after a reconnect, or from another tab) refreshes the form.
  const refetch = useRef(detail.refetch)
  refetch.current = detail.refetch
  useEffect(
    () =>
      onOperationDone((item) => {
        if (isOperation(item, 'ffm.save') && item.payload.ffmId === ffmId) refetch.current()
        if (isOperation(item, 'ffm.file') && item.payload.facilityId === facilityId) refetch.current()
      }),
    [ffmId, facilityId],
  )

  const unsent = restored && local.draft !== null && server !== undefined && !sameAnswers(answersFromDraft(local.draft), server.answers)
  const edit = (change: (draft: FfmDraft) => FfmDraft) => update((prev) => ({ draft: change(prev.draft ?? draftFromAnswers(server?.answers ?? {})) }))
  const setAnswer = (key: keyof TextAnswers, value: string) => {
    edit((d) => ({ ...d, answers: { ...d.answers, [key]: value === '' ? undefined : value } }))
    checks.clearServerError(key)
  }

  const save = async (submit: boolean) => {
    setNotice(null)
    // A draft may be partial: only the lengths and formats hold it back. A submission needs every rule.
    const blocking = submit ? null : validate(SubmitFfm, { ...answers, submit: false }).map((e) => e.field)
    const invalid = blocking ? checks.submit(blocking) : checks.submit()
    if (invalid) {
      focusField(invalid)
      return
    }
    setBusy(submit ? 'submit' : 'save')
    try {
      const outcome = await run('ffm.save', { ...answers, submit, facilityId, ffmId }, { label: submit ? 'Submit the onboarding form' : 'Save the onboarding form', relatedId: ffmId })
      if (outcome.phase === 'failed') {
        setNotice({ tone: 'error', text: outcome.message })
        return
      }
      if (outcome.phase === 'waiting') {
        // The draft stays on the device until the server has the answers.
        setNotice({ tone: 'warning', text: submit ? "You're offline. Your form is saved on this device and will be submitted when you're back online." : "You're offline. Your answers are saved on this device and will be sent when you're back online." })
        return
      }
      await clear()
      detail.refetch()
      setNotice({ tone: 'success', text: submit ? 'Submitted. We will review your form and let you know.' : 'Saved.' })
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) })
    } finally {
      setBusy(null)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void save(true)
  }

  const status = server?.status ?? 'DRAFT'
  const submitted = status === 'PENDING' || status === 'GENERATED' || status === 'COMPLETED'

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Onboarding form">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_WORDS[status].tone}>{STATUS_WORDS[status].label}</Badge>
        {!online && (
          <Badge tone="warning" icon={<CloudOff aria-hidden className="size-3.5" />}>
            Offline — your changes stay on this device
          </Badge>
        )}
        {detail.isFromCache && <span className="text-xs text-slate-500">Showing the copy saved on this device.</span>}
      </div>
      {status === 'REJECTED' && server?.rejectedReason && (
        <Alert tone="error" title="Sent back by our team">
          {server.rejectedReason}
        </Alert>
      )}
      {server?.packet && <PacketPanel facilityId={facilityId} detail={server} onPublished={() => void detail.refetch()} />}
      {submitted && <Alert tone="info">This form was submitted. Changing it and submitting again sends it back for approval{status === 'COMPLETED' ? ' and takes the packet away from providers until you publish the new one' : ''}.</Alert>}
      {unsent && <Alert tone="info" title="We restored your unsaved changes">They are on this device. Save or submit to send them.</Alert>}
      {detail.error && !server && <Alert tone="error">{detail.error.message}</Alert>}

      <nav aria-label="Sections" className="flex flex-wrap gap-2 text-sm">
        {[{ id: 'hours', title: 'Hours' }, ...SECTIONS, { id: 'files', title: 'Files' }].map((s) => (
          <a key={s.id} href={`#ffm-${s.id}`} className="rounded-full border border-slate-200 px-3 py-1 text-slate-700 hover:bg-slate-50">
            {s.title}
          </a>
        ))}
      </nav>

      <HoursSection draft={shown} edit={edit} errorOf={errorOf} errorWithin={checks.errorWithin} />

      {SECTIONS.map((section) => (
        <Card key={section.id} className="p-5 sm:p-6">
          <fieldset id={`ffm-${section.id}`} className="flex flex-col gap-4">
            <legend className="mb-1 text-base font-semibold text-slate-900">{section.title}</legend>
            <p className="-mt-2 text-sm text-slate-600">{section.description}</p>
            {section.fields
              .filter((f) => !f.when || f.when(shown.answers))
              .map((f) => {
                const value = (shown.answers[f.key] as string | undefined) ?? ''
                const label = FFM_LABELS[f.key]
                if (YES_NO_KEYS.includes(f.key))
                  return (
                    <Field key={f.key} id={fieldId(f.key)} label={label} hint={f.hint} error={errorOf(f.key)} required={f.required} optional={!f.required}>
                      <Select
                        value={value}
                        options={[
                          { value: 'Yes', label: 'Yes' },
                          { value: 'No', label: 'No' },
                        ]}
                        onChange={(e) => setAnswer(f.key, e.target.value)}
                        onBlur={() => touch(f.key)}
                      />
                    </Field>
                  )
                return (
                  <Field key={f.key} id={fieldId(f.key)} label={label} hint={f.hint} error={errorOf(f.key)} required={f.required} optional={!f.required}>
                    {f.long ? (
                      <Textarea value={value} rows={3} onChange={(e) => setAnswer(f.key, e.target.value)} onBlur={() => touch(f.key)} />
                    ) : (
                      <Input value={value} type={f.key === 'website' ? 'url' : 'text'} onChange={(e) => setAnswer(f.key, e.target.value)} onBlur={() => touch(f.key)} />
                    )}
                  </Field>
                )
              })}
          </fieldset>
        </Card>
      ))}

      <FilesSection facilityId={facilityId} ffmId={ffmId} detail={server} onChange={detail.refetch} />

      {notice && (
        <Alert tone={notice.tone === 'success' ? 'success' : notice.tone === 'warning' ? 'warning' : 'error'} title={notice.tone === 'warning' ? 'Waiting for a connection' : undefined}>
          {notice.text}
        </Alert>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <Button type="button" variant="outline" loading={busy === 'save'} disabled={busy !== null} onClick={() => void save(false)}>
          Save draft
        </Button>
        <Button type="submit" loading={busy === 'submit'} disabled={busy !== null} icon={<Send aria-hidden className="size-4" />}>
          Submit for approval
        </Button>
      </div>
    </form>
  )
}

function HoursSection({
  draft,
  edit,
  errorOf,
  errorWithin,
}: {
  draft: FfmDraft
  edit: (change: (d: FfmDraft) => FfmDraft) => void
  errorOf: (field: string) => string | undefined
  errorWithin: (prefix: string) => string | undefined
}) {
  const openIndex = (day: number) => draft.days.slice(0, day).filter((d) => d.open).length
  const setDay = (i: number, patch: Partial<FfmDraft['days'][number]>) => edit((d) => ({ ...d, days: d.days.map((day, j) => (j === i ? { ...day, ...patch } : day)) }))
  return (
    <Card className="p-5 sm:p-6">
      <fieldset id="ffm-hours" className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold text-slate-900">Hours</legend>
        <p className="-mt-1 text-sm text-slate-600">The days the pharmacy is open, and its hours each day.</p>
        <div id={fieldId('operatingDays')}>
          {errorOf('operatingDays') && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorOf('operatingDays')}
            </p>
          )}
        </div>
        {draft.days.map((day, i) => (
          <div key={day.day} className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-start">
            <label className="flex w-36 shrink-0 items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-4" checked={day.open} onChange={(e) => setDay(i, { open: e.target.checked })} />
              {DAY_WORDS[day.day]}
            </label>
            {day.open && (
              <div className="flex flex-col gap-2">
                {day.timeSlots.map((slot, s) => {
                  const path = `operatingDays[${openIndex(i)}].timeSlots[${s}]`
                  const problem = errorWithin(path)
                  return (
                    <div key={s} className="flex flex-wrap items-center gap-2" id={fieldId(path)}>
                      <Input
                        type="time"
                        aria-label={`${DAY_WORDS[day.day]} opens at`}
                        value={slot.startTime}
                        className="w-32"
                        onChange={(e) => setDay(i, { timeSlots: day.timeSlots.map((t, k) => (k === s ? { ...t, startTime: e.target.value } : t)) })}
                      />
                      <span className="text-sm text-slate-500">to</span>
                      <Input
                        type="time"
                        aria-label={`${DAY_WORDS[day.day]} closes at`}
                        value={slot.endTime}
                        className="w-32"
                        onChange={(e) => setDay(i, { timeSlots: day.timeSlots.map((t, k) => (k === s ? { ...t, endTime: e.target.value } : t)) })}
                      />
                      {day.timeSlots.length > 1 && (
                        <Button type="button" size="sm" variant="ghost" aria-label="Remove these hours" onClick={() => setDay(i, { timeSlots: day.timeSlots.filter((_, k) => k !== s) })}>
                          <Trash2 aria-hidden className="size-4" />
                        </Button>
                      )}
                      {problem && <p className="w-full text-sm font-medium text-red-700">{problem}</p>}
                    </div>
                  )
                })}
                <Button type="button" size="sm" variant="ghost" icon={<Plus aria-hidden className="size-4" />} onClick={() => setDay(i, { timeSlots: [...day.timeSlots, { startTime: '', endTime: '' }] })}>
                  Add hours
                </Button>
              </div>
            )}
          </div>
        ))}
      </fieldset>
    </Card>
  )
}

function FilesSection({ facilityId, ffmId, detail, onChange }: { facilityId: string; ffmId: string; detail: FfmDetail | undefined; onChange: () => void }) {
  const { items } = useOutbox()
  const queued = items.filter((item) => isOperation(item, 'ffm.file') && item.payload.facilityId === facilityId)
  const [problem, setProblem] = useState<string | null>(null)
  const files = detail?.files ?? []

  const pick = async (list: FileList | null) => {
    setProblem(null)
    for (const file of Array.from(list ?? [])) {
      if (files.length + queued.length >= MAX_FFM_FILES) {
        setProblem(`An onboarding form can hold at most ${MAX_FFM_FILES} files`)
        return
      }
      // Kept in the outbox with its bytes: sent now if online, or when the connection returns.
      await enqueue('ffm.file', { facilityId, clientFileId: uuidv7(), filename: file.name, file }, { label: `Upload ${file.name}`, relatedId: ffmId })
    }
  }
  const open = async (fileId: string) => {
    try {
      const link = await ffmFileUrl(facilityId, fileId)
      window.open(link.url, '_blank', 'noopener')
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }
  const remove = async (fileId: string) => {
    try {
      await deleteFfmFile(facilityId, fileId)
      onChange()
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <section id="ffm-files" aria-labelledby="ffm-files-title" className="flex flex-col gap-3">
        <h2 id="ffm-files-title" className="text-base font-semibold text-slate-900">
          Files
        </h2>
        <p className="-mt-2 text-sm text-slate-600">A floor plan, a parking map, your policies: PDF, Word, JPEG, PNG or HEIC, up to 10 MB each. Providers who work here can open them.</p>
        <ul className="flex flex-col gap-2" aria-label="Attached files">
          {files.map((file) => (
            <li key={file.fileId} className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden className="size-4 text-slate-500" />
              <button type="button" className="truncate text-brand-700 underline" onClick={() => void open(file.fileId)}>
                {file.filename}
              </button>
              <Button type="button" size="sm" variant="ghost" aria-label={`Remove ${file.filename}`} onClick={() => void remove(file.fileId)}>
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
          {queued.map((item) => (
            <li key={item.id} className="flex items-center gap-2 text-sm text-slate-600">
              <FileUp aria-hidden className="size-4" />
              <span className="truncate">{isOperation(item, 'ffm.file') ? item.payload.filename : ''}</span>
              <Badge tone={item.status === 'failed' ? 'danger' : 'warning'}>{item.status === 'failed' ? (item.error?.message ?? 'Not uploaded') : 'Waiting to upload'}</Badge>
            </li>
          ))}
        </ul>
        {problem && <p className="text-sm font-medium text-red-700">{problem}</p>}
        <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
          <FileUp aria-hidden className="size-4" />
          Add files
          <input type="file" multiple className="sr-only" accept=".pdf,.docx,image/jpeg,image/png,image/heic,image/heif" onChange={(e) => void pick(e.target.files).then(() => (e.target.value = ''))} />
        </label>
      </section>
    </Card>
  )
}

/**
 * The approved orientation packet: the facility opens it, and once it reads right publishes it to
 * the providers it hires ("Publish to providers", COMPLETED), after a confirmation.
 */
function PacketPanel({ facilityId, detail, onPublished }: { facilityId: string; detail: FfmDetail; onPublished: () => void }) {
  const online = useOnline()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const packet = detail.packet!
  const published = detail.status === 'COMPLETED'

  const openPacket = async () => {
    setProblem(null)
    try {
      const token = userSession.get()?.token
      const response = await fetch(packet.url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      if (!response.ok) throw new Error('The packet could not be opened')
      window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener')
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }
  const publish = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await completeFfm(facilityId, detail.id)
      setConfirming(false)
      setDone(true)
      onPublished()
    } catch (error) {
      setProblem(errorMessage(error))
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" aria-labelledby="ffm-packet-title">
      <h2 id="ffm-packet-title" className="text-base font-semibold text-slate-900">
        Orientation packet
      </h2>
      <p className="text-sm text-slate-600">
        {published
          ? `Published to providers${detail.completedAt ? ` on ${new Date(detail.completedAt).toLocaleDateString()}` : ''}. Every provider you hire here can read it, with your files, before their first shift.`
          : 'Our team approved your form and made this packet. Read it, then publish it: providers you hire see it only once it is published.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" icon={<FileText aria-hidden className="size-4" />} disabled={!online} onClick={() => void openPacket()}>
          Open the packet (PDF)
        </Button>
        {!published && (
          <Button type="button" icon={<Share2 aria-hidden className="size-4" />} disabled={!online} onClick={() => setConfirming(true)}>
            Publish to providers
          </Button>
        )}
      </div>
      {!online && <p className="text-xs text-slate-500">Opening and publishing the packet need a connection.</p>}
      {done && published && <Alert tone="success">Published. Providers you hire can now read your packet.</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Publish the packet to providers?"
        description="Every provider hired on your shifts here will read this packet and your files. To change it later, edit and submit the form again: it goes back for approval."
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="button" loading={busy} onClick={() => void publish()}>
              Publish
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">Packet made {new Date(packet.generatedAt).toLocaleString()}.</p>
      </Dialog>
    </Card>
  )
}
