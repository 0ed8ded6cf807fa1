import type { TeamMember } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { requireTeamPermission } from './permissions'
import { getTeamMemberOrThrow } from './queries'
import { toTeamMember } from './to-dto'

/** `GET /admin-panel/administration/users/{memberId}`: any team role may look (domain "People and tenants"). */
export async function getTeamMember({ ctx, caller, memberId }: { ctx: AppContext; caller: TeamCaller; memberId: string }): Promise<TeamMember> {
  requireTeamPermission(caller, 'panel.read')
  return toTeamMember(await getTeamMemberOrThrow(ctx.db.read, memberId))
}
