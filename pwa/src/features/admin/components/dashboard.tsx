/**
 * The admin panel's dashboard (issue "Running the company" §6): the marketplace's figures for a
 * timeframe (1 day to 1 year), each against the window just before, shifts published per day,
 * revenue by line of business, and the newest sign-ups. SUPPORT is refused the figures (403):
 * the page says so instead of showing errors.
 */
import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import type { CountFigure, HoursFigure, LastUsersSignedUp, MoneyFigure, MonthlyRevenueFigure, ShiftsPublishedFigure, Timeframe } from '@shared/contracts/analytics'
import { TIMEFRAMES } from '@shared/contracts/analytics'
import { Alert } from '../../../components/ui/alert'
import { Card, CardBody, CardHeader } from '../../../components/ui/card'
import { PageHeader } from '../../../components/ui/page'
import { Segmented } from '../../../components/ui/segmented'
import { adminUserQuery } from '../../../lib/account'
import { usePageTitle } from '../../../lib/use-page-title'
import { figureQuery } from '../api/analytics'
import { formatInstant, providerTitle } from '../format'

const ShiftsPublishedChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.ShiftsPublishedChart })))
const RevenueChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.RevenueChart })))

const TIMEFRAME_WORDS: Record<Timeframe, string> = { '1d': 'Today', '7d': '7 days', '1m': '30 days', '3m': '90 days', '6m': '180 days', '1y': 'A year' }
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

type Kind = 'money' | 'count' | 'hours'
const FIGURES: { name: string; label: string; kind: Kind }[] = [
  { name: 'gross-volume-shifts', label: 'Gross shift volume', kind: 'money' },
  { name: 'shift-earnings', label: 'Provider earnings', kind: 'money' },
  { name: 'provider-payouts', label: 'Provider payouts', kind: 'money' },
  { name: 'shift-transaction-fees', label: 'Processor fees', kind: 'money' },
  { name: 'shift-hours', label: 'Hours worked', kind: 'hours' },
  { name: 'shift-average-hours', label: 'Average shift length', kind: 'hours' },
  { name: 'shift-average-amount-per-hour', label: 'Average paid per hour', kind: 'money' },
  { name: 'background-checks', label: 'Background checks', kind: 'count' },
  { name: 'background-checks-revenue', label: 'Background check revenue', kind: 'money' },
  { name: 'active-subscriptions-count', label: 'Active careers plans', kind: 'count' },
  { name: 'amortized-job-board-income', label: 'Job board income (earned)', kind: 'money' },
]

export function Dashboard() {
  usePageTitle('Dashboard')
  const me = useQuery(adminUserQuery())
  const [timeframe, setTimeframe] = useState<Timeframe>('7d')
  const forbidden = me.data?.role === 'SUPPORT'
  return (
    <>
      <PageHeader
        eyebrow={TIMEFRAME_WORDS[timeframe]}
        title="Dashboard"
        description="How the marketplace is doing, each figure against the same length of time just before."
        actions={<Segmented label="Timeframe" value={timeframe} onChange={setTimeframe} options={TIMEFRAMES.map((t) => ({ value: t, label: t }))} />}
      />
      {forbidden ? (
        <Alert tone="info">The dashboard's figures are for admin and operations roles. Support chats and the lists are in the menu.</Alert>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {FIGURES.map((f) => (
              <li key={f.name}>
                <FigureCard name={f.name} label={f.label} kind={f.kind} timeframe={timeframe} />
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <ShiftsPublishedCard timeframe={timeframe} />
            <RevenueCard timeframe={timeframe} />
          </div>
          <SignUps timeframe={timeframe} />
        </>
      )}
    </>
  )
}

