/**
 * Starting the profile from a résumé (issue 13 §6, §9): the provider uploads a PDF or Word
 * résumé (`POST /upload-signed-url`, purpose `resume`), the API reads it (`POST
 * /resume-extraction/user/profile`), and what it found fills the profile form and one form per
 * job and school. Nothing is saved until the provider reviews it: the profile is saved with its
 * own button (which also keeps the résumé, `PUT /provider/resume`), and each job or school is
 * added, edited first or skipped one by one.
 */
import { useState, type FormEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProviderProfile } from '@shared/contracts/profile'
import { Briefcase, CheckCircle2, FileUp, GraduationCap, UserRound } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { keepResume, profileQuery, readResume, saveProfile, type ReadResume } from '../../api/profile'
import { stateName } from '../../format'
import { EducationForm, WorkExperienceForm } from './history-forms'
import { ProfileFields } from './profile-fields'
import { A, P, prefill, Q, titleLabel } from './profile-values'
import { BackToProfile } from './profile-sections'
import { useProfileSave } from './use-profile-save'

const RESUME_TYPES = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export function ResumeImportPage() {
  const [read, setRead] = useState<ReadResume | null>(null)
  return (
    <AreaPage title="Start from your résumé" description="Upload your résumé and we fill in your profile. You check every field before anything is saved.">
      <BackToProfile />
      {read ? <Review key={read.fileId} read={read} onAnother={() => setRead(null)} /> : <Upload onRead={setRead} />}
    </AreaPage>
  )
}

function Upload({ onRead }: { onRead: (read: ReadResume) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reading = useMutation({ mutationFn: readResume, onSuccess: onRead, onError: (e) => setError(errorMessage(e)) })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!file) return setError('Choose your résumé first.')
    reading.mutate(file)
  }
  return (
    <Card className="max-w-2xl">
      <CardHeader icon={<FileUp aria-hidden className="size-5" />} title="Your résumé" description="PDF or Word (.docx), at most 10 MB. A scanned image has no text we can read." />
      <CardBody>
        <form noValidate onSubmit={submit} aria-label="Upload your résumé" className="flex flex-col gap-4">
          <Field label="Résumé file" id="resume-file" error={error ?? undefined} required>
            <Input
              type="file"
              accept={RESUME_TYPES}
              className="py-2"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setError(null)
              }}
            />
          </Field>
          <div>
            <Button type="submit" loading={reading.isPending} icon={<FileUp aria-hidden className="size-4" />}>
              Read my résumé
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  )
}

function Review({ read, onAnother }: { read: ReadResume; onAnother: () => void }) {
  const profile = useQuery(profileQuery())
  const found = read.profile
  const [jobs, setJobs] = useState(() => found.workExperience.map((job, index) => ({ key: index, job, state: 'open' as 'open' | 'added' | 'skipped' })))
  const [schools, setSchools] = useState(() => found.education.map((school, index) => ({ key: index, school, state: 'open' as 'open' | 'added' | 'skipped' })))
  return (
    <div className="flex flex-col gap-6">
      <Alert tone="info" title={`We read ${read.filename}`} action={<Button size="sm" variant="outline" onClick={onAnother}>Use another file</Button>}>
        Check what we filled in, correct anything we got wrong, then save. Nothing is saved until you do.
      </Alert>
      <Card>
        <CardHeader icon={<UserRound aria-hidden className="size-5" />} title="Your profile, filled in from your résumé" />
        <CardBody>
          {profile.isLoading ? (
            <SkeletonList rows={6} label="Loading your profile" />
          ) : profile.isError ? (
            <LoadError error={profile.error} title="Your profile didn't load" onRetry={() => void profile.refetch()} />
          ) : profile.data ? (
            <ReviewProfileForm profile={profile.data} read={read} />
          ) : null}
        </CardBody>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="self-start">
          <CardHeader icon={<Briefcase aria-hidden className="size-5" />} title="Jobs we found" description="Add each one you want on your profile, edited if needed." />
          <CardBody className="flex flex-col gap-4">
            {jobs.length === 0 && <p className="text-sm text-slate-600">We found no jobs in this résumé. You can add them yourself.</p>}
            {jobs.map((j, n) =>
              j.state === 'open' ? (
                <WorkExperienceForm
                  key={j.key}
                  label={`Job ${n + 1} from your résumé`}
                  initial={{ ...j.job, isCurrent: j.job.endDate === null && j.job.startDate !== null }}
                  submitLabel="Add this job"
                  cancelLabel="Skip"
                  onDone={(saved) => setJobs((all) => all.map((x) => (x.key === j.key ? { ...x, state: saved ? 'added' : 'skipped' } : x)))}
                />
              ) : (
                <Outcome key={j.key} added={j.state === 'added'} what={[j.job.jobTitle, j.job.company].filter(Boolean).join(' at ') || `Job ${n + 1}`} />
              ),
            )}
          </CardBody>
        </Card>
        <Card className="self-start">
          <CardHeader icon={<GraduationCap aria-hidden className="size-5" />} title="Education we found" />
          <CardBody className="flex flex-col gap-4">
            {schools.length === 0 && <p className="text-sm text-slate-600">We found no schools in this résumé. You can add them yourself.</p>}
            {schools.map((s, n) =>
              s.state === 'open' ? (
                <EducationForm
                  key={s.key}
                  label={`Education ${n + 1} from your résumé`}
                  initial={s.school}
                  submitLabel="Add this education"
                  cancelLabel="Skip"
                  onDone={(saved) => setSchools((all) => all.map((x) => (x.key === s.key ? { ...x, state: saved ? 'added' : 'skipped' } : x)))}
                />
              ) : (
                <Outcome key={s.key} added={s.state === 'added'} what={s.school.institution ?? `Education ${n + 1}`} />
              ),
            )}
          </CardBody>
        </Card>
      </div>
      <p className="text-sm text-slate-600">
        Done here? Add your <Link to="/provider/profile/certifications" className="font-semibold text-brand-700 hover:underline">certifications</Link> or go back to{' '}
        <Link to="/provider/onboarding" className="font-semibold text-brand-700 hover:underline">your checklist</Link>.
      </p>
    </div>
  )
}

