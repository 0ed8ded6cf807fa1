/**
 * What the post will cost, worked out as the user types with the same money rules the API uses
 * (shared/domain/money). The API's preview of the posted shift is the final word.
 */
import { dollarsToCents, effectiveMinutes, priceShift, slotMinutes } from '@shared/domain/money'
import { Receipt } from 'lucide-react'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { formatCents, formatDate, formatHours, formatTimeRange } from '../../format'
import type { ShiftDraft } from './post-draft'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export function PricePreview({ draft, percentageFee }: { draft: ShiftDraft; percentageFee: number }) {
  const rate = Number(draft.rate.replace(/[$,]/g, ''))
  const rateCents = Number.isFinite(rate) && rate > 0 ? dollarsToCents(rate) : 0
  const lunch = Number(draft.lunchBreakMinutes) || 0
  const lines = draft.shiftDays.flatMap((day) =>
    day.timeSlots
      .filter((s) => TIME.test(s.startTime) && TIME.test(s.endTime))
      .map((s) => {
        const qty = Math.max(0, Math.floor(Number(s.quantity) || 0))
        const price = priceShift(rateCents, effectiveMinutes(slotMinutes(s.startTime, s.endTime), lunch, draft.isLunchBreakPaid), percentageFee)
        return { day: day.date, slot: s, qty, price }
      }),
  )
  const seats = lines.reduce((n, l) => n + l.qty, 0)
  const earnings = lines.reduce((n, l) => n + l.price.providerEarningsCents * l.qty, 0)
  const fee = lines.reduce((n, l) => n + l.price.shiftFeeCents * l.qty, 0)
  const hours = lines.reduce((n, l) => n + l.price.effectiveHours * l.qty, 0)
  const facilityRate = priceShift(rateCents, 60, percentageFee).facilityRateCents

  return (
    <Card aria-labelledby="price-preview-title">
      <CardHeader
        icon={<Receipt aria-hidden className="size-5" />}
        title={<span id="price-preview-title">Price preview</span>}
        description="Updates as you type."
      />
      <CardBody>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="price-preview" aria-live="polite">
          <dt className="text-slate-600">Provider rate</dt>
          <dd className="text-right font-medium text-slate-900">{rateCents ? `${formatCents(rateCents)}/h` : '—'}</dd>
          <dt className="text-slate-600">You pay per hour</dt>
          <dd className="text-right font-medium text-slate-900">{rateCents ? `${formatCents(facilityRate)}/h` : '—'}</dd>
          <dt className="text-slate-600">Paid hours</dt>
          <dd className="text-right font-medium text-slate-900">{formatHours(hours)}</dd>
          <dt className="text-slate-600">Provider earnings</dt>
          <dd className="text-right font-medium text-slate-900">{formatCents(earnings)}</dd>
          <dt className="text-slate-600">Service fee ({percentageFee}%)</dt>
          <dd className="text-right font-medium text-slate-900">{formatCents(fee)}</dd>
          <dt className="border-t border-slate-100 pt-2 font-semibold text-slate-900">
            Total for {seats} {seats === 1 ? 'shift' : 'shifts'}
          </dt>
          <dd className="border-t border-slate-100 pt-2 text-right text-base font-bold text-slate-900" data-testid="price-total">
            {formatCents(earnings + fee)}
          </dd>
        </dl>
        {lines.length > 1 && rateCents > 0 && (
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium text-brand-800">Per shift</summary>
            <ul className="mt-2 flex flex-col gap-1.5 text-slate-600">
              {lines.map((l, i) => (
                <li key={i} className="flex justify-between gap-2">
                  <span>
                    {l.day ? formatDate(l.day) : 'No date'}, {formatTimeRange(l.slot.startTime, l.slot.endTime)} × {l.qty}
                  </span>
                  <span className="font-medium text-slate-800">{formatCents(l.price.totalCents * l.qty)}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
        <p className="mt-4 text-xs leading-relaxed text-slate-500">You are charged for each shift when you hire. Unpaid lunch breaks are not billed.</p>
      </CardBody>
    </Card>
  )
}
