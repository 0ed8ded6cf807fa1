import { useQuery } from '@tanstack/react-query'
import { CalendarCheck2, CircleDollarSign, Clock, HandCoins, TrendingUp } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { PageHeader } from '../../../components/ui/page'
import { Card, CardBody, CardHeader } from '../../../components/ui/card'
import { adminUserQuery } from '../../../lib/account'
import { usePageTitle } from '../../../lib/use-page-title'

const METRICS: { label: string; icon: LucideIcon; hint: string }[] = [
  { label: 'Gross shift volume', icon: CircleDollarSign, hint: 'Charged for shifts in the period' },
  { label: 'Shifts published', icon: CalendarCheck2, hint: 'New shifts posted by facilities' },
  { label: 'Provider payouts', icon: HandCoins, hint: 'Paid out to providers' },
  { label: 'Average hourly rate', icon: Clock, hint: 'Across worked shifts' },
]

/** The admin panel's dashboard: the marketplace's figures for the last seven days (none recorded yet). */
export function Dashboard() {
  usePageTitle('Dashboard')
  const { data: admin } = useQuery(adminUserQuery())
  return (
    <>
      <PageHeader
        eyebrow="Last 7 days"
        title="Dashboard"
        description={admin ? `Signed in as ${admin.firstName} ${admin.lastName}.` : 'How the marketplace is doing.'}
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {METRICS.map(({ label, icon: Icon, hint }) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium text-slate-600">{label}</p>
                <span className="hidden size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
                  <Icon aria-hidden className="size-[1.1rem]" />
                </span>
              </div>
              <p className="mt-2 text-2xl font-bold text-slate-300">
                <span aria-hidden>—</span>
                <span className="sr-only">No data for this period yet</span>
              </p>
              <p className="mt-1 text-xs text-slate-500">{hint}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="mt-6">
        <CardHeader icon={<TrendingUp aria-hidden className="size-5" />} title="Today's shifts" description="Finished, in progress and about to start." />
        <CardBody>
          <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
            Shifts happening today are listed here as soon as facilities post them.
          </p>
        </CardBody>
      </Card>
    </>
  )
}
