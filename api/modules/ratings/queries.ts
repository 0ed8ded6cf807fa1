/** Reads shared by the rating verbs. */
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { ratings, shiftGroups, shifts } from '../../db/schema'
import { ConflictError, RuleError } from '../../errors'

export async function findShiftWithGroup(db: Tx, where: ReturnType<typeof and>) {
  return db
    .select({ shift: shifts, group: shiftGroups })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(where)
    .get()
}

/** Only a worked shift can be rated: not before it is completed, and not a no-show. */
export function assertCompleted(shift: typeof shifts.$inferSelect): void {
  if (shift.status !== 'COMPLETED' || shift.attendanceStatus === 'NO_SHOW') throw new RuleError('A shift can be rated once it is completed')
}

/** Each side rates the other once per shift (domain "Ratings and reputation"). */
export async function assertNotRated(db: Tx, shiftId: string, raterKind: 'FACILITY' | 'PROVIDER'): Promise<void> {
  const existing = await db.select({ id: ratings.id }).from(ratings).where(and(eq(ratings.shiftId, shiftId), eq(ratings.raterKind, raterKind))).get()
  if (existing) throw new ConflictError('This shift has already been rated')
}

export const averageOf = (scores: { score: number }[]) => scores.reduce((sum, s) => sum + s.score, 0) / scores.length
