/** The facility's shifts: open groups with their applicants, and hired seats until the hours are confirmed. */
import { Link } from '@tanstack/react-router'
import { CalendarPlus } from 'lucide-react'
import { buttonClasses } from '../../../../components/ui/button'
import { PageHeader } from '../../../../components/ui/page'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useRefreshOnOperations } from '../../api/use-refresh-on-operations'
import { FacilityPicker, useFacilityChoice } from '../common/facility-picker'
import { InProgressShifts } from './in-progress'
import { PendingGroups } from './pending-groups'
import { QueuedActions } from './queued-actions'

export type ShiftsView = 'open' | 'in-progress'

export function Shifts({ view, onViewChange }: { view: ShiftsView; onViewChange: (view: ShiftsView) => void }) {
  usePageTitle('Shifts')
  useRefreshOnOperations()
  const { facilityId, facilities } = useFacilityChoice()
  const showFacility = facilities.length > 1 && !facilityId
  return (
    <>
      <PageHeader
        title="Shifts"
        description="Open shifts with their applicants, and hired shifts until you confirm the hours."
        actions={
          <>
            <FacilityPicker />
            <Link to="/facility/shifts/new" className={buttonClasses()}>
              <CalendarPlus aria-hidden className="size-4" />
              Post a shift
            </Link>
          </>
        }
      />
      <QueuedActions />
      <Tabs
        idBase="shifts"
        label="Shift lists"
        className="mb-5"
        value={view}
        onChange={onViewChange}
        items={[
          { value: 'open', label: 'Open' },
          { value: 'in-progress', label: 'Hired and in progress' },
        ]}
      />
      <TabPanel idBase="shifts" value={view}>
        {view === 'open' ? (
          <PendingGroups key={facilityId ?? 'all'} facilityId={facilityId} showFacility={showFacility} />
        ) : (
          <InProgressShifts key={facilityId ?? 'all'} facilityId={facilityId} showFacility={showFacility} />
        )}
      </TabPanel>
    </>
  )
}
