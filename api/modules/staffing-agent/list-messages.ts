/**
 * `GET /facility/staffing-agent/messages` (page, limit above 0 — spec 000 §5): the caller's own
 * chat with the agent, newest first. Each facility user has their own chat; nobody else's is read.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { StaffingAgentMessages, StaffingAgentMessagesQuery } from '../../../shared/contracts/staffing-agent'
import type { AppContext, FacilityCaller } from '../../context'
import { staffingAgentMessages } from '../../db/schema'
import { pagination } from '../../lib/paging'
import { requireStaffingAgent } from './require-staffing-agent'
import { toAgentMessage } from './to-dto'

export async function listAgentMessages({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: StaffingAgentMessagesQuery }): Promise<StaffingAgentMessages> {
  await requireStaffingAgent(ctx)
  const page = Math.max(1, Math.floor(input.page ?? 1))
  const pageSize = Math.min(50, Math.max(1, Math.floor(input.limit ?? 20)))
  const mine = and(eq(staffingAgentMessages.userId, caller.userId), eq(staffingAgentMessages.organizationId, caller.organizationId))
  const [rows, [total]] = await Promise.all([
    ctx.db.read
      .select()
      .from(staffingAgentMessages)
      .where(mine)
      .orderBy(desc(staffingAgentMessages.createdAt), desc(staffingAgentMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.read.select({ n: count() }).from(staffingAgentMessages).where(mine),
  ])
  return { data: rows.map(toAgentMessage), pagination: pagination({ page, pageSize, offset: (page - 1) * pageSize }, Number(total?.n ?? 0)) }
}
