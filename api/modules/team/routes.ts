import { Elysia } from 'elysia'
import { ErrorResponse, TeamMember } from '../../../shared/contracts/auth'
import { AuditPage, AuditQuery } from '../../../shared/contracts/audit'
import { CSV_EXPORT_NOTE, CsvFile } from '../../../shared/contracts/csv'
import { ChangeTeamMemberRoleBody, CreateTeamMemberBody, TeamMemberCsvQuery, TeamMemberList, TeamMemberListQuery, TeamMemberParams, UpdateTeamMemberBody } from '../../../shared/contracts/team'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { clientAddressPlugin } from '../../plugins/client-address'
import { changeTeamMemberRole } from './change-team-member-role'
import { createTeamMember } from './create-team-member'
import { disableTeamMember } from './disable-team-member'
import { enableTeamMember } from './enable-team-member'
import { exportTeamMembersCsv } from './export-team-members-csv'
import { getCurrentTeamMember } from './get-current-team-member'
import { getTeamMember } from './get-team-member'
import { listAuditEvents } from './list-audit-events'
import { listTeamMembers } from './list-team-members'
import { updateTeamMember } from './update-team-member'

const ADMIN_ONLY = 'ADMIN only (OPERATIONS and SUPPORT: 403).'

export const adminRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .get('/admin-panel/user', ({ caller }) => getCurrentTeamMember({ ctx, caller }), {
      asTeam: true,
      response: { 200: TeamMember },
      detail: { summary: 'The signed-in team member', security: [{ bearer: [] }] },
    })
    .get('/admin-panel/audit', ({ caller, query }) => listAuditEvents({ ctx, caller, query }), {
      asTeam: true,
      query: AuditQuery,
      response: { 200: AuditPage, 400: ErrorResponse },
      detail: {
        summary: 'The audit trail',
        description: `${ADMIN_ONLY} Every admin action and every money-moving action: who, when, what, before → after. Newest first, \`limit\` 1–100 (default 25), the next page by \`cursor\` = \`nextCursor\`; one row's history with \`subjectType\` and \`subjectId\` (\`shift\` and its id).`,
      },
    })
    .get('/admin-panel/administration/users', ({ caller, query }) => listTeamMembers({ ctx, caller, query }), {
      asTeam: true,
      query: TeamMemberListQuery,
      response: { 200: TeamMemberList, 400: ErrorResponse },
      detail: {
        summary: 'The team',
        description:
          'Any team role. 7 a page by default. `role` ADMIN | OPERATIONS | SUPPORT; `status` ENABLED | DISABLED; `orderBy` createdAt (default, newest first), firstName, lastName, name, email or role, with `:asc` or `:desc` (or a leading `-`), or the direction in `order` (asc | desc).',
      },
    })
    .get('/admin-panel/administration/users/csv', ({ caller, query }) => exportTeamMembersCsv({ ctx, caller, query }), {
      asTeam: true,
      query: TeamMemberCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse },
      detail: { summary: 'The team as CSV (streamed)', description: `${CSV_EXPORT_NOTE} Every member the list's \`role\` and \`status\` keep, the newest first.` },
    })
    .post('/admin-panel/administration/users', ({ caller, body, meta, set }) => {
      set.status = 201
      return createTeamMember({ ctx, caller, input: body, meta })
    }, {
      asTeam: true,
      body: CreateTeamMemberBody,
      response: { 201: TeamMember, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Add a team member',
        description: `${ADMIN_ONLY} Names are trimmed and may not contain digits. The new member is e-mailed an invitation whose link lets them choose a password. An e-mail already on the team: 409.`,
      },
    })
    .get('/admin-panel/administration/users/:memberId', ({ caller, params }) => getTeamMember({ ctx, caller, memberId: params.memberId }), {
      asTeam: true,
      params: TeamMemberParams,
      response: { 200: TeamMember, 404: ErrorResponse },
      detail: { summary: 'A team member', description: 'Any team role.' },
    })
    .put('/admin-panel/administration/users/:memberId', ({ caller, params, body }) => updateTeamMember({ ctx, caller, memberId: params.memberId, input: body }), {
      asTeam: true,
      params: TeamMemberParams,
      body: UpdateTeamMemberBody,
      response: { 200: TeamMember, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: { summary: "Edit a team member's details", description: `${ADMIN_ONLY} firstName, lastName, email; a field left out keeps its value. An e-mail another member has: 409.` },
    })
    .patch('/admin-panel/administration/users/:memberId/role', ({ caller, params, body }) => changeTeamMemberRole({ ctx, caller, memberId: params.memberId, input: body }), {
      asTeam: true,
      params: TeamMemberParams,
      body: ChangeTeamMemberRoleBody,
      response: { 200: TeamMember, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: { summary: "Change a team member's role", description: `${ADMIN_ONLY} The last enabled ADMIN cannot be given another role: 409.` },
    })
    .patch('/admin-panel/administration/users/:memberId/enable', ({ caller, params }) => enableTeamMember({ ctx, caller, memberId: params.memberId }), {
      asTeam: true,
      params: TeamMemberParams,
      response: { 200: TeamMember, 404: ErrorResponse },
      detail: { summary: 'Enable a team member', description: `${ADMIN_ONLY} They may sign in again.` },
    })
    .patch('/admin-panel/administration/users/:memberId/disable', ({ caller, params }) => disableTeamMember({ ctx, caller, memberId: params.memberId }), {
      asTeam: true,
      params: TeamMemberParams,
      response: { 200: TeamMember, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Disable a team member',
        description: `${ADMIN_ONLY} Ends their sessions at once (their next call answers 401) and refuses their sign-in. Yourself, or the last enabled ADMIN: 409.`,
      },
    })
