/**
 * The facility's profile (issue 13 §7, §9): its picture, its NPI (checked with the CMS check
 * digit on the device, then verified by the API against the registry), its rates for new shifts
 * (suggested and minimum, per provider type) and its shift defaults, and the state of its
 * onboarding form. The read is cached on the device; the changes need a connection (they are
 * checked against the registry and the organization's payment methods) and say so when offline.
 */
import { useMemo, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { BadgeCheck, Camera, ClipboardList, Store } from 'lucide-react'
import { FacilityPreferences, ValidateNpi, type FacilityPreferencesBody, type FacilityProfile as Profile } from '@shared/contracts/facility-profile'
import { PROVIDER_TYPE_LABELS, PROVIDER_TYPES, type ProviderType } from '@shared/enums'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api'
import { useOnline } from '../../../../lib/connectivity'
import { fieldId, focusField } from '../../../../lib/forms/fields'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useCachedQuery } from '../../../../offline'
import { facilityProfileQuery, ffmListQuery, savePreferences, uploadFacilityImage, validateNpi } from '../../api/onboarding-form'

const OFFLINE = "You're offline. Connect to save these changes."

export function FacilityProfileScreen({ facilityId, image }: { facilityId: string; image: string | null }) {
  const profile = useCachedQuery(facilityProfileQuery(facilityId))
  const forms = useCachedQuery(ffmListQuery())
  const form = forms.data?.data.find((f) => f.facilityId === facilityId)
  if (profile.error && !profile.data) return <Alert tone="error">{profile.error.message}</Alert>
  if (!profile.data) return <p className="text-sm text-slate-600">Loading…</p>
  const data = profile.data
  return (
    <div className="flex flex-col gap-6">
      {profile.isFromCache && <p className="text-xs text-slate-500">Showing the copy saved on this device.</p>}
      <PictureCard facilityId={facilityId} name={data.name} image={image} />
      <NpiCard facilityId={facilityId} profile={data} onSaved={profile.refetch} />
      <RatesCard facilityId={facilityId} profile={data} onSaved={profile.refetch} />
      <Card>
        <CardHeader title="Onboarding form" description="What a provider needs to know before their first shift here." icon={<ClipboardList aria-hidden className="size-5" />} />
        <CardBody className="flex flex-wrap items-center gap-3">
          {form && <Badge tone={form.status === 'GENERATED' || form.status === 'COMPLETED' ? 'success' : form.status === 'REJECTED' ? 'danger' : 'neutral'}>{form.status}</Badge>}
          <Link to="/facility/onboarding-form" search={{ facilityId }} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Open the onboarding form
          </Link>
        </CardBody>
      </Card>
    </div>
  )
}

function PictureCard({ facilityId, name, image }: { facilityId: string; name: string; image: string | null }) {
  const online = useOnline()
  const [shown, setShown] = useState(image)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pick = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    if (!online) return setProblem(OFFLINE)
    setBusy(true)
    try {
      setShown((await uploadFacilityImage(facilityId, file)).image)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card>
      <CardHeader title={name} description="The picture providers see beside your shifts." icon={<Store aria-hidden className="size-5" />} />
      <CardBody className="flex flex-wrap items-center gap-4">
        {shown ? <img src={shown} alt={`${name}`} className="size-24 rounded-xl object-cover" /> : <div className="flex size-24 items-center justify-center rounded-xl bg-slate-100 text-xs text-slate-700">No picture</div>}
        <label className={buttonClasses({ variant: 'outline', size: 'sm', className: 'cursor-pointer' })}>
          <Camera aria-hidden className="size-4" />
          {busy ? 'Uploading…' : 'Change picture'}
          <input type="file" accept="image/jpeg,image/png,image/heic,image/heif" className="sr-only" onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
        {problem && <p className="w-full text-sm font-medium text-red-700">{problem}</p>}
      </CardBody>
    </Card>
  )
}

