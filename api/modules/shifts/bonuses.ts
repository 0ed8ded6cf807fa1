/**
 * Bonuses paid on seats (domain "Attendance, completion and payout": an extra payment to the
 * provider with its own invoice; paid by the admin panel, shifts/admin/add-shift-bonus.ts). A
 * bonus is a BONUS charge to the facility on the seat and the provider's BONUS payment keyed by
 * that charge; found through the charges' shift index, then each payment by its unique key.
 * A charge whose payment is not written yet (the moment between the two) is left out.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { charges, transfers } from '../../db/schema'

/** The provider's payment of a bonus carries its charge in its key. */
export const BONUS_PAYOUT_KEY = 'admin-bonus-payout:'

export interface SeatBonus {
  shiftId: string
  transferId: string
  chargeId: string
  amountCents: number
  description: string
  status: 'pending' | 'processing' | 'completed'
  createdAt: Date
}

export async function bonusesOfSeats(db: Tx, shiftIds: string[]): Promise<Map<string, SeatBonus[]>> {
  const bySeat = new Map<string, SeatBonus[]>()
  if (shiftIds.length === 0) return bySeat
  const bonusCharges = await db
    .select({ id: charges.id, shiftId: charges.shiftId })
    .from(charges)
    .where(and(inArray(charges.shiftId, shiftIds), eq(charges.purpose, 'BONUS')))
    .orderBy(asc(charges.createdAt), asc(charges.id))
  if (bonusCharges.length === 0) return bySeat
  const payments = await db
    .select()
    .from(transfers)
    .where(inArray(transfers.idempotencyKey, bonusCharges.map((c) => `${BONUS_PAYOUT_KEY}${c.id}`)))
  const paymentOf = new Map(payments.map((t) => [t.idempotencyKey, t]))
  for (const charge of bonusCharges) {
    const t = paymentOf.get(`${BONUS_PAYOUT_KEY}${charge.id}`)
    if (!t || !charge.shiftId) continue
    const list = bySeat.get(charge.shiftId) ?? []
    list.push({ shiftId: charge.shiftId, transferId: t.id, chargeId: charge.id, amountCents: t.amountCents, description: t.description ?? '', status: t.status, createdAt: t.createdAt })
    bySeat.set(charge.shiftId, list)
  }
  return bySeat
}
