/**
 * Provider sign-up (spec 001 §3 "Provider sign-up") in three steps: you, your license, your
 * experience. Each step checks its own fields before moving on; the last step posts the whole
 * body to `POST /api/sign-up/provider`. Errors the API returns for an earlier step take the
 * person back to that step, with focus on the field.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Briefcase, CalendarClock, Check, FlaskConical, GraduationCap, Layers, Pill } from 'lucide-react'
import { ProviderSignUp } from '@shared/contracts/sign-up'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { Checkbox } from '../../../components/ui/checkbox'
import { RadioCards } from '../../../components/ui/radio-cards'
import { ChipPicker } from '../../../components/ui/chip-picker'
import { Button } from '../../../components/ui/button'
import { Alert } from '../../../components/ui/alert'
import { cx } from '../../../components/ui/cx'
import { userSession } from '../../../lib/session'
import { storedUtm } from '../../../lib/utm'
import { abilitiesQuery, languagesQuery } from '../../../lib/reference'
import { signUpProvider } from '../api/sign-up'
import { publicReturnPath } from '../../../lib/public-return'
import { FormSection } from './sign-up-layout'
import { fieldId, focusField, textOrUndefined } from '../../../lib/forms/fields'
import { STATE_OPTIONS, tomorrow } from '../../../lib/forms/options'
import { personalInformationBody } from '../../../lib/forms/personal-information'
import { routeSubmitError } from '../../../lib/forms/submit-errors'
import { useContractForm, type FormValues } from '../../../lib/forms/use-contract-form'
import { useZipAutofill, zipHint, type Place } from '../use-zip-autofill'
import { HOW_HEARD_OPTIONS, needsOtherAnswer, PLATFORM_INTEREST_OPTIONS } from '../options'
import { emailTakenHint } from '../../../components/account/email-taken-hint'

const P = 'personalInformation'
const Q = 'professionalInformation'
const X = 'extraInformation'

const STEPS = [
  {
    title: 'You',
    heading: 'About you',
    fields: ['email', 'password', `${P}.firstName`, `${P}.lastName`, `${P}.streetAddress`, `${P}.zipCode`, `${P}.city`, `${P}.state`],
  },
  {
    title: 'License',
    heading: 'Your license',
    fields: [
      `${Q}.providerTitle`,
      `${Q}.licenseNumber`,
      `${Q}.stateLicense`,
      `${Q}.licenseExpiration`,
      `${Q}.phoneNumber`,
      `${Q}.smsOptIn`,
      `${Q}.howDidYouHearAboutUs`,
      `${Q}.otherAnswer`,
      `${Q}.platformInterest`,
      `${P}.referralCode`,
    ],
  },
  {
    title: 'Experience',
    heading: 'Your experience',
    fields: [
      `${X}.yearsOfExperience`,
      `${X}.specialties`,
      `${X}.softwares`,
      `${X}.skills`,
      `${X}.languages`,
      `${P}.aboutMe`,
      `${P}.malpracticeInsurance`,
    ],
  },
] as const

const ALL_FIELDS: string[] = STEPS.flatMap((s) => [...s.fields])
const LIST_FIELDS = new Set([`${X}.specialties`, `${X}.softwares`, `${X}.skills`, `${X}.languages`])
const BOOLEAN_FIELDS = new Set([`${Q}.smsOptIn`, `${P}.malpracticeInsurance`])

const INITIAL: FormValues = Object.fromEntries(
  ALL_FIELDS.map((f) => [f, LIST_FIELDS.has(f) ? [] : BOOLEAN_FIELDS.has(f) ? false : '']),
)

function withReferralCodeFromLink(values: FormValues): FormValues {
  const code = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('referralCode')
  return code ? { ...values, [`${P}.referralCode`]: code.trim().slice(0, 50) } : values
}

function listOrUndefined(value: FormValues[string] | undefined): string[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value : undefined
}

function toBody(v: FormValues) {
  const years = textOrUndefined(v[`${X}.yearsOfExperience`])
  const extra = {
    yearsOfExperience: years === undefined ? undefined : Number(years),
    specialties: listOrUndefined(v[`${X}.specialties`]),
    softwares: listOrUndefined(v[`${X}.softwares`]),
    skills: listOrUndefined(v[`${X}.skills`]),
    languages: listOrUndefined(v[`${X}.languages`]),
  }
  const source = v[`${Q}.howDidYouHearAboutUs`]
  return {
    email: textOrUndefined(v.email),
    password: textOrUndefined(v.password, { trim: false }),
    personalInformation: { ...personalInformationBody(v, P), referralCode: textOrUndefined(v[`${P}.referralCode`]) },
    professionalInformation: {
      providerTitle: textOrUndefined(v[`${Q}.providerTitle`]),
      licenseNumber: textOrUndefined(v[`${Q}.licenseNumber`]),
      licenseExpiration: textOrUndefined(v[`${Q}.licenseExpiration`]),
      stateLicense: textOrUndefined(v[`${Q}.stateLicense`]),
      phoneNumber: textOrUndefined(v[`${Q}.phoneNumber`]),
      smsOptIn: v[`${Q}.smsOptIn`] === true,
      howDidYouHearAboutUs: textOrUndefined(source),
      otherAnswer: needsOtherAnswer(source) ? textOrUndefined(v[`${Q}.otherAnswer`]) : undefined,
      platformInterest: textOrUndefined(v[`${Q}.platformInterest`]),
    },
    extraInformation: Object.values(extra).some((x) => x !== undefined) ? extra : undefined,
    isMobile: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
    ...storedUtm(),
  }
}

const TITLE_OPTIONS = [
  { value: 'PHARMACIST', label: 'Pharmacist', description: 'RPh or PharmD', icon: <Pill className="size-5" /> },
  { value: 'TECHNICIAN', label: 'Pharmacy Technician', description: 'CPhT or state-registered', icon: <FlaskConical className="size-5" /> },
  { value: 'INTERN', label: 'Pharmacy Intern', description: 'Licensed student pharmacist', icon: <GraduationCap className="size-5" /> },
]

const INTEREST_ICONS = { MARKETPLACE: <CalendarClock className="size-5" />, CAREERS: <Briefcase className="size-5" />, BOTH: <Layers className="size-5" /> }

function stepOf(field: string): number {
  const i = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field))
  return i < 0 ? 0 : i
}

export function ProviderSignUpForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // A referral link (`/sign-up/provider?referralCode=…`, the referrer's share link) fills in the code.
  const form = useContractForm({ contract: ProviderSignUp, initialValues: withReferralCodeFromLink(INITIAL), toBody })
  const [step, setStep] = useState(0)
  const [pending, setPending] = useState(false)
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const pendingFocus = useRef<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { setValue } = form

  // Load the experience choices while the first steps are being filled.
  const abilities = useQuery(abilitiesQuery())
  const languages = useQuery(languagesQuery())

  const zip = String(form.values[`${P}.zipCode`] ?? '')
  const zipStatus = useZipAutofill(
    zip,
    { city: String(form.values[`${P}.city`] ?? ''), state: String(form.values[`${P}.state`] ?? '') },
    useCallback(
      ({ city, state }: Place) => {
        setValue(`${P}.city`, city)
        setValue(`${P}.state`, state)
      },
      [setValue],
    ),
  )

  useEffect(() => {
    if (pendingFocus.current) {
      focusField(pendingFocus.current)
      pendingFocus.current = null
    } else {
      headingRef.current?.focus()
    }
  }, [step])

  const goTo = (next: number, focus?: string) => {
    if (next === step) {
      if (focus) focusField(focus)
      return
    }
    pendingFocus.current = focus ?? null
    setStep(next)
    if (!focus) window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFormMessage(null)
    const current = STEPS[step]!
    const firstInvalid = form.check(current.fields)
    if (firstInvalid) {
      focusField(firstInvalid)
      return
    }
    if (step < STEPS.length - 1) {
      goTo(step + 1)
      return
    }
    const earlier = form.check(ALL_FIELDS)
    if (earlier) {
      goTo(stepOf(earlier), earlier)
      return
    }
    setPending(true)
    try {
      const result = await signUpProvider(form.body)
      userSession.set({ token: result.token, userType: 'PROVIDER' })
      queryClient.removeQueries({ queryKey: ['user'] })
      // Back to where sign-up started (a public job's "Sign up to apply"), else the provider's home.
      const back = publicReturnPath(new URLSearchParams(window.location.search).get('redirect'))
      await navigate({ href: back ?? '/provider', replace: true })
    } catch (error) {
      const { formMessage: message, fields } = routeSubmitError(error, ALL_FIELDS, form.showServerErrors)
      setFormMessage(message)
      setPending(false)
      if (fields[0]) goTo(stepOf(fields[0]), fields[0])
    }
  }

  const current = STEPS[step]!
  const last = step === STEPS.length - 1
  const showOther = needsOtherAnswer(form.values[`${Q}.howDidYouHearAboutUs`])

  const picker = (field: string, label: string, options: { id: string; name: string }[] | undefined, loading: boolean, placeholder: string) => (
    <Field label={label} id={fieldId(field)} error={form.error(field)} optional className="sm:col-span-2">
      <ChipPicker
        name={field}
        options={options ?? []}
        loading={loading}
        value={form.list(field)}
        onChange={(ids) => form.setValue(field, ids)}
        placeholder={placeholder}
      />
    </Field>
  )

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Provider sign-up">
      <StepIndicator step={step} onStep={(i) => i < step && goTo(i)} />

      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Step {step + 1} of {STEPS.length}: {current.heading}
      </h2>

      {step === 0 && (
        <>
          <FormSection title="Your account" description="You'll sign in with this e-mail and password.">
            <Field label="Email" id={fieldId('email')} error={form.error('email')} hint={emailTakenHint(form.error('email'), String(form.values.email ?? ''))} required>
              <Input {...form.text('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
            </Field>
            <Field label="Password" id={fieldId('password')} error={form.error('password')} hint="At least 8 characters." required>
              <PasswordInput {...form.text('password')} autoComplete="new-password" />
            </Field>
          </FormSection>
          <FormSection title="Personal information" description="Your home address helps us show shifts near you.">
            <Field label="First name" id={fieldId(`${P}.firstName`)} error={form.error(`${P}.firstName`)} required>
              <Input {...form.text(`${P}.firstName`)} autoComplete="given-name" />
            </Field>
            <Field label="Last name" id={fieldId(`${P}.lastName`)} error={form.error(`${P}.lastName`)} required>
              <Input {...form.text(`${P}.lastName`)} autoComplete="family-name" />
            </Field>
            <Field
              label="Street address"
              id={fieldId(`${P}.streetAddress`)}
              error={form.error(`${P}.streetAddress`)}
              hint="Your home address. PO Boxes can't be used."
              required
              className="sm:col-span-2"
            >
              <Input {...form.text(`${P}.streetAddress`)} autoComplete="address-line1" />
            </Field>
            <Field label="ZIP code" id={fieldId(`${P}.zipCode`)} error={form.error(`${P}.zipCode`)} hint={zipHint(zipStatus, zip)} required>
              <Input {...form.text(`${P}.zipCode`)} inputMode="numeric" autoComplete="postal-code" maxLength={10} />
            </Field>
            <div className="hidden sm:block" />
            <Field label="City" id={fieldId(`${P}.city`)} error={form.error(`${P}.city`)} required>
              <Input {...form.text(`${P}.city`)} autoComplete="address-level2" />
            </Field>
            <Field label="State" id={fieldId(`${P}.state`)} error={form.error(`${P}.state`)} required>
              <Select {...form.text(`${P}.state`)} options={STATE_OPTIONS} placeholder="Select a state" autoComplete="address-level1" />
            </Field>
          </FormSection>
        </>
      )}

      {step === 1 && (
        <>
          <FormSection title="Professional information" description="We verify your license before your first shift.">
            <div className="sm:col-span-2">
              <RadioCards
                id={fieldId(`${Q}.providerTitle`)}
                legend="I am a…"
                name={`${Q}.providerTitle`}
                value={String(form.values[`${Q}.providerTitle`] ?? '')}
                onChange={(v) => {
                  form.setValue(`${Q}.providerTitle`, v)
                  form.reveal([`${Q}.providerTitle`])
                }}
                error={form.error(`${Q}.providerTitle`)}
                options={TITLE_OPTIONS}
              />
            </div>
            <Field label="License number" id={fieldId(`${Q}.licenseNumber`)} error={form.error(`${Q}.licenseNumber`)} required>
              <Input {...form.text(`${Q}.licenseNumber`)} autoCapitalize="characters" spellCheck={false} />
            </Field>
            <Field label="License state" id={fieldId(`${Q}.stateLicense`)} error={form.error(`${Q}.stateLicense`)} required>
              <Select {...form.text(`${Q}.stateLicense`)} options={STATE_OPTIONS} placeholder="Select a state" />
            </Field>
            <Field label="License expiration date" id={fieldId(`${Q}.licenseExpiration`)} error={form.error(`${Q}.licenseExpiration`)} required>
              <Input {...form.text(`${Q}.licenseExpiration`)} type="date" min={tomorrow()} />
            </Field>
            <Field label="Mobile phone" id={fieldId(`${Q}.phoneNumber`)} error={form.error(`${Q}.phoneNumber`)} required>
              <Input {...form.text(`${Q}.phoneNumber`)} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(512) 555-0134" />
            </Field>
            <div className="sm:col-span-2">
              <Checkbox
                {...form.checkbox(`${Q}.smsOptIn`)}
                label="Text me when new shifts match my profile"
                description="Message and data rates may apply. Reply STOP to opt out at any time."
              />
            </div>
          </FormSection>
          <FormSection title="A little more">
            <Field
              label="How did you hear about us?"
              id={fieldId(`${Q}.howDidYouHearAboutUs`)}
              error={form.error(`${Q}.howDidYouHearAboutUs`)}
              required
            >
              <Select {...form.text(`${Q}.howDidYouHearAboutUs`)} options={HOW_HEARD_OPTIONS} placeholder="Choose one" />
            </Field>
            {showOther ? (
              <Field label="Please tell us where" id={fieldId(`${Q}.otherAnswer`)} error={form.error(`${Q}.otherAnswer`)} required>
                <Input {...form.text(`${Q}.otherAnswer`)} />
              </Field>
            ) : (
              <div className="hidden sm:block" />
            )}
            <div className="sm:col-span-2">
              <RadioCards
                id={fieldId(`${Q}.platformInterest`)}
                legend="What are you looking for?"
                name={`${Q}.platformInterest`}
                optional
                value={String(form.values[`${Q}.platformInterest`] ?? '')}
                onChange={(v) => form.setValue(`${Q}.platformInterest`, v)}
                error={form.error(`${Q}.platformInterest`)}
                options={PLATFORM_INTEREST_OPTIONS.provider.map((o) => ({ ...o, icon: INTEREST_ICONS[o.value] }))}
              />
            </div>
            <Field label="Referral code" id={fieldId(`${P}.referralCode`)} error={form.error(`${P}.referralCode`)} optional>
              <Input {...form.text(`${P}.referralCode`)} autoCapitalize="characters" spellCheck={false} />
            </Field>
          </FormSection>
        </>
      )}

      {step === 2 && (
        <FormSection title="Experience" description="Optional, but pharmacies hire complete profiles first. You can change these later.">
          <Field
            label="Years of experience"
            id={fieldId(`${X}.yearsOfExperience`)}
            error={form.error(`${X}.yearsOfExperience`)}
            optional
          >
            <Input {...form.text(`${X}.yearsOfExperience`)} type="number" inputMode="numeric" min={0} max={70} step={1} />
          </Field>
          <div className="hidden sm:block" />
          {abilities.isError && (
            <Alert tone="warning" className="sm:col-span-2">
              We couldn't load the lists of specialties, software and skills. You can add them from your profile later.
            </Alert>
          )}
          {picker(`${X}.specialties`, 'Specialties', abilities.data?.specialties, abilities.isPending, 'Search specialties, e.g. Retail')}
          {picker(`${X}.softwares`, 'Pharmacy software', abilities.data?.softwares, abilities.isPending, 'Search software, e.g. PioneerRx')}
          {picker(`${X}.skills`, 'Skills', abilities.data?.skills, abilities.isPending, 'Search skills, e.g. Immunizations')}
          {picker(`${X}.languages`, 'Languages you speak', languages.data, languages.isPending, 'Search languages')}
          <Field label="About me" id={fieldId(`${P}.aboutMe`)} error={form.error(`${P}.aboutMe`)} optional hint="Up to 1,000 characters." className="sm:col-span-2">
            <Textarea {...form.text(`${P}.aboutMe`)} maxLength={1000} placeholder="What you're great at, and the kind of shifts you enjoy." />
          </Field>
          <div className="sm:col-span-2">
            <Checkbox
              {...form.checkbox(`${P}.malpracticeInsurance`)}
              label="I have my own malpractice insurance"
              description="Some shifts require it."
            />
          </div>
        </FormSection>
      )}

      {formMessage && <Alert tone="error">{formMessage}</Alert>}

      <div className="flex items-center justify-between gap-3">
        {step > 0 ? (
          <Button variant="ghost" size="lg" onClick={() => goTo(step - 1)} icon={<ArrowLeft aria-hidden className="size-4" />}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg" loading={pending}>
          {last ? 'Create my account' : 'Continue'}
          {!last && <ArrowRight aria-hidden className="size-4" />}
        </Button>
      </div>
    </form>
  )
}

function StepIndicator({ step, onStep }: { step: number; onStep: (index: number) => void }) {
  return (
    <nav aria-label="Sign-up progress">
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((s, i) => {
          const done = i < step
          const currentStep = i === step
          return (
            <li key={s.title} className="flex flex-1 items-center gap-2 sm:gap-3">
              <button
                type="button"
                disabled={!done}
                onClick={() => onStep(i)}
                aria-current={currentStep ? 'step' : undefined}
                className={cx('flex items-center gap-2 rounded-full text-sm font-medium', done && 'cursor-pointer hover:text-brand-800')}
              >
                <span
                  className={cx(
                    'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold transition-colors',
                    done && 'bg-brand-700 text-white',
                    currentStep && 'bg-white text-brand-800 ring-2 ring-brand-600',
                    !done && !currentStep && 'bg-slate-200 text-slate-600',
                  )}
                >
                  {done ? <Check aria-hidden className="size-4" strokeWidth={3} /> : i + 1}
                </span>
                <span className={cx(currentStep ? 'text-slate-900' : 'text-slate-500', !currentStep && 'hidden sm:inline')}>
                  {s.title}
                  {done && <span className="sr-only"> (done)</span>}
                </span>
              </button>
              {i < STEPS.length - 1 && <span aria-hidden className={cx('h-0.5 flex-1 rounded-full', done ? 'bg-brand-600' : 'bg-slate-200')} />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
