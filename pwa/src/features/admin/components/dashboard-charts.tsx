/**
 * The dashboard's two charts (recharts): shifts published per day, and revenue by line of
 * business month by month. Loaded with the dashboard only, never on the first screen.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { MonthlyRevenueFigure, ShiftsPublishedFigure } from '@shared/contracts/analytics'

const short = (date: string) => {
  const [, m, d] = date.split('-')
  return `${Number(m)}/${Number(d)}`
}

export function ShiftsPublishedChart({ figure }: { figure: ShiftsPublishedFigure }) {
  return (
    <div className="h-56" role="img" aria-label={`Shifts published per day: ${figure.value} in all`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={figure.days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={short} tick={{ fontSize: 11 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip labelFormatter={(d) => String(d)} formatter={(v) => [v, 'Seats posted']} />
          <Bar dataKey="amount" fill="#0f766e" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

export function RevenueChart({ figure }: { figure: MonthlyRevenueFigure }) {
  return (
    <div className="h-56" role="img" aria-label={`Revenue by month: $${figure.value.toLocaleString('en-US')} in this window`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={figure.months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => `$${v.toLocaleString('en-US')}`} />
          <Tooltip formatter={(v) => `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 })}`} />
          <Legend />
          <Bar dataKey="shifts" name="Shifts" stackId="r" fill="#0f766e" />
          <Bar dataKey="jobBoard" name="Job board" stackId="r" fill="#6366f1" />
          <Bar dataKey="backgroundChecks" name="Background checks" stackId="r" fill="#f59e0b" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
