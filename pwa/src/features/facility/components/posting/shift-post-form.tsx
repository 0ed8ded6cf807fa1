/**
 * Posting shifts: one description, several days, several time slots a day, each slot with its
 * number of seats. The CreateShift contract checks the body on every keystroke, so the messages
 * are the API's own; a message shows once its field was left or the form submitted. The values
 * are a draft on the device (useDraft), and the post goes through the outbox, so a reload or a
 * dropped connection loses nothing and the post is sent when the connection returns.
 */
import { useMemo, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CalendarPlus, CloudOff, Plus, RotateCcw, Trash2 } from 'lucide-react'
import { CreateShift } from '@shared/contracts/shifts'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { errorMessage } from '../../../../lib/api'
import { fieldId, focusField } from '../../../../lib/forms/fields'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useCachedQuery, useDraftState, useQueuedAction } from '../../../../offline'
import { organizationQuery } from '../../api/organization'
import { paymentMethodsQuery } from '../../api/payment-methods'
import { refreshShifts } from '../../api/shift-lists'
import { formatDate, todayIso } from '../../format'
import { paymentMethodLabel } from '../billing/payment-method-label'
import { useFacilityChoice } from '../common/facility-picker'
import { emptyDraft, newDay, newSlot, toCreateShiftBody, type ShiftDraft } from './post-draft'
import { PricePreview } from './price-preview'
import { Section, ShiftBasicsFields, ShiftTermsSections, type ShiftFieldsProps } from './shift-fields'
import { offerPushNotifications } from '../../../../lib/push'

const DRAFT_KEY = 'facility.shift-post'
/** The platform's fee when the organization has no negotiated one (docs/decisions.md "Payments"). */
const DEFAULT_PERCENTAGE_FEE = 25
/** The contract speaks of the facility's id; the person picks a facility by name. */
const RELABEL = { facilityId: 'Choose the facility this shift is at' }

