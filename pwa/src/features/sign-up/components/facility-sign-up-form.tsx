/**
 * Facility sign-up (spec 001 §3 "Facility sign-up"): the owner's details, the first pharmacy
 * and how they found us, posted flat to `POST /api/sign-up/facility`.
 */
import { useCallback, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarClock, Briefcase, Layers } from 'lucide-react'
import { FacilitySignUp } from '@shared/contracts/sign-up'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { Select } from '../../../components/ui/select'
import { Checkbox } from '../../../components/ui/checkbox'
import { RadioCards } from '../../../components/ui/radio-cards'
import { Button } from '../../../components/ui/button'
import { Alert } from '../../../components/ui/alert'
import { userSession } from '../../../lib/session'
import { storedUtm } from '../../../lib/utm'
import { signUpFacility } from '../api/sign-up'
import { FormSection } from './sign-up-layout'
import { fieldId, focusField, textOrUndefined } from '../../../lib/forms/fields'
import { STATE_OPTIONS } from '../../../lib/forms/options'
import { routeSubmitError } from '../../../lib/forms/submit-errors'
import { useContractForm, type FormValues } from '../../../lib/forms/use-contract-form'
import { useZipAutofill, zipHint, type Place } from '../use-zip-autofill'
import { HOW_HEARD_OPTIONS, needsOtherAnswer, PLATFORM_INTEREST_OPTIONS } from '../options'
import { emailTakenHint } from '../../../components/account/email-taken-hint'

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phoneNumber',
  'facilityName',
  'streetAddress',
  'zipCode',
  'city',
  'state',
  'howDidYouHearAboutUs',
  'otherAnswer',
  'platformInterest',
  'referralCode',
  'smsOptIn',
] as const

const INITIAL: FormValues = Object.fromEntries(FIELDS.map((f) => [f, f === 'smsOptIn' ? false : '']))

const INTEREST_ICONS = { MARKETPLACE: <CalendarClock className="size-5" />, CAREERS: <Briefcase className="size-5" />, BOTH: <Layers className="size-5" /> }

function toBody(v: FormValues) {
  return {
    email: textOrUndefined(v.email),
    password: textOrUndefined(v.password, { trim: false }),
    firstName: textOrUndefined(v.firstName),
    lastName: textOrUndefined(v.lastName),
    facilityName: textOrUndefined(v.facilityName),
    streetAddress: textOrUndefined(v.streetAddress),
    city: textOrUndefined(v.city),
    state: textOrUndefined(v.state),
    zipCode: textOrUndefined(v.zipCode),
    phoneNumber: textOrUndefined(v.phoneNumber),
    howDidYouHearAboutUs: textOrUndefined(v.howDidYouHearAboutUs),
    otherAnswer: needsOtherAnswer(v.howDidYouHearAboutUs) ? textOrUndefined(v.otherAnswer) : undefined,
    platformInterest: textOrUndefined(v.platformInterest),
    smsOptIn: v.smsOptIn === true,
    referralCode: textOrUndefined(v.referralCode),
    ...storedUtm(),
  }
}

