import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { BriefcaseBusiness, CalendarCheck, ClipboardCheck, Gift, House, LifeBuoy, MessagesSquare, Search, UserRound, Wallet } from 'lucide-react'
import { AppShell, type NavItem } from '../../components/ui/app-shell'
import { PushPrompt } from '../../components/push-prompt'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { careersUnreadQuery } from '../../lib/careers-messaging'
import { unreadMessagesQuery } from '../../lib/messaging'
import { useRealtime } from '../../lib/realtime'
import { useCachedQuery } from '../../offline'
import { useUserArea } from '../../features/auth/use-area-session'
import { userSession } from '../../lib/session'

export const Route = createFileRoute('/provider')({
  beforeLoad: ({ location }) => {
    const session = userSession.get()
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    if (session.userType !== 'PROVIDER') throw redirect({ to: '/facility' })
  },
  component: ProviderArea,
})

const NAV: NavItem[] = [
  { to: '/provider', label: 'Home', icon: House, exact: true },
  { to: '/provider/shifts', label: 'Shifts', icon: Search },
  { to: '/provider/my-shifts', label: 'My shifts', icon: CalendarCheck },
  { to: '/provider/messages', label: 'Messages', icon: MessagesSquare },
  { to: '/provider/jobs', label: 'Jobs', icon: BriefcaseBusiness },
  { to: '/provider/careers/messages', label: 'Careers messages', icon: MessagesSquare },
  { to: '/provider/payments', label: 'Payments', icon: Wallet },
  { to: '/provider/profile', label: 'Profile', icon: UserRound },
  { to: '/provider/onboarding', label: 'Onboarding', icon: ClipboardCheck },
  { to: '/provider/referrals', label: 'Referrals', icon: Gift },
  { to: '/provider/help', label: 'Help', icon: LifeBuoy },
]

function ProviderArea() {
  const { user, signOut } = useUserArea('PROVIDER')
  useRealtime()
  const unread = useCachedQuery(unreadMessagesQuery('provider')).data?.count ?? 0
  const careersUnread = useCachedQuery(careersUnreadQuery('provider')).data?.count ?? 0
  const nav = NAV.map((item) =>
    item.to === '/provider/messages' ? { ...item, badge: unread } : item.to === '/provider/careers/messages' ? { ...item, badge: careersUnread } : item,
  )
  return (
    <AppShell
      areaLabel="Provider"
      homeTo="/provider"
      nav={nav}
      headerActions={<NotificationBell area="provider" />}
      settingsTo="/provider/settings/notifications"
      account={{ name: user?.name, email: user?.email }}
      onSignOut={signOut}
    >
      <PushPrompt />
      <Outlet />
    </AppShell>
  )
}

