import { desc, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersJobPostAddons, jobs } from '../../../db/schema'
import { toDollars } from '../plans'

/** `GET /organization/careers/subscription/job-post-addon/usage`: the organization's job-post add-ons and what the active ones add to the next billing. */
export async function jobAddonUsage({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }) {
  const rows = await ctx.db.read
    .select({ addon: careersJobPostAddons, title: jobs.title })
    .from(careersJobPostAddons)
    .leftJoin(jobs, eq(jobs.id, careersJobPostAddons.jobId))
    .where(eq(careersJobPostAddons.organizationId, caller.organizationId))
    .orderBy(desc(careersJobPostAddons.createdAt))
    .limit(200)
  const active = rows.filter((r) => r.addon.status === 'ACTIVE')
  const next = active.reduce((sum, r) => sum + r.addon.recurringAmountInCents, 0)
  return {
    activeAddons: active.length,
    nextBillingAmountInCents: next,
    nextBillingAmount: toDollars(next),
    addons: rows.map((r) => ({ jobId: r.addon.jobId, title: r.title ?? '', status: r.addon.status, amountInCents: r.addon.amountInCents, recurringAmountInCents: r.addon.recurringAmountInCents, createdAt: r.addon.createdAt.toISOString() })),
  }
}
