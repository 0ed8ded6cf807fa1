import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { BriefcaseBusiness, Bot, Building2, CalendarRange, ClipboardList, CreditCard, House, LifeBuoy, ListChecks, MessagesSquare, Store, UserRoundCheck, Users, UsersRound } from 'lucide-react'
import { AppShell, type NavItem } from '../../components/ui/app-shell'
import { PushPrompt } from '../../components/push-prompt'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { careersUnreadQuery } from '../../lib/careers-messaging'
import { unreadMessagesQuery } from '../../lib/messaging'
import { useRealtime } from '../../lib/realtime'
import { useCachedQuery } from '../../offline'
import { useUserArea } from '../../features/auth/use-area-session'
import { ROLE_LABELS } from '../../features/facility/roles'
import { userSession } from '../../lib/session'

export const Route = createFileRoute('/facility')({
  beforeLoad: ({ location }) => {
    const session = userSession.get()
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    if (session.userType !== 'FACILITY') throw redirect({ to: '/provider' })
  },
  component: FacilityArea,
})

const NAV: NavItem[] = [
  { to: '/facility', label: 'Home', icon: House, exact: true },
  { to: '/facility/shifts', label: 'Shifts', icon: CalendarRange },
  { to: '/facility/applicants', label: 'Applicants', icon: UserRoundCheck },
  { to: '/facility/messages', label: 'Messages', icon: MessagesSquare },
  { to: '/facility/jobs', label: 'Jobs', icon: BriefcaseBusiness },
  { to: '/facility/careers/messages', label: 'Careers messages', icon: MessagesSquare },
  { to: '/facility/staffing-agent', label: 'Staffing agent', icon: Bot },
  { to: '/facility/all-shifts', label: 'All shifts', icon: ListChecks },
  { to: '/facility/providers', label: 'Providers', icon: Users },
  { to: '/facility/billing', label: 'Billing', icon: CreditCard },
  { to: '/facility/profile', label: 'Pharmacy profile', icon: Store },
  { to: '/facility/onboarding-form', label: 'Onboarding form', icon: ClipboardList },
  { to: '/facility/organization', label: 'Organization', icon: Building2 },
  { to: '/facility/team', label: 'Team', icon: UsersRound },
  { to: '/facility/help', label: 'Help', icon: LifeBuoy },
]

function FacilityArea() {
  const { user, signOut } = useUserArea('FACILITY')
  useRealtime()
  const unread = useCachedQuery(unreadMessagesQuery('facility')).data?.count ?? 0
  const careersUnread = useCachedQuery(careersUnreadQuery('facility')).data?.count ?? 0
  const nav = NAV.map((item) =>
    item.to === '/facility/messages' ? { ...item, badge: unread } : item.to === '/facility/careers/messages' ? { ...item, badge: careersUnread } : item,
  )
  return (
    <AppShell
      areaLabel="Pharmacy"
      homeTo="/facility"
      nav={nav}
      headerActions={<NotificationBell area="facility" />}
      settingsTo="/facility/settings/notifications"
      account={{ name: user?.name, email: user?.email, detail: user?.role ? ROLE_LABELS[user.role] : undefined }}
      onSignOut={signOut}
    >
      <PushPrompt />
      <Outlet />
    </AppShell>
  )
}