export function ShiftPostForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { run } = useQueuedAction({ onFailure: 'dismiss' })
  const { facilities, single } = useFacilityChoice()
  const { value: draft, update: setDraft, clear: clearDraft, reset: resetDraft, restored } = useDraftState<ShiftDraft>(DRAFT_KEY, emptyDraft())
  const [failure, setFailure] = useState<string | null>(null)
  const [queued, setQueued] = useState(false)
  const [sending, setSending] = useState(false)
  const [restoredDismissed, setRestoredDismissed] = useState(false)
  const showRestored = restored && !restoredDismissed

  const facilityId = draft.facilityId || single?.facilityId || ''
  const body = useMemo(() => toCreateShiftBody({ ...draft, facilityId }), [draft, facilityId])
  const checks = useContractChecks(CreateShift, body, { relabel: RELABEL })
  const { error: errorOf, touch } = checks
  const { data: org } = useQuery(organizationQuery())
  const { data: methods } = useCachedQuery(paymentMethodsQuery(facilityId || undefined), { enabled: Boolean(facilityId) })
  // The organization's own fee (a negotiated one differs from the default).
  const fee = org?.currentPercentageFee ?? DEFAULT_PERCENTAGE_FEE

  const set = <K extends keyof ShiftDraft>(key: K, value: ShiftDraft[K]) => {
    setDraft((prev) => ({ ...prev, [key]: value }))
    checks.clearServerError(key)
  }
  const updateSlot = (d: number, s: number, patch: Partial<ShiftDraft['shiftDays'][number]['timeSlots'][number]>) =>
    setDraft((prev) => ({
      ...prev,
      shiftDays: prev.shiftDays.map((day, i) =>
        i !== d ? day : { ...day, timeSlots: day.timeSlots.map((slot, j) => (j === s ? { ...slot, ...patch } : slot)) },
      ),
    }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const invalid = checks.submit()
    if (invalid) {
      focusField(invalid)
      return
    }
    setSending(true)
    try {
      const outcome = await run('shift.post', body, { label: `Post “${body.title}”` })
      if (outcome.phase === 'failed') {
        setFailure(outcome.message)
        return
      }
      if (outcome.phase === 'waiting') {
        // Kept in the outbox: the draft can go, the post is not done until the server takes it.
        void clearDraft()
        setQueued(true)
        return
      }
      const created = outcome.result
      await clearDraft()
      await refreshShifts(queryClient)
      offerPushNotifications('a provider applies to your shift')
      const first = created.shiftGroups[0]
      if (first)
        await navigate({ to: '/facility/shifts/$shiftGroupId', params: { shiftGroupId: first.shiftGroupId }, search: { posted: created.shiftGroups.length } })
      else await navigate({ to: '/facility/shifts' })
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setSending(false)
    }
  }

  if (queued) {
    return (
      <Alert
        tone="warning"
        title="Waiting for a connection"
        action={
          <Button size="sm" variant="outline" onClick={() => navigate({ to: '/facility/shifts' })}>
            Go to shifts
          </Button>
        }
      >
        Your shift is saved on this device and will be posted as soon as you're back online. It is not posted yet — providers can't see it until then.
      </Alert>
    )
  }

  const methodOptions = (methods?.data ?? []).map((m) => ({ value: m.paymentMethodId, label: paymentMethodLabel(m) }))
  const fields: ShiftFieldsProps = { draft, set: set as ShiftFieldsProps['set'], touch, errorOf }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        {showRestored && (
          <Alert
            tone="info"
            title="We restored your unfinished shift"
            action={
              <Button
                size="sm"
                variant="ghost"
                icon={<RotateCcw aria-hidden className="size-4" />}
                onClick={() => {
                  resetDraft()
                  checks.reset()
                  setRestoredDismissed(true)
                }}
              >
                Start over
              </Button>
            }
          >
            Everything you typed is still here, even after a reload or a lost connection.
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title="The shift wasn't posted">
            {failure}
          </Alert>
        )}

        <Section title="The shift" description="What providers read first when they browse.">
          {facilities.length > 1 && (
            <Field label="Facility" id={fieldId('facilityId')} error={errorOf('facilityId')} required>
              <Select
                value={facilityId}
                onChange={(e) => set('facilityId', e.target.value)}
                onBlur={() => touch('facilityId')}
                options={facilities.map((f) => ({ value: f.facilityId, label: `${f.name} — ${f.city}, ${f.state}` }))}
                placeholder="Choose a facility"
              />
            </Field>
          )}
          <ShiftBasicsFields {...fields} />
        </Section>

        <Section title="Days and times" description="Each time slot is posted as its own shift with the number of providers you need.">
          <ol className="flex flex-col gap-4">
            {draft.shiftDays.map((day, d) => {
              const dayField = `shiftDays[${d}].date`
              return (
                <li key={d} className="rounded-2xl border border-slate-200 p-4">
                  <div className="flex items-end gap-3">
                    <Field
                      label={`Day ${d + 1}`}
                      id={fieldId(dayField)}
                      error={errorOf(dayField)}
                      className="flex-1"
                      hint={day.date ? formatDate(day.date) : undefined}
                    >
                      <Input
                        type="date"
                        min={todayIso()}
                        value={day.date}
                        onChange={(e) =>
                          setDraft((prev) => ({ ...prev, shiftDays: prev.shiftDays.map((x, i) => (i === d ? { ...x, date: e.target.value } : x)) }))
                        }
                        onBlur={() => touch(dayField)}
                      />
                    </Field>
                    {draft.shiftDays.length > 1 && (
                      <Button
                        variant="ghost"
                        className="mb-px"
                        aria-label={`Remove day ${d + 1}`}
                        icon={<Trash2 aria-hidden className="size-4" />}
                        onClick={() => setDraft((prev) => ({ ...prev, shiftDays: prev.shiftDays.filter((_, i) => i !== d) }))}
                      />
                    )}
                  </div>
                  <ul className="mt-3 flex flex-col gap-3">
                    {day.timeSlots.map((slot, s) => {
                      const base = `shiftDays[${d}].timeSlots[${s}]`
                      const label = `day ${d + 1}, slot ${s + 1}`
                      return (
                        <li key={s} className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_6rem_auto] sm:items-end">
                          <Field label="Starts" id={fieldId(`${base}.startTime`)} error={errorOf(`${base}.startTime`)}>
                            <Input
                              type="time"
                              aria-label={`Start time, ${label}`}
                              value={slot.startTime}
                              onChange={(e) => updateSlot(d, s, { startTime: e.target.value })}
                              onBlur={() => touch(`${base}.startTime`)}
                            />
                          </Field>
                          <Field label="Ends" id={fieldId(`${base}.endTime`)} error={errorOf(`${base}.endTime`)}>
                            <Input
                              type="time"
                              aria-label={`End time, ${label}`}
                              value={slot.endTime}
                              onChange={(e) => updateSlot(d, s, { endTime: e.target.value })}
                              onBlur={() => touch(`${base}.endTime`)}
                            />
                          </Field>
                          <Field label="Providers" id={fieldId(`${base}.quantity`)} error={errorOf(`${base}.quantity`)}>
                            <Input
                              type="number"
                              min={1}
                              max={50}
                              inputMode="numeric"
                              aria-label={`Providers needed, ${label}`}
                              value={slot.quantity}
                              onChange={(e) => updateSlot(d, s, { quantity: e.target.value })}
                              onBlur={() => touch(`${base}.quantity`)}
                            />
                          </Field>
                          {day.timeSlots.length > 1 ? (
                            <Button
                              variant="ghost"
                              aria-label={`Remove ${label}`}
                              icon={<Trash2 aria-hidden className="size-4" />}
                              onClick={() =>
                                setDraft((prev) => ({
                                  ...prev,
                                  shiftDays: prev.shiftDays.map((x, i) => (i === d ? { ...x, timeSlots: x.timeSlots.filter((_, j) => j !== s) } : x)),
                                }))
                              }
                            />
                          ) : (
                            <span className="hidden sm:block sm:w-11" />
                          )}
                        </li>
                      )
                    })}
                  </ul>
                  {day.timeSlots.length < 10 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="mt-2"
                      icon={<Plus aria-hidden className="size-4" />}
                      onClick={() =>
                        setDraft((prev) => ({
                          ...prev,
                          shiftDays: prev.shiftDays.map((x, i) => (i === d ? { ...x, timeSlots: [...x.timeSlots, newSlot()] } : x)),
                        }))
                      }
                    >
                      Add a time slot to day {d + 1}
                    </Button>
                  )}
                </li>
              )
            })}
          </ol>
          {draft.shiftDays.length < 62 && (
            <Button
              variant="secondary"
              icon={<CalendarPlus aria-hidden className="size-4" />}
              onClick={() =>
                setDraft((prev) => {
                  const last = prev.shiftDays[prev.shiftDays.length - 1]
                  const next = newDay(last?.date || undefined)
                  // A new day repeats the last day's hours: most posts are the same hours on several days.
                  return { ...prev, shiftDays: [...prev.shiftDays, last ? { ...next, timeSlots: last.timeSlots.map((s) => ({ ...s })) } : next] }
                })
              }
            >
              Add another day
            </Button>
          )}
          {errorOf('shiftDays') && <p className="text-sm font-medium text-red-700">{errorOf('shiftDays')}</p>}
        </Section>

        <ShiftTermsSections {...fields} methodOptions={methodOptions} />
      </div>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-24">
        <PricePreview draft={draft} percentageFee={fee} />
        <Button type="submit" size="lg" block loading={sending}>
          Post shift
        </Button>
        {!navigator.onLine && (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            You're offline. Your shift will be posted when you're back online.
          </p>
        )}
      </aside>
    </form>
  )
}
