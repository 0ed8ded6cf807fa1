/**
 * The onboarding form's screen: the chosen facility's form (the `facilityId` search, else the
 * facility picker's choice, else the only facility), or the list of every facility's form.
 */
import { Link } from '@tanstack/react-router'
import { Badge } from '../../../../components/ui/badge'
import { Card } from '../../../../components/ui/card'
import { Alert } from '../../../../components/ui/alert'
import { useCachedQuery } from '../../../../offline'
import { ffmListQuery } from '../../api/onboarding-form'
import { useFacilityChoice } from '../common/facility-picker'
import { OnboardingForm, STATUS_WORDS } from './onboarding-form'

export function OnboardingFormScreen({ facilityId }: { facilityId?: string | undefined }) {
  const { facilityId: chosen, single } = useFacilityChoice()
  const list = useCachedQuery(ffmListQuery())
  const target = facilityId ?? chosen ?? single?.facilityId
  if (list.error && !list.data) return <Alert tone="error">{list.error.message}</Alert>
  if (!list.data) return <p className="text-sm text-slate-600">Loading…</p>
  const form = target ? list.data.data.find((f) => f.facilityId === target) : undefined
  if (form) return <OnboardingForm key={form.id} facilityId={form.facilityId} ffmId={form.id} />
  return (
    <ul className="flex flex-col gap-3" aria-label="Onboarding forms">
      {list.data.data.map((f) => (
        <li key={f.id}>
          <Card className="flex items-center justify-between gap-3 p-4">
            <Link to="/facility/onboarding-form" search={{ facilityId: f.facilityId }} className="font-medium text-brand-700 underline">
              {f.facility.name}
            </Link>
            <Badge tone={STATUS_WORDS[f.status].tone}>{STATUS_WORDS[f.status].label}</Badge>
          </Card>
        </li>
      ))}
    </ul>
  )
}
