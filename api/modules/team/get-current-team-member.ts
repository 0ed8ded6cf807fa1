import { eq } from 'drizzle-orm'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { toTeamMember } from './to-dto'

/** `GET /admin-panel/user`. */
export async function getCurrentTeamMember({ ctx, caller }: { ctx: AppContext; caller: TeamCaller }) {
  const member = await ctx.db.read.select().from(teamMembers).where(eq(teamMembers.id, caller.teamMemberId)).get()
  if (!member) throw new NotFoundError('team member')
  return toTeamMember(member)
}
