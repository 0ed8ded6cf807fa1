/**
 * `GET /admin-panel/administration/users`: the team, 7 a page by default (spec 000 §9), filtered
 * by role and by status (ENABLED or DISABLED), the newest first unless `orderBy` says otherwise.
 * The team is a few dozen people, so the list reads the table without an index of its own.
 */
import { asc, count, desc, sql, type SQL } from 'drizzle-orm'
import { TEAM_MEMBERS_PAGE_SIZE, type TeamMemberList, type TeamMemberListQuery } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { pageRequest, pagination } from '../../lib/paging'
import { requireTeamPermission } from './permissions'
import { teamMemberWhere } from './queries'
import { toTeamMember } from './to-dto'

export async function listTeamMembers({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: TeamMemberListQuery }): Promise<TeamMemberList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, TEAM_MEMBERS_PAGE_SIZE)
  const where = teamMemberWhere(query)
  const rows = await ctx.db.read
    .select()
    .from(teamMembers)
    .where(where)
    .orderBy(...orderOf(query.orderBy ?? null, query.order ?? null), desc(teamMembers.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await ctx.db.read.select({ n: count() }).from(teamMembers).where(where)
  return { data: rows.map(toTeamMember), pagination: pagination(page, total?.n ?? 0) }
}

/** `createdAt:desc`, `-email`, `name` with `order=desc`, `asc` … (the contract lets only these through). */
function orderOf(orderBy: string | null, order: 'asc' | 'desc' | null): SQL[] {
  if (!orderBy) return [order === 'asc' ? asc(teamMembers.createdAt) : desc(teamMembers.createdAt)]
  if (orderBy === 'asc' || orderBy === 'desc') return [orderBy === 'asc' ? asc(teamMembers.createdAt) : desc(teamMembers.createdAt)]
  const explicit = orderBy.startsWith('-') || /:(asc|desc)$/.test(orderBy)
  const descending = explicit ? orderBy.startsWith('-') || orderBy.endsWith(':desc') : order === 'desc'
  const field = orderBy.replace(/^-/, '').replace(/:(asc|desc)$/, '')
  const direction = descending ? desc : asc
  switch (field) {
    case 'firstName':
      return [direction(sql`lower(${teamMembers.firstName})`)]
    case 'lastName':
      return [direction(sql`lower(${teamMembers.lastName})`)]
    case 'name':
      return [direction(sql`lower(${teamMembers.firstName})`), direction(sql`lower(${teamMembers.lastName})`)]
    case 'email':
      return [direction(teamMembers.email)]
    case 'role':
      return [direction(teamMembers.role)]
    default:
      return [direction(teamMembers.createdAt)]
  }
}
