/**
 * The shift's facts for a provider: when, where, pay, requirements against their profile, the
 * site, a map; and their next step (apply, the application's state, or the booking with
 * attendance and cancel).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import {
  BadgeCheck,
  Building2,
  CalendarDays,
  Car,
  CircleCheck,
  CircleX,
  Clock,
  FileText,
  Laptop,
  MapPin,
  Star,
  Users,
  Utensils,
  Wallet,
} from 'lucide-react'
import type { ProviderShiftGroup } from '@shared/contracts/provider-shifts'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { paidMinutesFor } from '../../../../lib/paid-time'
import { useCachedQuery, usePendingFor } from '../../../../offline'
import { unratedFacilitiesQuery } from '../../api/my-shifts'
import {
  formatCents,
  formatDate,
  formatDistance,
  formatHours,
  formatInstant,
  formatRate,
  formatTimeRange,
  humanize,
  providerTypeLabel,
  zoneAbbreviation,
} from '../../format'
import { ApplyDialog } from '../actions/apply-dialog'
import { CancelShiftDialog, type CancelTarget } from '../actions/cancel-shift-dialog'
import { MessageButton } from '../../../../components/message-button'
import { RateFacilityDialog, type RateTarget } from '../actions/rate-facility-dialog'
import { ApplicationActions, AttendanceStatus, hasPassed, shiftLabel, useAttendanceConfirmation } from '../actions/shift-actions'

const ShiftsMap = lazy(() => import('../map/shifts-map'))

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // dt and dd sit directly in the row's div (a valid <dl> group); the icon hangs in the padding.
    <div className="relative min-w-0 pl-8">
      <dt className="text-[0.8rem] font-medium text-slate-500">
        <span className="absolute top-0.5 left-0 text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  )
}

function Requirement({ met, label, detail }: { met: boolean; label: string; detail?: string }) {
  return (
    <li className="flex items-start gap-2.5 py-2">
      {met ? (
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      ) : (
        <CircleX aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
      )}
      <span className="text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span className={met ? 'text-slate-500' : 'text-red-700'}> — {met ? 'you have this' : (detail ?? 'missing')}</span>
      </span>
    </li>
  )
}

function Preferences({ title, items, missing }: { title: string; items: string[]; missing: string[] }) {
  if (!items.length) return null
  const missingSet = new Set(missing.map((m) => m.toLowerCase()))
  return (
    <div>
      <h3 className="text-[0.8rem] font-medium text-slate-500">{title}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {items.map((item) => {
          const has = !missingSet.has(item.toLowerCase())
          return (
            <li key={item}>
              <Badge tone={has ? 'brand' : 'neutral'} icon={has ? <CircleCheck aria-hidden className="size-3.5" /> : undefined}>
                {item}
                <span className="sr-only">{has ? ' (on your profile)' : ' (not on your profile)'}</span>
              </Badge>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function parkingWords(shift: ProviderShiftGroup): string {
  const kinds = shift.parkingOptions.map((o) => ({ ParkingLot: 'parking lot', Garage: 'garage', Street: 'street parking', Other: 'other' })[o] ?? o.toLowerCase())
  const base = shift.isParkingFree ? 'Free parking' : 'Paid or no dedicated parking'
  return kinds.length ? `${base} · ${kinds.join(', ')}` : base
}

export function ShiftView({ shift, refetch }: { shift: ProviderShiftGroup; refetch: () => void }) {
  const [applyOpen, setApplyOpen] = useState(false)
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null)
  const pending = usePendingFor(shift.shiftGroupId)
  const zone = zoneAbbreviation(shift.timeZone, new Date(shift.startTime))
  const label = shiftLabel(shift.title, shift.date)
  const confirm = useAttendanceConfirmation({ ...shift, label }, refetch)
  const liveApplication = shift.application && shift.application.status === 'PENDING' && !shift.isProviderHired ? shift.application : null
  const queuedApply = pending.find((i) => i.op === 'shift.apply' && i.status !== 'failed')
  const lunch =
    shift.lunchBreakMinutes > 0 ? `${shift.lunchBreakMinutes}-minute lunch, ${shift.isLunchBreakPaid ? 'paid' : 'unpaid'}` : 'No scheduled lunch break'
  const req = shift.requirementDetails
  const missing = shift.missingRequirements
  const hasMap = !shift.isRemote
  const started = hasPassed(shift.startTime)
  const ended = hasPassed(shift.endTime)
  // The provider is paid when the pharmacy's word completes the seat: a payout means it is done.
  const completed = shift.isProviderHired && ended && shift.payments.transferStatus !== null
  const unrated = useCachedQuery(unratedFacilitiesQuery(), { enabled: shift.isProviderHired && ended })
  const [rateTarget, setRateTarget] = useState<RateTarget | null>(null)
  const canRate = Boolean(shift.shiftId && unrated.data?.data.some((u) => u.shiftId === shift.shiftId))
  const rated = completed && !canRate && unrated.data !== undefined && !unrated.data.pagination.hasNextPage

  return (
    <>
      <header className="mb-6">
        <div className="mb-2 flex flex-wrap gap-2">
          {!shift.isProviderHired && (
            <Badge tone={shift.shiftStatus === 'Open' ? 'success' : shift.shiftStatus === 'Canceled' ? 'danger' : 'neutral'}>{shift.shiftStatus}</Badge>
          )}
          <Badge>{providerTypeLabel(shift.providerTitle)}</Badge>
          {shift.isRemote && (
            <Badge tone="accent" icon={<Laptop aria-hidden className="size-3.5" />}>
              Remote
            </Badge>
          )}
          {shift.isProviderHired && (
            <Badge tone={completed ? 'success' : 'brand'} icon={<BadgeCheck aria-hidden className="size-3.5" />}>
              {completed ? 'Completed' : "You're booked"}
            </Badge>
          )}
          {liveApplication && !shift.isProviderHired && <Badge tone="brand">Applied</Badge>}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{shift.title}</h1>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-[0.95rem] text-slate-600">
          <Building2 aria-hidden className="size-4 text-slate-400" />
          <span>{shift.facility.name || 'Pharmacy'}</span>
          <span aria-hidden>·</span>
          <span>{shift.location}</span>
          {shift.facility.currentRating !== null && (
            <>
              <span aria-hidden>·</span>
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                <span className="sr-only">Pharmacy rating</span> {shift.facility.currentRating.toFixed(1)}
              </span>
            </>
          )}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardBody>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact icon={<CalendarDays aria-hidden className="size-5" />} label="Date">
                  {formatDate(shift.date, { long: true })}
                </Fact>
                <Fact icon={<Clock aria-hidden className="size-5" />} label="Time">
                  {formatTimeRange(shift.times.startTime, shift.times.endTime)} {zone} · {formatHours(shift.quantityOfHours)}
                </Fact>
                <Fact
                  icon={shift.isRemote ? <Laptop aria-hidden className="size-5" /> : <MapPin aria-hidden className="size-5" />}
                  label={shift.isRemote ? 'Location' : 'Address'}
                >
                  {shift.isRemote ? (
                    'Remote'
                  ) : (
                    <>
                      {shift.facility.address && <span className="block">{shift.facility.address}</span>}
                      {shift.city}, {shift.state} {shift.zipcode}
                      {formatDistance(shift.distanceInMeters) && <span className="block text-slate-500">{formatDistance(shift.distanceInMeters)}</span>}
                    </>
                  )}
                </Fact>
                <Fact icon={<Utensils aria-hidden className="size-5" />} label="Lunch">
                  {lunch}
                </Fact>
              </dl>
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              icon={<Wallet aria-hidden className="size-5" />}
              title="Pay"
              description="Paid to your payout account after the pharmacy confirms your hours."
            />
            <CardBody>
              <dl className="divide-y divide-slate-100 text-sm">
                <div className="flex justify-between py-2">
                  <dt className="text-slate-600">Hourly rate</dt>
                  <dd className="font-medium text-slate-900">{formatRate(shift.rate)}</dd>
                </div>
                <div className="flex justify-between py-2">
                  <dt className="text-slate-600">Scheduled time</dt>
                  <dd className="font-medium text-slate-900">{formatHours(shift.quantityOfHours)}</dd>
                </div>
                {shift.lunchBreakMinutes > 0 && !shift.isLunchBreakPaid && (
                  <div className="flex justify-between py-2">
                    <dt className="text-slate-600">Unpaid lunch</dt>
                    <dd className="font-medium text-slate-900">− {shift.lunchBreakMinutes} min</dd>
                  </div>
                )}
                <div className="flex justify-between py-2">
                  <dt className="text-slate-600">Paid time</dt>
                  <dd className="font-medium text-slate-900">{formatHours(shift.effectiveWorkingHours)}</dd>
                </div>
                <div className="flex justify-between pt-3 text-base">
                  <dt className="font-semibold text-slate-900">You earn</dt>
                  <dd className="font-bold text-brand-800">{formatCents(shift.totalInCents)}</dd>
                </div>
              </dl>
              {shift.cancellationFee && (
                <p className="mt-3 text-sm text-slate-600">
                  Late-cancellation fee owed to you: {formatCents(shift.cancellationFee.feeInCents)} ({humanize(shift.cancellationFee.paymentStatus)}).
                </p>
              )}
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              icon={<BadgeCheck aria-hidden className="size-5" />}
              title="Requirements"
              description={shift.meetsAllRequirements ? 'You meet every requirement.' : 'Some requirements are missing from your profile.'}
            />
            <CardBody>
              <ul className="divide-y divide-slate-100">
                {req.license.required && (
                  <Requirement
                    met={req.license.met}
                    label={`License in ${req.license.state}`}
                    detail={`add a verified ${req.license.state} license on your profile`}
                  />
                )}
                {req.malpracticeInsurance.required && (
                  <Requirement met={req.malpracticeInsurance.met} label="Malpractice insurance" detail="the pharmacy asks for your own malpractice insurance" />
                )}
                {req.drugScreen.required && <Requirement met={req.drugScreen.met} label="Recent drug screen" detail="no recent drug screen on file" />}
                {req.softwareExperience.required && (
                  <Requirement met={req.softwareExperience.met} label="Experience with their software" detail="add one of their systems to your profile" />
                )}
                {!req.license.required && !req.malpracticeInsurance.required && !req.drugScreen.required && !req.softwareExperience.required && (
                  <li className="py-2 text-sm text-slate-600">No special requirements for this shift.</li>
                )}
              </ul>
              <div className="mt-4 flex flex-col gap-4">
                <Preferences title="Software used" items={shift.preferences.softwares} missing={missing.softwares} />
                <Preferences title="Specialties" items={shift.preferences.specialties} missing={missing.specialties} />
                <Preferences title="Skills" items={shift.preferences.skills} missing={missing.skills} />
                <Preferences title="Languages" items={shift.preferences.languages} missing={missing.languages} />
              </div>
            </CardBody>
          </Card>

          <Card>
            <CardHeader icon={<Building2 aria-hidden className="size-5" />} title="On site" />
            <CardBody>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact icon={<FileText aria-hidden className="size-5" />} label="Prescriptions per day">
                  {shift.dailyAverageScriptCount ? `About ${shift.dailyAverageScriptCount.toLocaleString('en-US')}` : 'Not given'}
                </Fact>
                <Fact icon={<Users aria-hidden className="size-5" />} label="Staff on hand">
                  {shift.staffOnHandHelp !== null && shift.staffOnHandHelp !== '' ? shift.staffOnHandHelp : 'Not given'}
                </Fact>
                {!shift.isRemote && (
                  <Fact icon={<Car aria-hidden className="size-5" />} label="Parking">
                    {parkingWords(shift)}
                    {shift.parkingDetails && <span className="block font-normal text-slate-600">{shift.parkingDetails}</span>}
                  </Fact>
                )}
              </dl>
              {shift.description && (
                <div className="mt-5 border-t border-slate-100 pt-4">
                  <h3 className="text-[0.8rem] font-medium text-slate-500">About the shift</h3>
                  <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-800">{shift.description}</p>
                </div>
              )}
            </CardBody>
          </Card>

          {hasMap && (
            <Suspense fallback={null}>
              <ShiftsMap
                shifts={[
                  {
                    shiftGroupId: shift.shiftGroupId,
                    title: shift.title,
                    date: shift.date,
                    startTime: shift.times.startTime,
                    endTime: shift.times.endTime,
                    rate: shift.rate,
                    city: shift.city,
                    state: shift.state,
                    latitude: shift.shiftLat,
                    longitude: shift.shiftLng,
                  },
                ]}
              />
            </Suspense>
          )}
        </div>

        <aside aria-label="Your next step" className="order-first lg:sticky lg:top-24 lg:order-last lg:self-start">
          <Card>
            <CardBody className="flex flex-col gap-3">
              <p className="text-sm text-slate-600">You earn</p>
              <p className="-mt-2 text-3xl font-bold text-slate-900">{formatCents(shift.totalInCents)}</p>
              <p className="-mt-2 text-sm text-slate-600">
                {formatRate(shift.rate)} · {formatHours(shift.effectiveWorkingHours)} paid
              </p>

              {completed ? (
                <>
                  <Alert tone="success" title="Shift completed">
                    <CompletedPay shift={shift} />
                  </Alert>
                  {canRate && (
                    <Button
                      variant="secondary"
                      icon={<Star aria-hidden className="size-4" />}
                      onClick={() => setRateTarget({ shiftId: shift.shiftId!, facilityName: shift.facility.name, label })}
                    >
                      Rate the pharmacy
                    </Button>
                  )}
                  {rated && <p className="text-sm text-slate-600">You rated this pharmacy. Thank you.</p>}
                </>
              ) : shift.isProviderHired ? (
                <>
                  <Alert tone="success" title="You're booked for this shift">
                    {ended
                      ? 'This shift has ended. The pharmacy confirms your hours, then you are paid.'
                      : confirm.confirmed
                        ? "You've confirmed you'll be there."
                        : 'Let the pharmacy know you will be there.'}
                  </Alert>
                  {!confirm.confirmed && !ended && <Button {...confirm.buttonProps}>Confirm I'll attend</Button>}
                  <AttendanceStatus state={confirm.state} />
                  {shift.shiftId && !started && (
                    <Button
                      variant="ghost"
                      onClick={() => setCancelTarget({ shiftId: shift.shiftId!, shiftGroupId: shift.shiftGroupId, label, startsAt: shift.startTime })}
                    >
                      Cancel this shift
                    </Button>
                  )}
                </>
              ) : liveApplication ? (
                <>
                  <Alert tone="info" title="Application sent">
                    Sent {formatInstant(liveApplication.createdAt)}.{' '}
                    {liveApplication.expiredAt
                      ? `It is withdrawn automatically on ${formatInstant(liveApplication.expiredAt)} if you're not hired.`
                      : 'It stays open until the pharmacy decides.'}
                  </Alert>
                  <ApplicationActions applicationId={liveApplication.applicationId} shiftGroupId={shift.shiftGroupId} label={label} onChanged={refetch} />
                </>
              ) : queuedApply ? (
                <Alert tone="warning">
                  {navigator.onLine ? 'Sending your application…' : "Your application is pending — it will send when you're back online."}
                </Alert>
              ) : shift.status.isAvailable ? (
                <Button size="lg" onClick={() => setApplyOpen(true)}>
                  Apply
                </Button>
              ) : (
                <Alert tone="warning">
                  {shift.status.reason ?? "This shift isn't taking applications."}
                  {shift.status.reason?.includes('license') && (
                    <Link to="/provider/profile" className="mt-2 block font-semibold underline">
                      Add a license
                    </Link>
                  )}
                </Alert>
              )}
              {(shift.isProviderHired || liveApplication) && (
                <MessageButton facilityId={shift.facility.id} label="Message the pharmacy" variant="secondary" size="md" />
              )}
              {!shift.meetsAllRequirements && shift.status.isAvailable && (
                <p className="text-[0.8rem] text-slate-600">You can still apply; the pharmacy decides. Instant booking needs every requirement met.</p>
              )}
            </CardBody>
          </Card>
          <Link to="/provider/my-shifts" className={buttonClasses({ variant: 'ghost', block: true, className: 'mt-3' })}>
            See all my shifts
          </Link>
        </aside>

        <ApplyDialog open={applyOpen} onClose={() => setApplyOpen(false)} targets={[{ shiftGroupId: shift.shiftGroupId, label }]} onApplied={refetch} />
        <CancelShiftDialog target={cancelTarget} onClose={() => setCancelTarget(null)} onCanceled={refetch} />
        <RateFacilityDialog target={rateTarget} onClose={() => setRateTarget(null)} onRated={() => unrated.refetch()} />
      </div>
    </>
  )
}

/** A payout is `pending` until the provider's payout account is set up, `processing` on its way, then `completed` (pay-provider.ts). */
const PAYOUT_WORDS = {
  pending: 'is held for you until your payout account is set up under Payments',
  processing: 'is on its way to your bank account',
  completed: 'was paid to your bank account',
} as const

/** What the provider earned for a completed shift and where the money is; the paid time behind it by the API's pricing rule. */
function CompletedPay({ shift }: { shift: ProviderShiftGroup }) {
  const minutes = paidMinutesFor(shift.totalInCents, Math.round(shift.rate * 100))
  const status = shift.payments.transferStatus
  return (
    <>
      You earned {formatCents(shift.totalInCents)}
      {minutes !== null ? ` for ${formatHours(minutes / 60)} paid` : ''}. It {status ? PAYOUT_WORDS[status] : 'is paid once the pharmacy confirms your hours'}.
    </>
  )
}
