/**
 * The demo's careers conversations, through careers-chat's own verbs on a clock set back to when
 * each message was written: in every organization the owner writes to two applicants of its
 * listed staff pharmacist job (the one saved for later and one still to review). The first thread
 * runs to an interview and ends with the pharmacy's answer the applicant has not read yet; in the
 * second the applicant's reply waits unread by the pharmacy — so both inboxes show threads read
 * and unread.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../context'
import { jobApplications, jobs, providers, users } from '../db/schema'
import { markCareersConversationRead, sendCareersMessage, startCareersConversation } from '../modules/careers-chat'
import { demoContextAt, demoOwners } from './load-demo-careers-billing'

const HOUR_MS = 3_600_000

const SCRIPT: { from: 'facility' | 'provider'; hoursAgo: number; text: (job: string, first: string) => string }[] = [
  { from: 'facility', hoursAgo: 50, text: (job, first) => `Hi ${first}, thanks for applying for our ${job} opening. Your immunization experience stood out. Would you have 20 minutes for a call this week?` },
  { from: 'provider', hoursAgo: 46, text: () => 'Thank you! Thursday after 2 pm or Friday morning both work for me.' },
  { from: 'facility', hoursAgo: 44, text: () => 'Thursday at 3 pm it is. Our pharmacy manager will call you at the number on your profile.' },
  { from: 'provider', hoursAgo: 20, text: () => 'Great talking with the team today. Is the schedule every other weekend, or one in three?' },
  { from: 'facility', hoursAgo: 3, text: () => 'One weekend in three, with a weekday off that week. We will send an offer by Monday.' },
]

export async function loadDemoCareersChat(ctx: AppContext): Promise<{ conversations: number; messages: number }> {
  const now = ctx.clock.now().getTime()
  let conversations = 0
  let messages = 0
  for (const owner of (await demoOwners(ctx)).values()) {
    const job = await ctx.db.read
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.organizationId, owner.organizationId), eq(jobs.status, 'PUBLISHED'), eq(jobs.isFreePost, false), eq(jobs.employmentType, 'PHARMACIST')))
      .get()
    if (!job) continue
    const applicants = await ctx.db.read
      .select({ providerId: providers.id, userId: providers.userId, status: jobApplications.status })
      .from(jobApplications)
      .innerJoin(providers, eq(providers.id, jobApplications.providerId))
      .where(and(eq(jobApplications.jobId, job.id), inArray(jobApplications.status, ['SAVE_FOR_LATER', 'PENDING'])))
      .orderBy(jobApplications.status)
    const saved = applicants.find((a) => a.status === 'SAVE_FOR_LATER')
    const waiting = applicants.find((a) => a.status === 'PENDING')
    for (const [i, applicant] of [saved, waiting].entries()) {
      if (!applicant) continue
      const provider: ProviderCaller = { kind: 'provider', sessionId: 'demo', userId: applicant.userId, providerId: applicant.providerId }
      const { user } = await firstNameOf(ctx, applicant.userId)
      const script = i === 0 ? SCRIPT : SCRIPT.slice(0, 2)
      const started = await startCareersConversation({ ctx: demoContextAt(ctx, now - script[0]!.hoursAgo * HOUR_MS), caller: owner, input: { providerId: applicant.providerId, jobId: job.id } })
      conversations++
      for (const line of script) {
        const at = demoContextAt(ctx, now - line.hoursAgo * HOUR_MS)
        // Whoever answers has read the thread first; the last message stays unread.
        if (line !== script[0]) await markCareersConversationRead({ ctx: at, caller: line.from === 'facility' ? owner : provider, conversationId: started.conversation.conversationId })
        await sendCareersMessage({ ctx: at, caller: line.from === 'facility' ? owner : provider, conversationId: started.conversation.conversationId, input: { content: line.text(job.title, user) } })
        messages++
      }
    }
  }
  return { conversations, messages }
}

async function firstNameOf(ctx: AppContext, userId: string): Promise<{ user: string }> {
  const row = await ctx.db.read.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).get()
  return { user: row?.firstName ?? 'there' }
}
