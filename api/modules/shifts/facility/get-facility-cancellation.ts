/**
 * `GET /facility/shift/{shiftGroupId}/cancellation`: what the facility's cancellation of a group
 * did, for the canceled group's page to say one thing: the fees it owes for the hired seats, and
 * the group it posted again (if it asked to). A group that is not canceled answers 404.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { FacilityCancellation } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { cancellationFees, shiftGroups, shifts } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getGroupInScope } from '../queries'
import { centsToDollars } from './to-dto'

export async function getFacilityCancellation({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { shiftGroupId: string } }): Promise<FacilityCancellation> {
  const db = ctx.db.read
  const group = await getGroupInScope(db, caller, input.shiftGroupId)
  if (group.status !== 'CANCELED') throw new NotFoundError('cancellation')
  const canceledAt = group.canceledAt ?? group.updatedAt
  const seatIds = (await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.shiftGroupId, group.id))).map((s) => s.id)
  const fees = seatIds.length ? await db.select({ feeCents: cancellationFees.feeCents }).from(cancellationFees).where(and(inArray(cancellationFees.shiftId, seatIds), eq(cancellationFees.organizationId, group.organizationId))) : []
  const feeCents = fees.reduce((n, f) => n + f.feeCents, 0)
  // The repost is created in the cancel's transaction at the same instant, for the same post and start (cancel-by-facility.ts).
  const repost = await db
    .select({ id: shiftGroups.id })
    .from(shiftGroups)
    .where(
      and(
        eq(shiftGroups.organizationId, group.organizationId),
        eq(shiftGroups.postId, group.postId),
        eq(shiftGroups.startsAt, group.startsAt),
        eq(shiftGroups.createdAt, canceledAt),
        ne(shiftGroups.id, group.id),
      ),
    )
    .get()
  return {
    shiftGroupId: group.id,
    canceledAt: canceledAt.toISOString(),
    cancellationReason: group.cancellationReason,
    feeInCents: feeCents,
    fee: centsToDollars(feeCents),
    repostedShiftGroupId: repost?.id ?? null,
  }
}
