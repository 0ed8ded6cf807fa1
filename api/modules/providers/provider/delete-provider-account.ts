/**
 * `DELETE /provider/account {reason}`: a provider deletes their own account (spec 000 §5
 * "Delete provider account"). Refused with 409 while they are hired for a shift that has not
 * ended (a facility counts on them; they cancel it first). Otherwise, in one transaction: their
 * open applications are withdrawn, the profile's street address, phone, about-me and résumé are
 * cleared, the person is anonymized and every session ends (identity's `anonymizeUser`). The
 * provider row, their shifts, payments and ratings stay, so the ledger and every facility's
 * history keep their figures. Audited with the reason.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { DeleteProviderAccountBody } from '../../../../shared/contracts/accounts'
import type { AppContext, ProviderCaller } from '../../../context'
import { applications, providers, shiftGroups, shifts } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { anonymizeUser } from '../../identity'

export async function deleteProviderAccount({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: DeleteProviderAccountBody }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const upcoming = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .where(and(eq(shifts.providerId, caller.providerId), eq(shifts.status, 'FILLED'), gt(shiftGroups.endsAt, now)))
      .limit(1)
      .get()
    if (upcoming) throw new ConflictError('You are hired for a shift that has not ended yet. Cancel it before deleting your account.')
    await tx
      .update(applications)
      .set({ status: 'CANCELED', canceledAt: now, updatedAt: now })
      .where(and(eq(applications.providerId, caller.providerId), eq(applications.status, 'PENDING'), eq(applications.isHired, false)))
    await tx
      .update(providers)
      .set({ streetAddress: '', phoneNumber: '', aboutMe: null, resumeFile: null, latitude: null, longitude: null, updatedAt: now })
      .where(eq(providers.id, caller.providerId))
    await anonymizeUser(ctx, tx, caller.userId)
    await audit(ctx, tx, caller, { action: 'account.delete', subject: ['user', caller.userId], after: { reason: input.reason.trim(), providerId: caller.providerId } })
  })
}
