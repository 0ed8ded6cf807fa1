/**
 * A provider's own applications: cancel by group, cancel by id, change when it expires. A hired
 * application is not canceled here: the hired shift is canceled instead (with its notice rules).
 */
import { and, eq } from 'drizzle-orm'
import type { ExpirationOptions } from '../../../../shared/contracts/applications'
import { tellWhenApplicationExpires } from '../notices'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications } from '../../../db/schema'
import { ConflictError, NotFoundError } from '../../../errors'
import { expiresAt } from '../expiration'

async function ownApplication(tx: Tx, caller: ProviderCaller, where: { id?: string; shiftGroupId?: string }) {
  const row = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.providerId, caller.providerId),
        where.id ? eq(applications.id, where.id) : undefined,
        where.shiftGroupId ? eq(applications.shiftGroupId, where.shiftGroupId) : undefined,
      ),
    )
    .get()
  if (!row || row.status === 'CANCELED') throw new NotFoundError('application')
  return row
}

async function cancel(ctx: AppContext, tx: Tx, application: typeof applications.$inferSelect) {
  if (application.isHired) throw new ConflictError('You are hired for this shift: cancel the shift instead')
  const now = ctx.clock.now()
  await tx.update(applications).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(eq(applications.id, application.id))
}

/** `POST /provider/shift-group/{shiftGroupId}/application/cancel`. */
export async function cancelApplicationForGroup({ ctx, caller, shiftGroupId }: { ctx: AppContext; caller: ProviderCaller; shiftGroupId: string }) {
  await ctx.db.write(async (tx) => cancel(ctx, tx, await ownApplication(tx, caller, { shiftGroupId })))
}

/** `DELETE /application/{applicationId}`. */
export async function deleteApplication({ ctx, caller, applicationId }: { ctx: AppContext; caller: ProviderCaller; applicationId: string }) {
  await ctx.db.write(async (tx) => cancel(ctx, tx, await ownApplication(tx, caller, { id: applicationId })))
}

/** `PUT /provider/application/{applicationId}/expiration`: counted from now. */
export async function updateApplicationExpiration({ ctx, caller, applicationId, options }: { ctx: AppContext; caller: ProviderCaller; applicationId: string; options: ExpirationOptions }) {
  await ctx.db.write(async (tx) => {
    const application = await ownApplication(tx, caller, { id: applicationId })
    if (application.isHired) throw new ConflictError('You are already hired for this shift')
    const now = ctx.clock.now()
    if (application.expiresAt && application.expiresAt <= now) throw new ConflictError('This application has expired: apply again')
    const until = expiresAt(options, now)
    await tx.update(applications).set({ expiresAt: until, updatedAt: now }).where(eq(applications.id, application.id))
    await tellWhenApplicationExpires(ctx, tx, { id: application.id, providerId: application.providerId, expiresAt: until })
  })
}
