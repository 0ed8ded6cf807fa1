import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page'
import { TabPanel, Tabs } from '../../components/ui/tabs'
import { ApplicantTabList } from '../../features/facility-shifts/applicant-tabs'
import { FacilityPicker, useFacilityChoice } from '../../features/facility-shifts/facility-choice'
import { useRefreshOnOperations } from '../../features/facility-shifts/use-refresh'
import { usePageTitle } from '../../lib/use-page-title'
import { APPLICANT_TABS, type ApplicantTab } from '@shared/enums'

export const Route = createFileRoute('/facility/applicants')({
  validateSearch: (search: Record<string, unknown>): { tab?: ApplicantTab } =>
    (APPLICANT_TABS as readonly unknown[]).includes(search.tab) && search.tab !== 'not-filled' ? { tab: search.tab as ApplicantTab } : {},
  component: Applicants,
})

const TAB_LABELS: Record<ApplicantTab, string> = { 'not-filled': 'Not filled', filled: 'Filled', completed: 'Completed' }

function Applicants() {
  usePageTitle('Applicants')
  useRefreshOnOperations()
  const { tab = 'not-filled' } = Route.useSearch()
  const navigate = useNavigate({ from: '/facility/applicants' })
  const { facilityId, facilities } = useFacilityChoice()
  return (
    <>
      <PageHeader title="Applicants" description="Providers who applied to your shifts. Preferred providers are listed first." actions={<FacilityPicker />} />
      <Tabs
        idBase="applicants"
        label="Applicants by shift status"
        className="mb-5"
        value={tab}
        onChange={(v) => void navigate({ search: v === 'not-filled' ? {} : { tab: v }, replace: true })}
        items={APPLICANT_TABS.map((t) => ({ value: t, label: TAB_LABELS[t] }))}
      />
      <TabPanel idBase="applicants" value={tab}>
        <ApplicantTabList key={`${tab}-${facilityId ?? 'all'}`} tab={tab} facilityId={facilityId} showFacility={facilities.length > 1 && !facilityId} />
      </TabPanel>
    </>
  )
}
