/** `PUT /organization/platform-interest {platformInterest}`: MARKETPLACE, CAREERS or BOTH; an OWNER or ADMIN. */
import { eq } from 'drizzle-orm'
import type { OrganizationSettings, PlatformInterestBody } from '../../../shared/contracts/organization-users'
import type { AppContext, FacilityCaller } from '../../context'
import { organizations } from '../../db/schema'
import { requireOrganizationRole } from '../organizations'
import { organizationSettings } from './settings'

export async function updatePlatformInterest({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: PlatformInterestBody }): Promise<OrganizationSettings> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  return ctx.db.write(async (tx) => {
    await tx.update(organizations).set({ platformInterest: input.platformInterest, updatedAt: ctx.clock.now() }).where(eq(organizations.id, caller.organizationId))
    return organizationSettings(tx, caller.organizationId)
  })
}
