/**
 * Editing a posted shift group (`PUT /facility/shift/{shiftGroupId}`). The form starts from the
 * API's preview of the group and sends only what changed: the API refuses a locked field even
 * when its value is the same. Messages as you type are the UpdateShift contract's (the API's).
 * Once a provider is hired only the title, parking, pharmacy notes and auto-hire may change, so
 * the rest is left out and said so. The save goes through the outbox like every facility write.
 */
import { useMemo, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Save } from 'lucide-react'
import type { ShiftGroupPreview } from '@shared/contracts/facility-shifts'
import { UpdateShift, type UpdateShiftBody } from '@shared/contracts/shifts'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { errorMessage } from '../../../../lib/api'
import { fieldId, focusField } from '../../../../lib/forms/fields'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useCachedQuery, useQueuedAction } from '../../../../offline'
import { paymentMethodsQuery } from '../../api/payment-methods'
import { refreshShifts } from '../../api/shift-lists'
import { formatDate } from '../../format'
import { paymentMethodLabel } from '../billing/payment-method-label'
import { toCreateShiftBody } from './post-draft'
import { PricePreview } from './price-preview'
import { Section, ShiftBasicsFields, ShiftTermsSections, type ShiftFieldsProps, type ShiftTerms } from './shift-fields'

interface EditDraft extends ShiftTerms {
  date: string
  startTime: string
  endTime: string
}

function draftFromPreview(g: ShiftGroupPreview): EditDraft {
  return {
    title: g.title,
    description: g.description,
    rate: String(g.rate),
    providerType: g.providerType,
    locationType: g.locationType,
    software: g.preferences.softwares,
    specialties: g.preferences.specialties,
    languages: g.preferences.languages,
    skills: g.preferences.skills,
    malpracticeInsuranceRequired: g.requirements.malpracticeInsurance,
    experienceInSoftwareRequired: g.requirements.softwareExperience,
    drugScreenRequired: g.requirements.recentDrugScreen,
    providerNeedsLicenseOnTheShiftState: g.requirements.licenseInShiftState,
    isParkingFree: g.isParkingFree,
    parkingDetails: g.parkingDetails ?? '',
    isLunchBreakPaid: g.isLunchBreakPaid,
    lunchBreakMinutes: String(g.lunchBreakMinutes),
    isAutoHireEnabled: g.isAutoHireEnabled,
    // The preview does not name the group's card: empty means "keep the one it has".
    paymentMethodId: '',
    dailyAverageScriptCount: g.dailyAverageScriptCount === null ? '' : String(g.dailyAverageScriptCount),
    staffOnHandHelp: g.staffOnHandHelp ?? '',
    date: g.date,
    startTime: g.startTime,
    endTime: g.endTime,
  }
}

/** Every editable field as the API reads it; a cleared note is null so the API clears it too. */
function toBody(d: EditDraft): UpdateShiftBody {
  const { facilityId: _f, shiftDays: _s, ...terms } = toCreateShiftBody({ ...d, facilityId: '', shiftDays: [] })
  return {
    ...terms,
    skills: d.skills,
    parkingDetails: terms.parkingDetails ?? null,
    dailyAverageScriptCount: terms.dailyAverageScriptCount ?? null,
    staffOnHandHelp: terms.staffOnHandHelp ?? null,
    paymentMethodId: d.paymentMethodId || undefined,
    date: d.date,
    startTime: d.startTime,
    endTime: d.endTime,
  }
}

/** The fields whose value differs from the group as loaded. */
function changedFields(initial: EditDraft, current: EditDraft): UpdateShiftBody {
  const before = toBody(initial) as Record<string, unknown>
  const after = toBody(current) as Record<string, unknown>
  const diff: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) if (JSON.stringify(value) !== JSON.stringify(before[key])) diff[key] = value
  return diff as UpdateShiftBody
}

