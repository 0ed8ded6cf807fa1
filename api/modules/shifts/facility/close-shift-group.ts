/**
 * `PUT /facility/shift/{shiftGroupId}/close`: no new applications; hired seats keep going and
 * applicants already in the list may still be hired for the remaining seats.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { shiftGroups } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { getGroupInScope } from '../queries'

export async function closeShiftGroup({ ctx, caller, shiftGroupId }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const group = await getGroupInScope(tx, caller, shiftGroupId)
    if (group.status === 'CANCELED') throw new ConflictError('This shift was canceled')
    if (group.status === 'CLOSED') return
    const now = ctx.clock.now()
    await tx.update(shiftGroups).set({ status: 'CLOSED', closedAt: now, updatedAt: now }).where(eq(shiftGroups.id, group.id))
  })
}
