import { createFileRoute, Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Building2, CalendarPlus, CalendarRange, ClipboardList, CreditCard, UserRoundCheck, Users } from 'lucide-react'
import { Card, CardBody, CardHeader } from '../../components/ui/card'
import { PageHeader } from '../../components/ui/page'
import { Checklist } from '../../components/ui/checklist'
import { QuickLinks } from '../../components/ui/quick-links'
import { buttonClasses } from '../../components/ui/button'
import { currentUserQuery, firstNameOf } from '../../features/account/queries'
import { greeting } from '../../lib/greeting'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/facility/')({
  component: FacilityHome,
})

function FacilityHome() {
  usePageTitle('Home')
  const { data: user } = useQuery(currentUserQuery())
  const first = firstNameOf(user?.name)
  return (
    <>
      <PageHeader
        eyebrow={greeting()}
        title={first ? `Welcome, ${first}` : 'Welcome'}
        description="Post shifts, review applicants and keep your pharmacy staffed."
        actions={
          <Link to="/facility/shifts" className={buttonClasses()}>
            <CalendarPlus aria-hidden className="size-4" />
            Go to shifts
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <CardHeader
            icon={<ClipboardList aria-hidden className="size-5" />}
            title="Shifts this week"
            description="Open, filled and in-progress shifts across your facilities."
          />
          <CardBody>
            <div className="rounded-2xl bg-slate-50 px-5 py-8 text-center">
              <p className="font-semibold text-slate-900">Your posted shifts appear here</p>
              <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">
                Each shift shows how many providers applied, who you hired and whether attendance is confirmed.
              </p>
              <Link to="/facility/shifts" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
                Plan your first shift
              </Link>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader icon={<Building2 aria-hidden className="size-5" />} title="Set up your pharmacy" description="A few steps before your first hire." />
          <CardBody className="pt-4">
            <Checklist
              items={[
                { label: 'Create your account', description: 'Your organization and first facility are ready.', done: true },
                { label: 'Add a payment method', description: 'A card or bank account to pay for shifts.', to: '/facility/billing' },
                { label: 'Invite your team', description: 'Managers and staff who post and hire.', to: '/facility/organization' },
                { label: 'Post your first shift', description: 'Describe the role, the hours and the pay.', to: '/facility/shifts' },
              ]}
            />
          </CardBody>
        </Card>
      </div>
      <h2 className="mt-10 mb-4 text-base font-semibold text-slate-900">Shortcuts</h2>
      <QuickLinks
        links={[
          { to: '/facility/shifts', label: 'Shifts', description: 'Post, edit and close shifts.', icon: CalendarRange },
          { to: '/facility/applicants', label: 'Applicants', description: 'Review and hire providers who applied.', icon: UserRoundCheck },
          { to: '/facility/providers', label: 'Providers', description: 'People who worked with you, preferred and banned.', icon: Users },
          { to: '/facility/billing', label: 'Billing', description: 'Payment methods, invoices and credits.', icon: CreditCard },
        ]}
      />
    </>
  )
}
