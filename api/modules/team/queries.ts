/**
 * Reads of the team shared by its verbs: a member by id (404 when there is none) and how many
 * ADMINs are enabled, for the rule that the panel always keeps one.
 */
import { and, count, eq, ne } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { teamMembers } from '../../db/schema'
import { NotFoundError } from '../../errors'

export type TeamMemberRow = typeof teamMembers.$inferSelect

export async function getTeamMemberOrThrow(db: Tx, memberId: string): Promise<TeamMemberRow> {
  const member = await db.select().from(teamMembers).where(eq(teamMembers.id, memberId)).get()
  if (!member) throw new NotFoundError('team member')
  return member
}

/** Enabled ADMINs other than `exceptId`: zero means `exceptId` is the last one. */
export async function otherEnabledAdmins(db: Tx, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.role, 'ADMIN'), eq(teamMembers.isDisabled, false), ne(teamMembers.id, exceptId)))
  return row?.n ?? 0
}

/** The audit trail's picture of a member: what the team calls may change. */
export const auditedMember = (m: TeamMemberRow) => ({ email: m.email, firstName: m.firstName, lastName: m.lastName, role: m.role, isDisabled: m.isDisabled })
