/**
 * `PUT /facility/shift/{shiftGroupId}/applicants/{applicationId}/reject`: the pharmacy declines an
 * applicant it will not hire, so the provider hears now rather than waiting for the application
 * to lapse. The application becomes REJECTED (the applicants list marks it
 * `isRejectedByFacility`), the provider is told, and may not apply to this shift again.
 * Only a pending, not hired application can be declined (409 otherwise); another organization's
 * group or application → 404.
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { applications } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { tellApplicationRejected } from '../notices'
import { getGroupInScope } from '../queries'

/** What a declined provider reads when applying to the same shift again. */
export const DECLINED_BY_FACILITY = 'The pharmacy declined your application for this shift'

export async function rejectApplicant({ ctx, caller, shiftGroupId, applicationId }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string; applicationId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const group = await getGroupInScope(tx, caller, shiftGroupId)
    const application = await tx
      .select({ id: applications.id, providerId: applications.providerId, status: applications.status, isHired: applications.isHired })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.shiftGroupId, group.id)))
      .get()
    if (!application) throw new NotFoundError('applicant')
    if (application.isHired) throw new ConflictError('This applicant is hired for this shift; cancel their seat instead')
    if (application.status === 'REJECTED') throw new ConflictError('This application was already declined')
    if (application.status !== 'PENDING') throw new ConflictError('This application is no longer pending')
    const now = ctx.clock.now()
    await tx.update(applications).set({ status: 'REJECTED', updatedAt: now }).where(eq(applications.id, application.id))
    await tellApplicationRejected(ctx, tx, application)
  })
}