export function ShiftEditForm({ group: g, locked }: { group: ShiftGroupPreview; locked: boolean }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { run } = useQueuedAction({ onFailure: 'dismiss' })
  const [initial] = useState(() => draftFromPreview(g))
  const [draft, setDraft] = useState(initial)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const { data: methods } = useCachedQuery(paymentMethodsQuery(g.facility.id), { enabled: draft.isAutoHireEnabled })

  const diff = useMemo(() => changedFields(initial, draft), [initial, draft])
  const checks = useContractChecks(UpdateShift, diff)
  const { error: errorOf, touch } = checks
  const nothingChanged = Object.keys(diff).length === 0

  const set = <K extends keyof EditDraft>(key: K, value: EditDraft[K]) => {
    setDraft((prev) => ({ ...prev, [key]: value }))
    checks.clearServerError(key)
  }
  const fields: ShiftFieldsProps = { draft, set: set as ShiftFieldsProps['set'], touch, errorOf, locked }
  const methodOptions = (methods?.data ?? []).map((m) => ({ value: m.paymentMethodId, label: paymentMethodLabel(m) }))
  const back = (search: { edited?: 1 }) => navigate({ to: '/facility/shifts/$shiftGroupId', params: { shiftGroupId: g.shiftGroupId }, search })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const invalid = checks.submit()
    if (nothingChanged) {
      setFailure('Nothing has changed yet.')
      return
    }
    if (invalid) {
      focusField(invalid)
      return
    }
    setSending(true)
    try {
      const title = diff.title ?? g.title
      const outcome = await run('shiftGroup.update', { shiftGroupId: g.shiftGroupId, ...diff }, { label: `Edit “${title}”`, relatedId: g.shiftGroupId })
      if (outcome.phase === 'failed') {
        setFailure(outcome.message)
        return
      }
      // Queued: the detail screen says it is waiting to be sent, and shows the group as it still is.
      if (outcome.phase === 'done') await refreshShifts(queryClient)
      await back(outcome.phase === 'waiting' ? {} : { edited: 1 })
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        {locked && (
          <Alert tone="info" title="A provider is hired">
            The pay, description, requirements, lunch break, date and times can no longer change. You can still edit the title, parking, the notes about
            your pharmacy and auto-hire.
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title="Your changes weren't saved">
            {failure}
          </Alert>
        )}
        <Section title="The shift" description="What providers read first when they browse.">
          <ShiftBasicsFields {...fields} />
        </Section>
        {!locked && (
          <Section title="Date and time" description={`In the pharmacy's time zone. ${g.quantity === 1 ? 'The shift' : `All ${g.quantity} seats`} move together.`}>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Date" id={fieldId('date')} error={errorOf('date')} hint={draft.date ? formatDate(draft.date) : undefined}>
                <Input type="date" value={draft.date} onChange={(e) => set('date', e.target.value)} onBlur={() => touch('date')} />
              </Field>
              <Field label="Starts" id={fieldId('startTime')} error={errorOf('startTime')}>
                <Input type="time" value={draft.startTime} onChange={(e) => set('startTime', e.target.value)} onBlur={() => touch('startTime')} />
              </Field>
              <Field label="Ends" id={fieldId('endTime')} error={errorOf('endTime')}>
                <Input type="time" value={draft.endTime} onChange={(e) => set('endTime', e.target.value)} onBlur={() => touch('endTime')} />
              </Field>
            </div>
          </Section>
        )}
        <ShiftTermsSections
          {...fields}
          methodOptions={methodOptions}
          methodPlaceholder={initial.isAutoHireEnabled ? 'Keep the current payment method' : 'Choose a payment method'}
        />
      </div>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-24">
        <PricePreview
          draft={{
            ...draft,
            facilityId: g.facility.id,
            shiftDays: [{ date: draft.date, timeSlots: [{ startTime: draft.startTime, endTime: draft.endTime, quantity: String(g.quantity) }] }],
          }}
          percentageFee={g.percentageFee}
        />
        <Button type="submit" size="lg" block loading={sending} icon={<Save aria-hidden className="size-4" />}>
          Save changes
        </Button>
        <Button variant="ghost" block onClick={() => void back({})}>
          Discard changes
        </Button>
      </aside>
    </form>
  )
}
