import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page'
import { useFacilityChoice } from '../../features/facility/components/common/facility-picker'
import { FacilityProfileScreen } from '../../features/facility/components/profile/facility-profile'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/facility/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  usePageTitle('Pharmacy profile')
  const { facilityId, single, facilities, loading } = useFacilityChoice()
  const chosen = facilities.find((f) => f.facilityId === (facilityId ?? single?.facilityId))
  return (
    <>
      <PageHeader title="Pharmacy profile" description="Your picture, NPI, rates and the defaults of new shifts." />
      {chosen ? (
        <FacilityProfileScreen key={chosen.facilityId} facilityId={chosen.facilityId} image={(chosen as { image?: string | null }).image ?? null} />
      ) : (
        !loading && <p className="text-sm text-slate-600">Choose a facility above to see its profile.</p>
      )}
    </>
  )
}