export function FacilitySignUpForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useContractForm({ contract: FacilitySignUp, initialValues: INITIAL, toBody })
  const [pending, setPending] = useState(false)
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const { setValue } = form

  const zip = String(form.values.zipCode ?? '')
  const zipStatus = useZipAutofill(
    zip,
    { city: String(form.values.city ?? ''), state: String(form.values.state ?? '') },
    useCallback(
      ({ city, state }: Place) => {
        setValue('city', city)
        setValue('state', state)
      },
      [setValue],
    ),
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormMessage(null)
    const firstInvalid = form.check(FIELDS)
    if (firstInvalid) {
      focusField(firstInvalid)
      return
    }
    setPending(true)
    try {
      const result = await signUpFacility(form.body)
      userSession.set({ token: result.token, userType: 'FACILITY' })
      queryClient.clear()
      await navigate({ to: '/facility', replace: true })
    } catch (error) {
      const { formMessage: message, fields } = routeSubmitError(error, FIELDS, form.showServerErrors)
      setFormMessage(message)
      if (fields[0]) focusField(fields[0])
      setPending(false)
    }
  }

  const showOther = needsOtherAnswer(form.values.howDidYouHearAboutUs)

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Pharmacy sign-up">
      <FormSection title="Your details" description="You'll be the owner of your pharmacy's account.">
        <Field label="First name" id={fieldId('firstName')} error={form.error('firstName')} required>
          <Input {...form.text('firstName')} autoComplete="given-name" />
        </Field>
        <Field label="Last name" id={fieldId('lastName')} error={form.error('lastName')} required>
          <Input {...form.text('lastName')} autoComplete="family-name" />
        </Field>
        <Field label="Work email" id={fieldId('email')} error={form.error('email')} hint={emailTakenHint(form.error('email'), String(form.values.email ?? ''))} required>
          <Input {...form.text('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field label="Password" id={fieldId('password')} error={form.error('password')} hint="At least 8 characters." required>
          <PasswordInput {...form.text('password')} autoComplete="new-password" />
        </Field>
        <Field label="Phone number" id={fieldId('phoneNumber')} error={form.error('phoneNumber')} required className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]">
          <Input {...form.text('phoneNumber')} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(512) 555-0134" />
        </Field>
      </FormSection>

      <FormSection title="Your pharmacy" description="The first location you'll staff. You can add more later.">
        <Field label="Pharmacy name" id={fieldId('facilityName')} error={form.error('facilityName')} required className="sm:col-span-2">
          <Input {...form.text('facilityName')} autoComplete="organization" />
        </Field>
        <Field label="Street address" id={fieldId('streetAddress')} error={form.error('streetAddress')} required className="sm:col-span-2">
          <Input {...form.text('streetAddress')} autoComplete="address-line1" />
        </Field>
        <Field label="ZIP code" id={fieldId('zipCode')} error={form.error('zipCode')} hint={zipHint(zipStatus, zip)} required>
          <Input {...form.text('zipCode')} inputMode="numeric" autoComplete="postal-code" maxLength={10} />
        </Field>
        <div className="hidden sm:block" />
        <Field label="City" id={fieldId('city')} error={form.error('city')} required>
          <Input {...form.text('city')} autoComplete="address-level2" />
        </Field>
        <Field label="State" id={fieldId('state')} error={form.error('state')} required>
          <Select {...form.text('state')} options={STATE_OPTIONS} placeholder="Select a state" autoComplete="address-level1" />
        </Field>
      </FormSection>

      <FormSection title="A little more">
        <Field label="How did you hear about us?" id={fieldId('howDidYouHearAboutUs')} error={form.error('howDidYouHearAboutUs')} required>
          <Select {...form.text('howDidYouHearAboutUs')} options={HOW_HEARD_OPTIONS} placeholder="Choose one" />
        </Field>
        {showOther ? (
          <Field label="Please tell us where" id={fieldId('otherAnswer')} error={form.error('otherAnswer')} required>
            <Input {...form.text('otherAnswer')} />
          </Field>
        ) : (
          <div className="hidden sm:block" />
        )}
        <div className="sm:col-span-2">
          <RadioCards
            id={fieldId('platformInterest')}
            legend="What are you looking for?"
            name="platformInterest"
            optional
            value={String(form.values.platformInterest ?? '')}
            onChange={(v) => form.setValue('platformInterest', v)}
            error={form.error('platformInterest')}
            options={PLATFORM_INTEREST_OPTIONS.facility.map((o) => ({ ...o, icon: INTEREST_ICONS[o.value] }))}
          />
        </div>
        <Field label="Referral code" id={fieldId('referralCode')} error={form.error('referralCode')} optional>
          <Input {...form.text('referralCode')} autoCapitalize="characters" spellCheck={false} />
        </Field>
        <div className="flex items-end sm:col-span-2">
          <Checkbox
            {...form.checkbox('smsOptIn')}
            label="Text me about applicants and shift updates"
            description="Message and data rates may apply. Reply STOP to opt out at any time."
          />
        </div>
      </FormSection>

      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-center text-sm text-slate-500 sm:mr-auto sm:text-left">You can invite your team after signing up.</p>
        <Button type="submit" size="lg" loading={pending}>
          Create pharmacy account
        </Button>
      </div>
    </form>
  )
}
