/**
 * `PUT /testing/shifts/{shiftGroupId}/rewind {providerId}` (api-contract "Testing helpers"): moves
 * the group of that provider's hired seat so that it ended one hour ago, keeping its length and
 * local times consistent with its zone.
 */
import { and, eq, sql } from 'drizzle-orm'
import { utcToZoned } from '../../../shared/domain/zoned-time'
import type { AppContext } from '../../context'
import { shiftGroups, shifts } from '../../db/schema'
import { NotFoundError } from '../../errors'

export async function rewindShift({ ctx, shiftGroupId, providerId }: { ctx: AppContext; shiftGroupId: string; providerId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const group = await tx.select().from(shiftGroups).where(eq(shiftGroups.id, shiftGroupId)).get()
    const seat = group && (await tx.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.providerId, providerId), sql`${shifts.hiredAt} is not null`)).get())
    if (!group || !seat) throw new NotFoundError('hired shift')
    const length = group.endsAt.getTime() - group.startsAt.getTime()
    const endsAt = new Date(ctx.clock.now().getTime() - 3_600_000)
    const startsAt = new Date(endsAt.getTime() - length)
    const start = utcToZoned(startsAt, group.timeZone)
    const end = utcToZoned(endsAt, group.timeZone)
    await tx
      .update(shiftGroups)
      .set({ startsAt, endsAt, date: start.date, startTime: start.time, endTime: end.time, updatedAt: ctx.clock.now() })
      .where(eq(shiftGroups.id, group.id))
  })
}
