/** The pharmacy's home: how many shifts are open, applicants waiting, seats in progress; setup steps; shortcuts. */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2, CalendarPlus, CalendarRange, ClipboardList, CreditCard, UserRoundCheck, Users } from 'lucide-react'
import { AreaHome } from '../../../../components/area-home'
import { buttonClasses } from '../../../../components/ui/button'
import type { ChecklistItem } from '../../../../components/ui/checklist'
import { useCachedQuery } from '../../../../offline'
import { organizationQuery } from '../../api/organization'
import { paymentMethodsQuery } from '../../api/payment-methods'
import { HOME_COUNTED_GROUPS, inProgressQuery, organizationShiftsQuery, pendingGroupsQuery } from '../../api/shift-lists'

/**
 * The setup steps, each done when the organization's data says so: a card or bank on file, a
 * shift ever posted (whatever became of it), a teammate on the team. Inviting has no API yet, so
 * that step says so instead of linking to the read-only organization page.
 */
function useSetupSteps(): ChecklistItem[] {
  const methods = useCachedQuery(paymentMethodsQuery(undefined))
  const shifts = useCachedQuery(organizationShiftsQuery({ page: 1 }))
  const organization = useQuery(organizationQuery())
  return [
    { label: 'Create your account', description: 'Your organization and first facility are ready.', done: true },
    {
      label: 'Add a payment method',
      description: 'A card or bank account to pay for shifts.',
      to: '/facility/billing',
      done: (methods.data?.data.length ?? 0) > 0,
    },
    {
      label: 'Post your first shift',
      description: 'Describe the role, the hours and the pay.',
      to: '/facility/shifts/new',
      done: (shifts.data?.pagination.totalItems ?? 0) > 0,
    },
    {
      label: 'Invite your team',
      description: 'Managers and staff who post and hire.',
      done: (organization.data?.users.length ?? 0) > 1,
      soon: "Inviting teammates is coming soon. Until then, you're the only one who signs in for your pharmacy.",
    },
  ]
}

export function FacilityHome() {
  const setupSteps = useSetupSteps()
  return (
    <AreaHome
      description="Post shifts, review applicants and keep your pharmacy staffed."
      action={
        <Link to="/facility/shifts/new" className={buttonClasses()}>
          <CalendarPlus aria-hidden className="size-4" />
          Post a shift
        </Link>
      }
      main={{
        icon: <ClipboardList aria-hidden className="size-5" />,
        title: 'Your shifts',
        description: 'Open shifts and hired shifts across your facilities.',
        body: <ShiftCounts />,
      }}
      setup={{
        icon: <Building2 aria-hidden className="size-5" />,
        title: 'Set up your pharmacy',
        description: 'A few steps before your first hire.',
        items: setupSteps,
      }}
      shortcuts={[
        { to: '/facility/shifts', label: 'Shifts', description: 'Post, edit and close shifts.', icon: CalendarRange },
        { to: '/facility/applicants', label: 'Applicants', description: 'Review and hire providers who applied.', icon: UserRoundCheck },
        { to: '/facility/providers', label: 'Providers', description: 'People who worked with you, preferred and banned.', icon: Users },
        { to: '/facility/billing', label: 'Billing', description: 'Payment methods, invoices and credits.', icon: CreditCard },
      ]}
    />
  )
}

function ShiftCounts() {
  const open = useCachedQuery(pendingGroupsQuery(undefined, 1, HOME_COUNTED_GROUPS))
  const hired = useCachedQuery(inProgressQuery(undefined))
  const waiting = open.data?.data.reduce((n, g) => n + g.applicationsCount, 0) ?? 0
  const stats = [
    { label: 'Open shifts', value: open.data?.pagination.totalItems, to: '/facility/shifts' as const, search: {} },
    {
      label: 'Applicants waiting',
      value: open.data ? `${waiting}${open.data.pagination.hasNextPage ? '+' : ''}` : undefined,
      to: '/facility/applicants' as const,
      search: {},
    },
    { label: 'Hired and in progress', value: hired.data?.pagination.totalItems, to: '/facility/shifts' as const, search: { view: 'in-progress' as const } },
  ]
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {stats.map((s) => (
        <li key={s.label}>
          <Link to={s.to} search={s.search} className="block rounded-2xl bg-slate-50 px-4 py-4 transition-colors hover:bg-slate-100">
            <p className="text-2xl font-bold text-slate-900">{s.value ?? '—'}</p>
            <p className="text-sm text-slate-600">{s.label}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}
