/** Reads of a provider's own licenses: another provider's license is a 404, like an unknown one. */
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { backgroundChecks, licenses, providers } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'

export async function getProviderOrThrow(db: Tx, providerId: string) {
  const provider = await db.select().from(providers).where(eq(providers.id, providerId)).get()
  if (!provider) throw new NotFoundError('provider')
  return provider
}

export async function getLicenseOfProvider(db: Tx, providerId: string, licenseId: string) {
  const license = await db
    .select()
    .from(licenses)
    .where(and(eq(licenses.id, licenseId), eq(licenses.providerId, providerId), isNull(licenses.deletedAt)))
    .get()
  if (!license) throw new NotFoundError('license')
  return license
}

/** One live license per state: a renewal edits the license rather than adding a second one. */
export async function assertNoOtherLicenseInState(db: Tx, providerId: string, state: string, exceptLicenseId?: string) {
  const conditions = [eq(licenses.providerId, providerId), eq(licenses.state, state), isNull(licenses.deletedAt)]
  if (exceptLicenseId) conditions.push(ne(licenses.id, exceptLicenseId))
  const existing = await db.select({ id: licenses.id }).from(licenses).where(and(...conditions)).get()
  if (existing) throw new ConflictError('You already have a license in this state')
}

/** A license's background check as its answer shows it: the latest check bought for it. */
export interface LicenseCheck {
  backgroundCheckId: string
  isPaymentPending: boolean
}

/** The latest background check of each of the provider's licenses (by the provider's checks' index). */
export async function checksOfLicenses(db: Tx, providerId: string): Promise<Map<string, LicenseCheck>> {
  const rows = await db
    .select({ id: backgroundChecks.id, licenseId: backgroundChecks.licenseId, paidAt: backgroundChecks.paidAt })
    .from(backgroundChecks)
    .where(and(eq(backgroundChecks.providerId, providerId), isNotNull(backgroundChecks.licenseId)))
    .orderBy(asc(backgroundChecks.createdAt))
  // Oldest first: the latest of a license overwrites the earlier ones.
  return new Map(rows.map((r) => [r.licenseId!, { backgroundCheckId: r.id, isPaymentPending: r.paidAt === null }]))
}
