/**
 * `POST /facility/staffing-agent` (message, confirmViaButton — spec 000 §7): one turn of the
 * caller's chat with the agent. The message is answered by the language model when one is
 * configured (`AGENT_LLM_URL`), else — or when it cannot be reached — by the built-in engine;
 * both store the shift request in progress per facility user (`staffing_agent_drafts`), so the
 * next message completes it.
 *
 * `confirmViaButton: true` posts the request whose summary waits for it, through shifts'
 * `createShift` — the verb of `POST /facility/shift`, with its rules and messages — as the agent
 * acting for the user. The draft is claimed (deleted) in one write before posting, so a second
 * press, or two at once, post nothing more. A rule the post breaks comes back as the answer's
 * text, and the draft stays for the user to change.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { StaffingAgentBody, StaffingAgentReply } from '../../../shared/contracts/staffing-agent'
import type { AgentForFacilityUser, AppContext, FacilityCaller } from '../../context'
import { shiftGroups, staffingAgentDrafts, staffingAgentMessages, type StaffingAgentDraftFields } from '../../db/schema'
import { AppError } from '../../errors'
import { LlmUnavailableError } from '../../integrations/llm'
import { consumeRateLimits } from '../../lib/rate-limits'
import { settings } from '../../settings'
import { createShift } from '../shifts'
import { answerWithModel } from './llm-engine'
import { toShiftCard } from './questions'
import { requireStaffingAgent } from './require-staffing-agent'
import { answerWithRules } from './rules-engine'
import { facilitiesInScope, postBodyOf, type AgentAnswer, type FacilityRow } from './shift-request'
import { toAgentMessage } from './to-dto'

export const STAFFING_AGENT_ID = 'staffing-agent'
/** Earlier messages the model reads with a new one (spec 000 §5: chat history limit default 10). */
const HISTORY = 10

const ofCaller = (caller: FacilityCaller) => and(eq(staffingAgentDrafts.userId, caller.userId), eq(staffingAgentDrafts.organizationId, caller.organizationId))

async function confirmDraft(ctx: AppContext, caller: FacilityCaller, list: FacilityRow[]): Promise<AgentAnswer> {
  const [claimed] = await ctx.db.write((tx) => tx.delete(staffingAgentDrafts).where(and(ofCaller(caller), isNotNull(staffingAgentDrafts.readyAt))).returning())
  // Nothing ready: a request still in progress is left as it is.
  if (!claimed) return { content: 'There is nothing waiting for your confirmation. Tell me which shifts you need.', cards: [], draft: undefined, ready: false }
  const postable = await postBodyOf(ctx, list, claimed.fields)
  if (!postable) return { content: 'That request can no longer be posted. Tell me again which shifts you need.', cards: [], draft: null, ready: false }
  const agent: AgentForFacilityUser = { ...caller, agent: { agentId: STAFFING_AGENT_ID } }
  let posted: Awaited<ReturnType<typeof createShift>>
  try {
    posted = await createShift({ ctx, caller: agent, input: postable.body })
  } catch (error) {
    // The post's own rule, word for word; the draft stays to be changed.
    if (error instanceof AppError) return { content: error.message, cards: [], draft: claimed.fields, ready: false }
    throw error
  }
  const ids = posted.shiftGroups.map((g) => g.shiftGroupId)
  const groups = await ctx.db.read.select().from(shiftGroups).where(and(inArray(shiftGroups.id, ids), eq(shiftGroups.organizationId, caller.organizationId)))
  const cards = groups.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map((g) => toShiftCard(g, postable.facility, 0))
  return { content: `Posted ${ids.length} shift${ids.length === 1 ? '' : 's'} at ${postable.facility.name}. I will tell you when providers apply.`, cards, draft: null, ready: false }
}

async function answerMessage(ctx: AppContext, caller: FacilityCaller, list: FacilityRow[], message: string): Promise<AgentAnswer> {
  const row = await ctx.db.read.select().from(staffingAgentDrafts).where(ofCaller(caller)).get()
  const draft: StaffingAgentDraftFields | null = row?.fields ?? null
  const ready = row?.readyAt != null
  const config = ctx.config.agentLlm
  if (config) {
    try {
      const latest = await ctx.db.read
        .select({ sentBy: staffingAgentMessages.sentBy, content: staffingAgentMessages.content })
        .from(staffingAgentMessages)
        .where(and(eq(staffingAgentMessages.userId, caller.userId), eq(staffingAgentMessages.organizationId, caller.organizationId)))
        .orderBy(desc(staffingAgentMessages.createdAt), desc(staffingAgentMessages.id))
        .limit(HISTORY)
      return await answerWithModel({ ctx, caller, config, list, draft, ready, message, history: latest.reverse() })
    } catch (error) {
      if (!(error instanceof LlmUnavailableError)) throw error
      ctx.log.warn('the staffing agent language model could not answer; the built-in engine answered', { error: error.message })
    }
  }
  return answerWithRules({ ctx, caller, list, draft, ready, message })
}

export async function sendAgentMessage({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: StaffingAgentBody }): Promise<StaffingAgentReply> {
  await requireStaffingAgent(ctx)
  await consumeRateLimits(ctx, [{ key: `staffing-agent:user:${caller.userId}`, ...settings.rateLimits.staffingAgentMessagesPerUser, message: 'Too many messages to the staffing agent.' }])
  const message = input.message.trim()
  const list = await facilitiesInScope(ctx, caller)
  const answer = input.confirmViaButton ? await confirmDraft(ctx, caller, list) : await answerMessage(ctx, caller, list, message)

  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const [sent] = await tx.insert(staffingAgentMessages).values({ organizationId: caller.organizationId, userId: caller.userId, sentBy: 'USER', content: message, cards: [], createdAt: now }).returning()
    const [reply] = await tx
      .insert(staffingAgentMessages)
      .values({ organizationId: caller.organizationId, userId: caller.userId, sentBy: 'LLM', content: answer.content, cards: answer.cards, createdAt: new Date(now.getTime() + 1) })
      .returning()
    if (answer.draft === null) await tx.delete(staffingAgentDrafts).where(ofCaller(caller))
    else if (answer.draft !== undefined) {
      const readyAt = answer.ready ? now : null
      await tx
        .insert(staffingAgentDrafts)
        .values({ userId: caller.userId, organizationId: caller.organizationId, fields: answer.draft, readyAt, updatedAt: now })
        .onConflictDoUpdate({ target: staffingAgentDrafts.userId, set: { fields: answer.draft, readyAt, updatedAt: now } })
    }
    return { sent: toAgentMessage(sent!), reply: toAgentMessage(reply!) }
  })
}
