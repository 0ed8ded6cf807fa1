import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import {
  BadgeCheck,
  BadgePercent,
  Building,
  Building2,
  CalendarRange,
  Gift,
  History,
  LayoutDashboard,
  MessagesSquare,
  Network,
  ShieldCheck,
  Stethoscope,
  UsersRound,
} from 'lucide-react'
import { AppShell, type NavItem } from '../../components/ui/app-shell'
import { useAdminArea } from '../../features/auth/use-area-session'
import { adminSession } from '../../lib/session'

export const Route = createFileRoute('/admin/_panel')({
  beforeLoad: ({ location }) => {
    if (!adminSession.getToken()) throw redirect({ to: '/admin/sign-in', search: { redirect: location.href } })
  },
  component: AdminArea,
})

const NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { to: '/admin/organizations', label: 'Organizations', icon: Building2 },
  { to: '/admin/parent-organizations', label: 'Parent orgs', icon: Network },
  { to: '/admin/facilities', label: 'Facilities', icon: Building },
  { to: '/admin/shifts', label: 'Shifts', icon: CalendarRange },
  { to: '/admin/providers', label: 'Providers', icon: Stethoscope },
  { to: '/admin/licenses', label: 'Licenses', icon: BadgeCheck },
  { to: '/admin/verification', label: 'Verification', icon: ShieldCheck },
  { to: '/admin/team', label: 'Team', icon: UsersRound },
  { to: '/admin/benefits', label: 'Benefits', icon: Gift },
  { to: '/admin/prices', label: 'Prices', icon: BadgePercent },
  { to: '/admin/support-chats', label: 'Support chats', icon: MessagesSquare },
  { to: '/admin/audit', label: 'Audit trail', icon: History },
]

const ROLE_LABELS: Record<string, string> = { ADMIN: 'Admin', OPERATIONS: 'Operations', SUPPORT: 'Support' }

function AdminArea() {
  const { admin, signOut } = useAdminArea()
  return (
    <AppShell
      areaLabel="Admin panel"
      homeTo="/admin"
      nav={NAV}
      account={{
        name: admin ? `${admin.firstName} ${admin.lastName}`.trim() : undefined,
        email: admin?.email,
        detail: admin ? ROLE_LABELS[admin.role] : undefined,
      }}
      onSignOut={signOut}
    >
      <Outlet />
    </AppShell>
  )
}
