/**
 * One provider's record for staff (issue "Running the company" §3): who they are and how to reach
 * them, their licenses and background checks, the shifts they were hired for (each opening the
 * admin shift page), every payout (shift earnings, bonuses, cancellation fees), the points
 * history, the ratings facilities gave and the bans. Read-only: actions live on the shift page and
 * the providers list.
 */
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, EyeOff, ShieldCheck } from 'lucide-react'
import { Badge } from '../../../../components/ui/badge'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { PageHeader } from '../../../../components/ui/page'
import { usePageTitle } from '../../../../lib/use-page-title'
import { providerRecordQuery } from '../../api/panel'
import { formatCalendarDate, formatDollars, formatInstant, providerTitle, stateName } from '../../format'
import { Facts } from '../facts'

const PAYOUT_KINDS: Record<string, string> = { SHIFT: 'Shift', BONUS: 'Bonus', CANCELLATION_FEE: 'Cancellation fee' }

export function ProviderRecord({ providerId }: { providerId: string }) {
  const record = useQuery(providerRecordQuery(providerId))
  usePageTitle(record.data?.name ?? 'Provider')
  if (record.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the provider…
      </p>
    )
  if (record.isError || !record.data) return <LoadError error={record.error} onRetry={() => void record.refetch()} title="This provider didn't load" />
  const p = record.data
  return (
    <>
      <Link to="/admin/providers" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All providers
      </Link>
      <PageHeader
        eyebrow={providerTitle(p.title)}
        title={p.name}
        description={`${p.email} · ${p.phone} · ${[p.city, p.state].filter(Boolean).join(', ')} · joined ${formatInstant(p.createdAt)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {p.isShadowBanned && (
              <Badge tone="danger" icon={<EyeOff aria-hidden className="size-3" />}>
                Shadow-banned
              </Badge>
            )}
            {p.hasBackgroundCheckCleared ? (
              <Badge tone="success" icon={<ShieldCheck aria-hidden className="size-3" />}>
                Background check cleared
              </Badge>
            ) : p.hasBackgroundCheckCovered ? (
              <Badge tone="warning">Background check paid, not cleared</Badge>
            ) : (
              <Badge tone="neutral">No background check</Badge>
            )}
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Profile">
          <Facts
            rows={[
              ['Points', p.currentPoints],
              ['Asking rate', p.currentHourlyRate === null ? '—' : `${formatDollars(p.currentHourlyRate)}/h`],
              ['Experience', p.profile.yearsOfExperience === null ? '—' : `${p.profile.yearsOfExperience} years`],
              ['Address', `${p.profile.streetAddress}, ${p.city}, ${p.state} ${p.profile.zipCode}`],
              ['Softwares', p.profile.softwares.join(', ') || '—'],
              ['Specialties', p.profile.specialties.join(', ') || '—'],
              ['Languages', p.profile.languages.join(', ') || '—'],
              ['Malpractice insurance', p.profile.hasMalpracticeInsurance ? 'Yes' : 'No'],
              ['Payout account', p.paymentAccountId ?? 'Not set up'],
              ['Referral code', p.profile.ownReferralCode],
            ]}
          />
        </Section>
        <Section title="Ratings">
          <Facts
            rows={[
              ['Average', p.ratings.averageRating === null ? '—' : p.ratings.averageRating.toFixed(2)],
              ['Rated shifts', p.ratings.ratedShifts],
              ['Shifts completed', p.ratings.shiftsCompleted],
              ['Attendance score', p.ratings.attendanceScore],
            ]}
          />
          <Rows
            label="Recent ratings"
            empty="No ratings yet."
            rows={p.ratings.recent.map((r) => ({
              key: r.ratingId,
              cells: [r.facilityName, `${r.averageScore.toFixed(1)} / 5`, r.comment ?? '', formatInstant(r.createdAt)],
            }))}
          />
        </Section>
        <Section title="Payments">
          <Rows
            label="Payments"
            empty="No payments yet."
            rows={p.payments.map((t) => ({
              key: t.transferId,
              cells: [PAYOUT_KINDS[t.kind] ?? t.kind, formatDollars(t.amount), t.status, formatInstant(t.createdAt)],
            }))}
          />
        </Section>
        <Section title="Shifts">
          <Rows
            label="Shifts"
            empty="Not hired for a shift yet."
            rows={p.shifts.map((s) => ({
              key: s.shiftId,
              cells: [
                <Link key="title" to="/admin/shifts/$shiftId" params={{ shiftId: s.shiftId }} className="font-medium text-brand-700 hover:underline">
                  {s.title}
                </Link>,
                s.facilityName,
                `${formatCalendarDate(s.date)} ${s.startTime}–${s.endTime}`,
                s.status,
              ],
            }))}
          />
        </Section>
        <Section title="Licenses and background checks">
          <Rows
            label="Licenses"
            empty="No licenses."
            rows={p.licenses.map((l) => ({
              key: l.licenseId,
              cells: [`${stateName(l.state)} #${l.licenseNumber}`, `expires ${formatCalendarDate(l.expirationDate)}`, l.status, l.rejectionReason ?? ''],
            }))}
          />
          <Rows
            label="Background checks"
            empty="No background checks."
            rows={p.backgroundChecks.map((c) => ({
              key: c.backgroundCheckId,
              cells: [c.cleared ? 'Cleared' : (c.status ?? 'Started'), c.result ?? '', c.refundedAt ? `refunded ${formatInstant(c.refundedAt)}` : c.paidAt ? `paid ${formatInstant(c.paidAt)}` : 'not paid', formatInstant(c.createdAt)],
            }))}
          />
        </Section>
        <Section title="Points history and bans">
          <Rows
            label="Points history"
            empty="No points yet."
            rows={p.pointsHistory.map((h) => ({ key: h.id, cells: [h.points > 0 ? `+${h.points}` : String(h.points), h.reason, h.note ?? '', formatInstant(h.createdAt)] }))}
          />
          <Rows
            label="Bans"
            empty="Not banned anywhere."
            rows={p.bans.map((b) => ({ key: b.banId, cells: [b.facilityName ?? b.organizationName, b.banType, b.reason ?? '', formatInstant(b.createdAt)] }))}
          />
        </Section>
      </div>
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody className="flex flex-col gap-4">{children}</CardBody>
    </Card>
  )
}

/** A short table without headers: each row's cells read left to right (the kind, the amount, …). */
function Rows({ label, empty, rows }: { label: string; empty: string; rows: { key: string; cells: ReactNode[] }[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <table className="w-full text-sm" aria-label={label}>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i} className={i === 0 ? 'py-1.5 pr-3 font-medium text-slate-900' : 'py-1.5 pr-3 text-slate-700 tabular-nums'}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
