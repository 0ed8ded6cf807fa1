import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersJobPostAddons } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'

/**
 * `DELETE /organization/careers/subscription/job-addon/{jobId}`: the job's add-on is not renewed
 * (nothing is refunded; the job stays listed until its listing ends). 404 for a job without an
 * active add-on of the caller's organization.
 */
export async function removeJobAddon({ ctx, caller, jobId }: { ctx: AppContext; caller: FacilityCaller; jobId: string }): Promise<void> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  await ctx.db.write(async (tx) => {
    const addon = await tx
      .select()
      .from(careersJobPostAddons)
      .where(and(eq(careersJobPostAddons.organizationId, caller.organizationId), eq(careersJobPostAddons.jobId, jobId), eq(careersJobPostAddons.status, 'ACTIVE')))
      .get()
    if (!addon) throw new NotFoundError('job post add-on', 'Job post add-on not found')
    const now = ctx.clock.now()
    await tx.update(careersJobPostAddons).set({ status: 'REMOVED', removedAt: now }).where(eq(careersJobPostAddons.id, addon.id))
    await audit(ctx, tx, caller, { action: 'careers.job_addon.remove', subject: ['job', jobId], organizationId: caller.organizationId, before: { status: 'ACTIVE' }, after: { status: 'REMOVED' } })
  })
}
