import { Elysia } from 'elysia'
import { TeamMember } from '../../../shared/contracts/auth'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { getCurrentTeamMember } from './get-current-team-member'

export const adminRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/user', ({ caller }) => getCurrentTeamMember({ ctx, caller }), {
      asTeam: true,
      response: { 200: TeamMember },
      detail: { summary: 'The signed-in team member', security: [{ bearer: [] }] },
    })
