/** The organization's settings as the settings calls answer them. */
import { eq } from 'drizzle-orm'
import type { OrganizationSettings } from '../../../shared/contracts/organization-users'
import type { Tx } from '../../db/client'
import { organizations } from '../../db/schema'
import { NotFoundError } from '../../errors'

export async function organizationSettings(db: Tx, organizationId: string): Promise<OrganizationSettings> {
  const org = await db.select().from(organizations).where(eq(organizations.id, organizationId)).get()
  if (!org) throw new NotFoundError('organization')
  return { organizationId: org.id, platformInterest: org.platformInterest, appliedReferralCode: org.appliedReferralCode, ownReferralCode: org.ownReferralCode }
}
