/**
 * What the staffing agent draws under its answers (spec 001 §3 "AI agent chat card types"): a
 * priced summary of the shifts it is about to post (one or several dates) with "Confirm and post",
 * the shifts it posted or found (each a link to its group), careers jobs, and what it needs first —
 * the facility's NPI, or its shift preferences — with the way to the organization's settings.
 */
import { Link } from '@tanstack/react-router'
import type { AgentCard, MultiShiftSummaryCard, ShiftCard, ShiftSummaryCard } from '@shared/contracts/staffing-agent'
import { BadgeCheck, Briefcase, CalendarRange, Settings2 } from 'lucide-react'
import { Badge } from '../../../../components/ui/badge'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { formatDate, formatDollars, formatTimeRange, providerTypeLabel } from '../../format'

const PREFERENCE_LABELS = { software: 'software', specialties: 'specialties', languages: 'languages' } as const

export function AgentCards({
  cards,
  canConfirm,
  confirming,
  onConfirm,
}: {
  cards: readonly AgentCard[]
  /** Only the summary in the chat's last answer can still be confirmed. */
  canConfirm: boolean
  confirming: boolean
  onConfirm: () => void
}) {
  return (
    <>
      {cards.map((card, index) => {
        const key = `${card.type}-${index}`
        switch (card.type) {
          case 'shiftSummary':
          case 'multiShiftSummary':
            return <SummaryCard key={key} card={card} canConfirm={canConfirm && card.awaitingConfirmation} confirming={confirming} onConfirm={onConfirm} />
          case 'shiftCard':
            return <PostedShiftCard key={key} card={card} />
          case 'jobCard':
            return (
              <section key={key} aria-label={`Job: ${card.title}`} className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-xs">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <Briefcase aria-hidden className="size-4 text-brand-700" />
                  {card.title}
                </p>
                <p className="mt-1 text-slate-600">
                  {[card.city, card.state].filter(Boolean).join(', ') || 'Location not set'} · {card.status} · {card.numberOfApplicants} applicants
                </p>
              </section>
            )
          case 'npiRequest':
            return (
              <section key={key} aria-label={`NPI needed: ${card.facilityName}`} className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                <p className="flex items-center gap-2 font-semibold">
                  <BadgeCheck aria-hidden className="size-4" />
                  Verify the NPI of {card.facilityName}
                </p>
                <p className="mt-1">{card.reason}</p>
                <Link to="/facility/organization" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}>
                  Open organization settings
                </Link>
              </section>
            )
          case 'preferencesRequest':
            return (
              <section key={key} aria-label={`Preferences needed: ${card.facilityName}`} className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                <p className="flex items-center gap-2 font-semibold">
                  <Settings2 aria-hidden className="size-4" />
                  {card.facilityName} needs its shift preferences
                </p>
                <p className="mt-1">
                  Missing: {card.missing.map((m) => PREFERENCE_LABELS[m]).join(', ')}. Name them in your next message (for example “PioneerRx, Retail/Community and
                  English”), or set them for the facility.
                </p>
                <Link to="/facility/organization" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}>
                  Open organization settings
                </Link>
              </section>
            )
          default:
            return null
        }
      })}
    </>
  )
}

function SummaryCard({
  card,
  canConfirm,
  confirming,
  onConfirm,
}: {
  card: ShiftSummaryCard | MultiShiftSummaryCard
  canConfirm: boolean
  confirming: boolean
  onConfirm: () => void
}) {
  const count = card.shifts.length
  const caption = `${count === 1 ? 'Shift' : `${count} shifts`} at ${card.facility.name}`
  return (
    <section aria-label={caption} className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-xs sm:p-4">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <caption className="mb-2 text-left">
            <span className="font-semibold text-slate-900">{caption}</span>
            <span className="block text-xs text-slate-600">
              {providerTypeLabel(card.providerType)} · {card.facility.address} · lunch {card.lunchBreakMinutes} min{card.lunchBreakMinutes ? (card.isLunchBreakPaid ? ', paid' : ', unpaid') : ''}
            </span>
          </caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Date</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Time</th>
              <th scope="col" className="py-1.5 pr-3 font-semibold">Title</th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">Rate</th>
              <th scope="col" className="py-1.5 text-right font-semibold">Price</th>
            </tr>
          </thead>
          <tbody>
            {card.shifts.map((s) => (
              <tr key={`${s.date}-${s.startTime}`} className="border-t border-slate-100">
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatDate(s.date)}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatTimeRange(s.startTime, s.endTime)}</td>
                <td className="py-1.5 pr-3">
                  {card.title}
                  {s.quantity > 1 && <span className="text-slate-600"> × {s.quantity}</span>}
                </td>
                <td className="py-1.5 pr-3 text-right whitespace-nowrap">{formatDollars(card.rate)}/h</td>
                <td className="py-1.5 text-right whitespace-nowrap">{formatDollars(s.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold text-slate-900">
              <th scope="row" colSpan={4} className="py-2 pr-3 text-left">
                Total
              </th>
              <td className="py-2 text-right whitespace-nowrap">{formatDollars(card.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-1 text-xs text-slate-600">Prices include the {card.percentageFee}% platform fee.</p>
      {canConfirm && (
        <Button className="mt-3" onClick={onConfirm} loading={confirming}>
          Confirm and post
        </Button>
      )}
    </section>
  )
}

function PostedShiftCard({ card }: { card: ShiftCard }) {
  return (
    <section aria-label={`Shift: ${card.title}, ${formatDate(card.date)}`} className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <CalendarRange aria-hidden className="size-4 text-brand-700" />
          {card.title}
        </p>
        <Badge tone={card.status === 'OPEN' ? 'brand' : card.status === 'CANCELED' ? 'danger' : 'neutral'}>{card.status.charAt(0) + card.status.slice(1).toLowerCase()}</Badge>
      </div>
      <p className="mt-1 text-slate-700">
        {formatDate(card.date)} · {formatTimeRange(card.startTime, card.endTime)} · {formatDollars(card.rate)}/h
      </p>
      <p className="text-slate-600">
        {card.facility.name} · {card.openSeats} of {card.quantity} open · {card.applicantsCount} {card.applicantsCount === 1 ? 'applicant' : 'applicants'}
      </p>
      <Link
        to="/facility/shifts/$shiftGroupId"
        params={{ shiftGroupId: card.shiftGroupId }}
        className="mt-1 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        View shift: {card.title}, {formatDate(card.date)}
      </Link>
    </section>
  )
}
