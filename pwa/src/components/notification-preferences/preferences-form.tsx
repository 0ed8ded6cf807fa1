/**
 * Every notification preference of spec 001 §3 in one form, shared by the public page an
 * e-mail links to (named by the link's token) and the signed-in areas' settings pages (named by
 * the session). Pausing and the one-tap unsubscribe save at once; the rest with "Save".
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import type { NotificationPreferences } from '@shared/contracts/preferences'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Card, CardBody, CardHeader } from '../ui/card'
import { Checkbox } from '../ui/checkbox'
import { Field } from '../ui/field'
import { Input } from '../ui/input'
import { Select } from '../ui/select'
import { SkeletonList } from '../ui/skeleton'
import { ApiError, errorMessage } from '../../lib/api'
import { STATE_OPTIONS } from '../../lib/forms/options'
import { preferencesKey, readPreferences, savePreferences, setPaused, unsubscribeFromEmails, type PreferencesSubject } from './api'
import { bodyOf, draftOf, emptyLocation, type DraftErrors, type LocationDraft, type PreferencesDraft } from './draft'

const APP_OPTIONS = [
  { value: 'MARKETPLACE', label: 'Marketplace (shifts)' },
  { value: 'CAREERS', label: 'Careers (jobs)' },
] as const

const INTEREST_OPTIONS = [
  { value: 'MARKETPLACE', label: 'Shifts' },
  { value: 'CAREERS', label: 'Jobs' },
  { value: 'BOTH', label: 'Shifts and jobs' },
] as const

/** The two apps' sections: the same settings, each app's own fields and words. */
const APP_SECTIONS = [
  { product: 'marketplace', title: 'Shifts (Marketplace)', description: 'Per-diem pharmacy shifts near you.', noun: 'shifts', rateLabel: 'Minimum hourly rate ($)', radiusLabel: 'Notify me within (miles)' },
  { product: 'careers', title: 'Jobs (Careers)', description: 'Permanent and part-time pharmacy jobs.', noun: 'jobs', rateLabel: 'Minimum hourly rate for jobs ($)', radiusLabel: 'Notify me of jobs within (miles)' },
] as const

export function NotificationPreferencesForm({ subject }: { subject: PreferencesSubject }) {
  const query = useQuery({ queryKey: preferencesKey(subject), queryFn: () => readPreferences(subject), retry: false, gcTime: 0 })
  if (query.isPending) return <SkeletonList rows={4} label="Loading your preferences…" />
  if (query.error) {
    return (
      <Alert tone="error" title="These preferences can't be opened">
        {errorMessage(query.error)}
      </Alert>
    )
  }
  return <LoadedForm subject={subject} saved={query.data} />
}

