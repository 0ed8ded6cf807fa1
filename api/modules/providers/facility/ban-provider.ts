/**
 * `POST /facility/providers/{providerId}/ban` (domain "Bans and shadow bans"; spec 000 §5):
 * BAN ties the provider to one facility the caller can act on; HARD_BAN covers the whole
 * organization and needs an OWNER or ADMIN. Either withdraws the provider's live applications
 * there. Banning twice the same way is a 409.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { Ban, type BanBody, type BanResult } from '../../../../shared/contracts/facility-providers'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { bans } from '../../../db/schema'
import { ConflictError, ValidationError } from '../../../errors'
import { getFacilityInScope, requireOrganizationRole } from '../../organizations'
import { withdrawApplications } from '../bans'
import { getVisibleProvider } from './queries'
import { toBannedProviderDto } from './to-dto'

export const HARD_BAN_ROLES = ['OWNER', 'ADMIN'] as const

export async function banProvider({ ctx, caller, providerId, input }: { ctx: AppContext; caller: FacilityCaller; providerId: string; input: BanBody }): Promise<BanResult> {
  const errors = validate(Ban, input)
  if (errors.length) throw new ValidationError(errors)
  const hard = input.banType === 'HARD_BAN'
  if (hard) requireOrganizationRole(caller, HARD_BAN_ROLES)
  return ctx.db.write(async (tx) => {
    const facilityId = hard ? null : (await getFacilityInScope(tx, caller, input.facilityId!)).id
    const { provider, user } = await getVisibleProvider(tx, caller, providerId)
    const existing = await tx
      .select({ id: bans.id })
      .from(bans)
      .where(
        and(
          eq(bans.providerId, provider.id),
          eq(bans.organizationId, caller.organizationId),
          eq(bans.kind, input.banType),
          facilityId ? eq(bans.facilityId, facilityId) : isNull(bans.facilityId),
        ),
      )
      .get()
    if (existing) throw new ConflictError(hard ? 'This provider is already banned from your organization' : 'This provider is already banned from this facility')
    const now = ctx.clock.now()
    const [ban] = await tx
      .insert(bans)
      .values({
        organizationId: caller.organizationId,
        facilityId,
        providerId: provider.id,
        kind: input.banType,
        reason: input.reason?.trim() || null,
        createdByUserId: caller.userId,
        createdAt: now,
      })
      .returning()
    const withdrawnApplications = await withdrawApplications(ctx, tx, { providerId: provider.id, organizationId: caller.organizationId, facilityId, now })
    return { ...toBannedProviderDto(ban!, provider, user), withdrawnApplications }
  })
}
