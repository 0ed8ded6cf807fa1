/** Providers who applied, by the state of their shift (not filled, filled, completed); preferred providers first. */
import { APPLICANT_TABS, type ApplicantTab } from '@shared/enums'
import { PageHeader } from '../../../../components/ui/page'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useRefreshOnOperations } from '../../api/use-refresh-on-operations'
import { FacilityPicker, useFacilityChoice } from '../common/facility-picker'
import { ApplicantTabList } from './applicant-tab-list'

const TAB_LABELS: Record<ApplicantTab, string> = { 'not-filled': 'Not filled', filled: 'Filled', completed: 'Completed' }

export function Applicants({ tab, onTabChange }: { tab: ApplicantTab; onTabChange: (tab: ApplicantTab) => void }) {
  usePageTitle('Applicants')
  useRefreshOnOperations()
  const { facilityId, facilities } = useFacilityChoice()
  return (
    <>
      <PageHeader title="Applicants" description="Providers who applied to your shifts. Preferred providers are listed first." actions={<FacilityPicker />} />
      <Tabs
        idBase="applicants"
        label="Applicants by shift status"
        className="mb-5"
        value={tab}
        onChange={onTabChange}
        items={APPLICANT_TABS.map((t) => ({ value: t, label: TAB_LABELS[t] }))}
      />
      <TabPanel idBase="applicants" value={tab}>
        <ApplicantTabList key={`${tab}-${facilityId ?? 'all'}`} tab={tab} facilityId={facilityId} showFacility={facilities.length > 1 && !facilityId} />
      </TabPanel>
    </>
  )
}