function Outcome({ added, what }: { added: boolean; what: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {added && <CheckCircle2 aria-hidden className="size-4 text-emerald-600" />}
      {added ? `Added: ${what}` : `Skipped: ${what}`}
    </p>
  )
}

const FIELD_NAMES: Record<string, string> = {
  [`${P}.firstName`]: 'first name',
  [`${P}.lastName`]: 'last name',
  [`${P}.streetAddress`]: 'street address',
  [`${P}.city`]: 'city',
  [`${P}.state`]: 'state',
  [`${P}.zipCode`]: 'ZIP code',
  [`${P}.aboutMe`]: 'about me',
  [`${Q}.phoneNumber`]: 'phone',
  [`${Q}.yearsOfExperience`]: 'years of experience',
  [`${A}.softwares`]: 'softwares',
  [`${A}.specialties`]: 'specialties',
  [`${A}.skills`]: 'skills',
  [`${A}.languages`]: 'languages',
}

function ReviewProfileForm({ profile, read }: { profile: ProviderProfile; read: ReadResume }) {
  const [{ values, filled }] = useState(() => prefill(profile, read.profile))
  const { form, formMessage, saved, submit, saving } = useProfileSave({
    initialValues: values,
    save: async (body) => {
      const next = await saveProfile(body)
      // The résumé is kept as the provider's once they have accepted what it said.
      await keepResume(read.fileId, read.filename)
      return next
    },
  })
  const found = read.profile.professionalInfo
  const otherTitle = found.title && found.title !== profile.professionalInformation.providerTitle
  return (
    <form noValidate onSubmit={submit} aria-label="Review your profile" className="flex flex-col gap-6">
      {filled.length > 0 ? (
        <p className="text-sm text-slate-700" data-testid="resume-filled">
          From your résumé: {filled.map((f) => FIELD_NAMES[f] ?? f).join(', ')}.
        </p>
      ) : (
        <p className="text-sm text-slate-700">Your résumé added nothing new to these fields.</p>
      )}
      {otherTitle && (
        <Alert tone="info">
          Your résumé reads as a {titleLabel(found.title)}; your title comes from your sign-up and license and does not change here.
        </Alert>
      )}
      {found.licenses.length > 0 && (
        <Alert tone="info" title="Licenses in your résumé">
          {found.licenses.map((l) => `${stateName(l.state)} #${l.licenseNumber}`).join(', ')}. Add any that are missing under{' '}
          <Link to="/provider/profile" className="font-semibold underline">
            Licenses
          </Link>{' '}
          so we can verify them.
        </Alert>
      )}
      <ProfileFields form={form} providerTitle={profile.professionalInformation.providerTitle} />
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      {saved && <Alert tone="success" title="Profile saved">Your profile now has these details, and your résumé is kept with it.</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save profile
        </Button>
      </div>
    </form>
  )
}
