import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { CalendarPlus, Clock, X } from 'lucide-react'
import { Alert } from '../../../components/ui/alert'
import { Button, buttonClasses } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { dismissFailed, useOutbox } from '../../../offline'
import { FacilityPicker, useFacilityChoice } from '../../../features/facility-shifts/facility-choice'
import { InProgressShifts } from '../../../features/facility-shifts/in-progress'
import { PendingGroups } from '../../../features/facility-shifts/pending-groups'
import { useRefreshOnOperations } from '../../../features/facility-shifts/use-refresh'
import { usePageTitle } from '../../../lib/use-page-title'

type View = 'open' | 'in-progress'

export const Route = createFileRoute('/facility/shifts/')({
  validateSearch: (search: Record<string, unknown>): { view?: View } => (search.view === 'in-progress' ? { view: 'in-progress' } : {}),
  component: Shifts,
})

const FACILITY_OPS = new Set([
  'shift.post',
  'shift.hire',
  'attendance.confirm',
  'attendance.adjust',
  'attendance.noShow',
  'shiftGroup.cancel',
  'shiftGroup.close',
  'shiftGroup.update',
])

function Shifts() {
  usePageTitle('Shifts')
  useRefreshOnOperations()
  const { view = 'open' } = Route.useSearch()
  const navigate = useNavigate({ from: '/facility/shifts/' })
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
        onChange={(v) => void navigate({ search: v === 'open' ? {} : { view: v }, replace: true })}
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

/** Facility actions still on this device: waiting for a connection, or refused by the server. */
function QueuedActions() {
  const { items } = useOutbox()
  const mine = items.filter((i) => FACILITY_OPS.has(i.op))
  if (mine.length === 0) return null
  return (
    <ul className="mb-5 flex flex-col gap-2" aria-label="Actions not sent yet">
      {mine.map((i) =>
        i.status === 'failed' ? (
          <li key={i.id}>
            <Alert
              tone="error"
              title={`${i.label} didn't go through`}
              action={
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Dismiss: ${i.label}`}
                  icon={<X aria-hidden className="size-4" />}
                  onClick={() => void dismissFailed(i.id)}
                />
              }
            >
              {i.error?.message}
            </Alert>
          </li>
        ) : (
          <li key={i.id} className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <Clock aria-hidden className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{i.label}</strong> — waiting to be sent. Not done yet.
            </span>
          </li>
        ),
      )}
    </ul>
  )
}