function LoadedForm({ subject, saved }: { subject: PreferencesSubject; saved: NotificationPreferences }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<PreferencesDraft>(() => draftOf(saved))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [pending, setPending] = useState<'save' | 'pause' | 'unsubscribe' | null>(null)
  useEffect(() => setDraft(draftOf(saved)), [saved])

  const set = <K extends keyof PreferencesDraft>(key: K, value: PreferencesDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    setNotice(null)
  }
  const setLocation = (index: number, patch: Partial<LocationDraft>) =>
    set('locations', draft.locations.map((l, i) => (i === index ? { ...l, ...patch } : l)))

  const run = async (kind: 'save' | 'pause' | 'unsubscribe', action: () => Promise<unknown>, done: string) => {
    setPending(kind)
    setNotice(null)
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: preferencesKey(subject) })
      setNotice({ tone: 'success', text: done })
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])))
      setNotice({ tone: 'error', text: errorMessage(error) })
    } finally {
      setPending(null)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = bodyOf(draft)
    if ('errors' in result) {
      setErrors(result.errors)
      setNotice({ tone: 'error', text: 'Please check the highlighted fields.' })
      return
    }
    setErrors({})
    void run('save', () => savePreferences(subject, result.body), 'Your preferences are saved.')
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Notification preferences" className="flex flex-col gap-5">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <Card>
        <CardHeader
          title={saved.isPaused ? 'Your account is paused' : 'Pause notifications'}
          description={
            saved.isPaused
              ? 'You receive nothing but security messages until you resume.'
              : 'Receive nothing but security messages (sign-ins, password changes) until you resume.'
          }
          action={
            <Button
              variant={saved.isPaused ? 'primary' : 'outline'}
              size="sm"
              loading={pending === 'pause'}
              onClick={() => void run('pause', () => setPaused(subject, !saved.isPaused), saved.isPaused ? 'Notifications are back on.' : 'Your account is paused.')}
            >
              {saved.isPaused ? 'Resume' : 'Pause account'}
            </Button>
          }
        />
        <CardBody>
          <Button
            variant="secondary"
            size="sm"
            loading={pending === 'unsubscribe'}
            onClick={() => void run('unsubscribe', () => unsubscribeFromEmails(subject), 'You are unsubscribed from all e-mails.')}
          >
            Unsubscribe from all e-mails
          </Button>
        </CardBody>
      </Card>

      {APP_SECTIONS.map((app) => (
        <Card key={app.product}>
          <CardHeader title={app.title} description={app.description} />
          <CardBody className="flex flex-col gap-4">
            <Checkbox label={`E-mails about ${app.noun}`} checked={draft[`${app.product}EmailOptIn`]} onChange={(e) => set(`${app.product}EmailOptIn`, e.target.checked)} />
            <Checkbox label={`Text messages about ${app.noun}`} checked={draft[`${app.product}SmsOptIn`]} onChange={(e) => set(`${app.product}SmsOptIn`, e.target.checked)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={app.rateLabel} optional hint="Empty: any rate" error={errors[`${app.product}MinHourlyRate`]}>
                <Input inputMode="decimal" value={draft[`${app.product}MinHourlyRate`]} onChange={(e) => set(`${app.product}MinHourlyRate`, e.target.value)} />
              </Field>
              <Field label={app.radiusLabel} error={errors[`${app.product}NotificationRadiusInMeters`]}>
                <Input inputMode="numeric" value={draft[`${app.product}Miles`]} onChange={(e) => set(`${app.product}Miles`, e.target.value)} />
              </Field>
            </div>
          </CardBody>
        </Card>
      ))}

      <Card>
        <CardHeader title="Staffing agent, interests and links" />
        <CardBody className="flex flex-col gap-4">
          <Checkbox label="Text messages from the staffing agent" checked={draft.agentSmsOptIn} onChange={(e) => set('agentSmsOptIn', e.target.checked)} />
          <Field label="I'm interested in" error={errors.platformInterest}>
            <Select value={draft.platformInterest} options={INTEREST_OPTIONS} onChange={(e) => set('platformInterest', e.target.value as PreferencesDraft['platformInterest'])} />
          </Field>
          <Field label="Open links in" error={errors.preferredApp}>
            <Select value={draft.preferredApp} options={APP_OPTIONS} onChange={(e) => set('preferredApp', e.target.value as PreferencesDraft['preferredApp'])} />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Other places" description="Also tell me about work near these places." />
        <CardBody className="flex flex-col gap-5">
          {draft.locations.map((location, i) => (
            <fieldset key={i} className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-slate-800">Place {i + 1}</legend>
              <Field label="Street address" optional error={errors[`locationPreference.${i}.streetAddress`]}>
                <Input value={location.streetAddress} onChange={(e) => setLocation(i, { streetAddress: e.target.value })} />
              </Field>
              <Field label="City" optional error={errors[`locationPreference.${i}.city`]}>
                <Input value={location.city} onChange={(e) => setLocation(i, { city: e.target.value })} />
              </Field>
              <Field label="State" required error={errors[`locationPreference.${i}.state`]}>
                <Select value={location.state} options={STATE_OPTIONS} placeholder="Choose a state" onChange={(e) => setLocation(i, { state: e.target.value })} />
              </Field>
              <Field label="Zip code" optional error={errors[`locationPreference.${i}.zipcode`]}>
                <Input inputMode="numeric" value={location.zipcode} onChange={(e) => setLocation(i, { zipcode: e.target.value })} />
              </Field>
              <Field label="Within (miles)" error={errors[`locationPreference.${i}.notificationRadiusInMeters`]}>
                <Input inputMode="numeric" value={location.miles} onChange={(e) => setLocation(i, { miles: e.target.value })} />
              </Field>
              <div className="flex items-end">
                <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden className="size-4" />} onClick={() => set('locations', draft.locations.filter((_, j) => j !== i))}>
                  Remove place {i + 1}
                </Button>
              </div>
            </fieldset>
          ))}
          <div>
            <Button variant="outline" size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => set('locations', [...draft.locations, emptyLocation()])}>
              Add a place
            </Button>
          </div>
        </CardBody>
      </Card>

      <div>
        <Button type="submit" size="lg" loading={pending === 'save'}>
          Save preferences
        </Button>
      </div>
    </form>
  )
}
