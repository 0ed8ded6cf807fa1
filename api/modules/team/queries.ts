/**
 * Reads of the team shared by its verbs: a member by id (404 when there is none) and how many
 * ADMINs are enabled, for the rule that the panel always keeps one.
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm'
import { TEAM_MESSAGES, type TeamMemberCsvQuery } from '../../../shared/contracts/team'
import type { Tx } from '../../db/client'
import { teamMembers, users } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'

export type TeamMemberRow = typeof teamMembers.$inferSelect

/** The list's and the export's filters: `role`, and `status` ENABLED or DISABLED. */
export function teamMemberWhere(query: TeamMemberCsvQuery): SQL | undefined {
  return and(query.role ? eq(teamMembers.role, query.role) : undefined, query.status ? eq(teamMembers.isDisabled, query.status === 'DISABLED') : undefined)
}

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

/**
 * 409 when `email` (lower-cased) is another team member's or a marketplace account's: e-mails
 * are one namespace, as sign-up treats them, so a reset link always finds one account.
 */
export async function assertEmailFree(db: Tx, email: string, exceptMemberId?: string): Promise<void> {
  const member = await db.select({ id: teamMembers.id }).from(teamMembers).where(exceptMemberId ? and(eq(teamMembers.email, email), ne(teamMembers.id, exceptMemberId)) : eq(teamMembers.email, email)).get()
  if (member) throw new ConflictError(TEAM_MESSAGES.duplicateEmail)
  const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()
  if (user) throw new ConflictError(TEAM_MESSAGES.emailInUse)
}