function Change({ value, previous }: { value: number; previous: number }) {
  if (previous === 0 && value === 0) return <span className="text-xs text-slate-500">No change</span>
  const up = value >= previous
  const pct = previous === 0 ? null : Math.round(((value - previous) / previous) * 100)
  const Icon = value === previous ? Minus : up ? ArrowUpRight : ArrowDownRight
  return (
    <span className={`inline-flex items-center gap-0.5 text-xs font-medium ${value === previous ? 'text-slate-500' : up ? 'text-emerald-700' : 'text-red-700'}`}>
      <Icon aria-hidden className="size-3.5" />
      {pct === null ? 'new' : `${pct > 0 ? '+' : ''}${pct}%`} vs before
    </span>
  )
}

function FigureCard({ name, label, kind, timeframe }: { name: string; label: string; kind: Kind; timeframe: Timeframe }) {
  const figure = useQuery(figureQuery<MoneyFigure | CountFigure | HoursFigure>(name, timeframe))
  const show = (n: number) => (kind === 'money' ? usd(n) : kind === 'hours' ? `${n.toLocaleString('en-US')} h` : n.toLocaleString('en-US'))
  return (
    <Card className="h-full p-4 sm:p-5" aria-busy={figure.isFetching}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      {figure.data ? (
        <>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{show(figure.data.value)}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            Before: {show(figure.data.previousTimeFrame)} · <Change value={figure.data.value} previous={figure.data.previousTimeFrame} />
          </p>
        </>
      ) : figure.isError ? (
        <p className="mt-1 text-sm text-red-700">Not available</p>
      ) : (
        <p className="mt-1 text-2xl font-bold text-slate-300" aria-label="Loading">
          —
        </p>
      )}
    </Card>
  )
}

function ShiftsPublishedCard({ timeframe }: { timeframe: Timeframe }) {
  const figure = useQuery(figureQuery<ShiftsPublishedFigure>('shifts-published', timeframe))
  return (
    <Card>
      <CardHeader title="Shifts published" description={figure.data ? `${figure.data.value} seats (${figure.data.previousTimeFrame} before)` : undefined} />
      <CardBody>
        <Suspense fallback={<div className="h-56" />}>{figure.data && <ShiftsPublishedChart figure={figure.data} />}</Suspense>
      </CardBody>
    </Card>
  )
}

function RevenueCard({ timeframe }: { timeframe: Timeframe }) {
  const figure = useQuery(figureQuery<MonthlyRevenueFigure>('monthly-revenue', timeframe))
  const b = figure.data?.breakdown
  return (
    <Card>
      <CardHeader title="Revenue" description={b ? `${usd(b.total)}: shifts ${usd(b.shifts)} · job board ${usd(b.jobBoard)} · background checks ${usd(b.backgroundChecks)}` : undefined} />
      <CardBody>
        <Suspense fallback={<div className="h-56" />}>{figure.data && <RevenueChart figure={figure.data} />}</Suspense>
      </CardBody>
    </Card>
  )
}

function SignUps({ timeframe }: { timeframe: Timeframe }) {
  const figure = useQuery(figureQuery<LastUsersSignedUp>('last-users-signed-up', timeframe))
  const d = figure.data
  return (
    <Card className="mt-6">
      <CardHeader title="Newest sign-ups" description={d ? `${d.facilitiesCount} pharmacies and ${d.providersCount} providers in this window (${d.previousTimeFrame} before)` : undefined} />
      <CardBody className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Pharmacies</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {d?.facilities.map((f) => (
              <li key={f.organizationId} className="flex justify-between gap-2">
                <span>
                  {f.name} <span className="text-slate-500">{f.ownerName}</span>
                </span>
                <span className="text-xs text-slate-500">{formatInstant(f.createdAt)}</span>
              </li>
            ))}
            {d && d.facilities.length === 0 && <li className="text-slate-500">None in this window.</li>}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Providers</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {d?.providers.map((p) => (
              <li key={p.providerId} className="flex justify-between gap-2">
                <span>
                  {p.name} <span className="text-slate-500">{providerTitle(p.providerType)}</span>
                </span>
                <span className="text-xs text-slate-500">{formatInstant(p.createdAt)}</span>
              </li>
            ))}
            {d && d.providers.length === 0 && <li className="text-slate-500">None in this window.</li>}
          </ul>
        </div>
      </CardBody>
    </Card>
  )
}