function NpiCard({ facilityId, profile, onSaved }: { facilityId: string; profile: Profile; onSaved: () => void }) {
  const online = useOnline()
  const [npi, setNpi] = useState(profile.npi ?? '')
  const checks = useContractChecks(ValidateNpi, useMemo(() => ({ npi }), [npi]))
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    if (checks.submit()) return focusField('npi')
    if (!online) return setResult({ tone: 'error', text: OFFLINE })
    setBusy(true)
    try {
      const verified = await validateNpi(facilityId, npi)
      setResult({ tone: 'success', text: `Verified: ${verified.registry.name}` })
      onSaved()
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card>
      <CardHeader
        title="NPI"
        description="Your pharmacy's National Provider Identifier. A verified NPI and a default payment method let you turn on auto-hire."
        icon={<BadgeCheck aria-hidden className="size-5" />}
        action={profile.isNpiVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
      />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
          <Field label="NPI" id={fieldId('npi')} error={checks.error('npi')} required className="w-56">
            <Input value={npi} inputMode="numeric" maxLength={10} onChange={(e) => setNpi(e.target.value.trim())} onBlur={() => checks.touch('npi')} />
          </Field>
          <Button type="submit" loading={busy} className="mt-7">
            Verify NPI
          </Button>
        </form>
        {result && <p className={`mt-2 text-sm font-medium ${result.tone === 'success' ? 'text-emerald-700' : 'text-red-700'}`}>{result.text}</p>}
      </CardBody>
    </Card>
  )
}

interface RateDraft {
  suggestedRate: string
  minimumRate: string
}

function RatesCard({ facilityId, profile, onSaved }: { facilityId: string; profile: Profile; onSaved: () => void }) {
  const online = useOnline()
  const prefs = profile.preferences
  const [rates, setRates] = useState<Record<ProviderType, RateDraft>>(() => {
    const out = {} as Record<ProviderType, RateDraft>
    for (const type of PROVIDER_TYPES) {
      const saved = profile.rates.find((r) => r.providerType === type)
      out[type] = { suggestedRate: saved ? String(saved.suggestedRate) : '', minimumRate: saved ? String(saved.minimumRate) : '' }
    }
    return out
  })
  const [parkingDetails, setParkingDetails] = useState(prefs.parkingDetails ?? '')
  const [isParkingFree, setParkingFree] = useState(prefs.isParkingFree)
  const [lunchBreakMinutes, setLunch] = useState(String(prefs.lunchBreakMinutes))
  const [isLunchBreakPaid, setLunchPaid] = useState(prefs.isLunchBreakPaid)
  const [isAutoHireEnabled, setAutoHire] = useState(prefs.isAutoHireEnabled)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  // Rows left blank are not sent; a half-filled row is, so its message shows.
  const filled = PROVIDER_TYPES.filter((t) => rates[t].suggestedRate !== '' || rates[t].minimumRate !== '')
  const number = (v: string) => (v.trim() === '' ? undefined : Number(v))
  const body = useMemo(
    () =>
      ({
        software: prefs.software,
        specialties: prefs.specialties,
        languages: prefs.languages,
        skills: prefs.skills,
        rates: filled.map((providerType) => ({ providerType, suggestedRate: number(rates[providerType].suggestedRate), minimumRate: number(rates[providerType].minimumRate) })),
        isAutoHireEnabled,
        paymentMethodId: prefs.paymentMethodId ?? undefined,
        isParkingFree,
        parkingDetails: parkingDetails.trim() || undefined,
        parkingOptions: prefs.parkingOptions,
        isLunchBreakPaid,
        lunchBreakMinutes: number(lunchBreakMinutes),
      }) as unknown as FacilityPreferencesBody,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rates, parkingDetails, isParkingFree, lunchBreakMinutes, isLunchBreakPaid, isAutoHireEnabled, prefs],
  )
  const checks = useContractChecks(FacilityPreferences, body)
  const rateField = (type: ProviderType, key: keyof RateDraft) => `rates[${filled.indexOf(type)}].${key}`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    if (!online) return setNotice({ tone: 'error', text: OFFLINE })
    setBusy(true)
    try {
      await savePreferences(facilityId, body)
      setNotice({ tone: 'success', text: 'Saved. New shifts start from these.' })
      onSaved()
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader title="Rates and shift defaults" description={`Dollars an hour. New shifts start from the suggested rate; our fee is ${profile.percentageFee}%.`} />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {PROVIDER_TYPES.map((type) => (
            <fieldset key={type} className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start">
              <legend className="sr-only">{PROVIDER_TYPE_LABELS[type]}</legend>
              <p className="pt-2 text-sm font-medium text-slate-800" aria-hidden>
                {PROVIDER_TYPE_LABELS[type]}
              </p>
              {(['suggestedRate', 'minimumRate'] as const).map((key) => {
                const field = rateField(type, key)
                return (
                  <Field key={key} id={fieldId(`${type}-${key}`)} label={`${PROVIDER_TYPE_LABELS[type]} ${key === 'suggestedRate' ? 'suggested' : 'minimum'} rate`} optional error={filled.includes(type) ? checks.error(field) : undefined}>
                    <Input
                      inputMode="decimal"
                      value={rates[type][key]}
                      onChange={(e) => setRates((prev) => ({ ...prev, [type]: { ...prev[type], [key]: e.target.value } }))}
                      onBlur={() => checks.touch(field)}
                    />
                  </Field>
                )
              })}
            </fieldset>
          ))}
          <Checkbox label="Parking is free" checked={isParkingFree} onChange={(e) => setParkingFree(e.target.checked)} />
          <Field label="Parking details" id={fieldId('parkingDetails')} optional error={checks.error('parkingDetails')}>
            <Textarea rows={2} value={parkingDetails} onChange={(e) => setParkingDetails(e.target.value)} onBlur={() => checks.touch('parkingDetails')} />
          </Field>
          <Field label="Lunch break (minutes)" id={fieldId('lunchBreakMinutes')} error={checks.error('lunchBreakMinutes')} className="w-48">
            <Input inputMode="numeric" value={lunchBreakMinutes} onChange={(e) => setLunch(e.target.value)} onBlur={() => checks.touch('lunchBreakMinutes')} />
          </Field>
          <Checkbox label="Lunch break is paid" checked={isLunchBreakPaid} onChange={(e) => setLunchPaid(e.target.checked)} />
          <Checkbox
            label="Hire the first qualified applicant automatically"
            description={profile.isAutoHireEligible ? undefined : 'Needs a verified NPI and a default payment method.'}
            checked={isAutoHireEnabled}
            error={checks.error('paymentMethodId')}
            onChange={(e) => {
              setAutoHire(e.target.checked)
              checks.touch('paymentMethodId')
            }}
          />
          {notice && <p className={`text-sm font-medium ${notice.tone === 'success' ? 'text-emerald-700' : 'text-red-700'}`}>{notice.text}</p>}
          <Button type="submit" loading={busy} className="w-fit">
            Save rates and defaults
          </Button>
        </form>
      </CardBody>
    </Card>
  )
}
