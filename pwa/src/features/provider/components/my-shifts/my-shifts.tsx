/** My shifts: booked (upcoming), applied to, and the history, one tab each, the tab kept in the address. */
import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, History, Send } from 'lucide-react'
import { buttonClasses } from '../../../../components/ui/button'
import { PageHeader } from '../../../../components/ui/page'
import { Segmented } from '../../../../components/ui/segmented'
import { offerPushNotifications } from '../../../../lib/push'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useCachedQuery } from '../../../../offline'
import { appliedShiftsQuery, approvedShiftsQuery, MY_SHIFTS_PAGE_SIZE } from '../../api/my-shifts'
import type { MyShiftsSearch } from '../../my-shifts-search'
import { AppliedList } from './applied-list'
import { HistoryList } from './history-list'
import { UpcomingList } from './upcoming-list'

/** `search` is the address bar's; `onSearchChange` replaces it. */
export function MyShifts({ search, onSearchChange }: { search: MyShiftsSearch; onSearchChange: (next: MyShiftsSearch) => void }) {
  usePageTitle('My shifts')
  const tab = search.tab ?? 'upcoming'
  const upcoming = useCachedQuery(approvedShiftsQuery(MY_SHIFTS_PAGE_SIZE))
  const applied = useCachedQuery(appliedShiftsQuery())
  const booked = (upcoming.data?.pagination.totalItems ?? 0) > 0
  // A booked shift is what a reminder or a change notice is about: the moment to offer pushes.
  useEffect(() => {
    if (booked) offerPushNotifications('a booked shift changes or is about to start')
  }, [booked])

  return (
    <>
      <PageHeader
        title="My shifts"
        description="Shifts you're booked for, applications waiting on a pharmacy, and the work you've done."
        actions={
          <Link to="/provider/shifts" className={buttonClasses({ variant: 'secondary' })}>
            Browse open shifts
          </Link>
        }
      />
      <Segmented
        label="Which shifts"
        className="mb-5"
        value={tab}
        onChange={(next) => onSearchChange({ tab: next === 'upcoming' ? undefined : next })}
        options={[
          { value: 'upcoming', label: 'Upcoming', icon: <CalendarCheck aria-hidden className="size-4" />, count: upcoming.data?.pagination.totalItems },
          { value: 'applied', label: 'Applied', icon: <Send aria-hidden className="size-4" />, count: applied.data?.pagination.totalItems },
          { value: 'history', label: 'History', icon: <History aria-hidden className="size-4" /> },
        ]}
      />
      {tab === 'upcoming' && <UpcomingList query={upcoming} />}
      {tab === 'applied' && <AppliedList query={applied} />}
      {tab === 'history' && <HistoryList search={search} onChange={(next) => onSearchChange({ ...next, tab: 'history' })} />}
    </>
  )
}
