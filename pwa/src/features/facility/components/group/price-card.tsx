/** What the group costs (the API's own figures), what it asks of providers, and its lunch and parking. */
import type { ShiftGroupPreview } from '@shared/contracts/facility-shifts'
import { Badge } from '../../../../components/ui/badge'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { formatCents, formatHours } from '../../format'

export function PriceCard({ g }: { g: ShiftGroupPreview }) {
  const req = [
    g.requirements.licenseInShiftState && `License in ${g.facility.state}`,
    g.requirements.malpracticeInsurance && 'Malpractice insurance',
    g.requirements.recentDrugScreen && 'Recent drug screen',
    g.requirements.softwareExperience && 'Software experience',
  ].filter(Boolean) as string[]
  const prefs = [...g.preferences.softwares, ...g.preferences.specialties, ...g.preferences.languages, ...g.preferences.skills]
  return (
    <div className="flex flex-col gap-4 lg:sticky lg:top-24">
      <Card>
        <CardHeader title="Cost" description={`${g.percentageFee}% service fee`} />
        <CardBody>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="shift-cost">
            <dt className="text-slate-600">Provider rate</dt>
            <dd className="text-right font-medium">{formatCents(g.rateInCents)}/h</dd>
            <dt className="text-slate-600">You pay per hour</dt>
            <dd className="text-right font-medium">{formatCents(g.facilityRateInCents)}/h</dd>
            <dt className="text-slate-600">Paid hours</dt>
            <dd className="text-right font-medium">{formatHours(g.effectiveWorkingHours)}</dd>
            <dt className="text-slate-600">Per shift</dt>
            <dd className="text-right font-medium">{formatCents(g.totalPaymentInCents)}</dd>
            <dt className="border-t border-slate-100 pt-2 font-semibold">
              Total, {g.quantity} {g.quantity === 1 ? 'seat' : 'seats'}
            </dt>
            <dd className="border-t border-slate-100 pt-2 text-right font-bold">{formatCents(g.totalForAllSeatsInCents)}</dd>
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Requirements" />
        <CardBody className="flex flex-col gap-3 text-sm text-slate-700">
          {req.length ? (
            <ul className="list-inside list-disc">
              {req.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : (
            <p>No strict requirements.</p>
          )}
          {prefs.length > 0 && <p className="text-slate-600">Preferred: {prefs.join(', ')}</p>}
          <p className="text-slate-600">
            Lunch: {g.lunchBreakMinutes} min, {g.isLunchBreakPaid ? 'paid' : 'unpaid'} · Parking: {g.isParkingFree ? 'free' : 'not free'}
          </p>
          {g.isAutoHireEnabled && <Badge tone="accent">Hires automatically</Badge>}
        </CardBody>
      </Card>
    </div>
  )
}
