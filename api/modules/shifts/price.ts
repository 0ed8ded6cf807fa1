/** The price of one seat of a group (DOMAIN "Money"), from its stored rate, times and fee. */
import { effectiveMinutes, priceShift, type ShiftPrice } from '../../../shared/domain/money'
import type { ShiftGroupRow } from './queries'

export function scheduledMinutes(group: Pick<ShiftGroupRow, 'startsAt' | 'endsAt'>): number {
  return Math.round((group.endsAt.getTime() - group.startsAt.getTime()) / 60_000)
}

export function seatPrice(group: Pick<ShiftGroupRow, 'startsAt' | 'endsAt' | 'rateCents' | 'percentageFee' | 'lunchBreakMinutes' | 'isLunchBreakPaid'>): ShiftPrice {
  return priceShift(group.rateCents, effectiveMinutes(scheduledMinutes(group), group.lunchBreakMinutes, group.isLunchBreakPaid), group.percentageFee)
}
