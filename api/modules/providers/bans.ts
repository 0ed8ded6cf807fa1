/**
 * Ban lookups for the rest of the product (domain "Bans and shadow bans"): a BAN ties a
 * provider to one facility; a HARD_BAN covers every facility of the organization. The shift
 * browse hides banned facilities' shifts; applying to one answers 404.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { prepared } from '../../db/prepared'
import { applications, bans, facilities, shiftGroups } from '../../db/schema'
import type { AppContext } from '../../context'
import { scheduleNotification } from '../notifications'

/** Is the provider banned at this facility (a regular ban there, or a hard ban by its organization)? */
export async function isProviderBanned(db: Tx, providerId: string, facilityId: string): Promise<boolean> {
  const facility = await db.select({ organizationId: facilities.organizationId }).from(facilities).where(eq(facilities.id, facilityId)).get()
  if (!facility) return false
  const ban = await db
    .select({ id: bans.id })
    .from(bans)
    .where(
      and(
        eq(bans.providerId, providerId),
        or(and(eq(bans.kind, 'BAN'), eq(bans.facilityId, facilityId)), and(eq(bans.kind, 'HARD_BAN'), eq(bans.organizationId, facility.organizationId))),
      ),
    )
    .limit(1)
    .get()
  return Boolean(ban)
}

const bansOfProvider = (db: Tx) =>
  db.select({ kind: bans.kind, facilityId: bans.facilityId, organizationId: bans.organizationId }).from(bans).where(eq(bans.providerId, sql.placeholder('providerId'))).prepare()

/** Every facility the provider may not see: regular bans plus all facilities of hard-banning organizations. */
export async function bannedFacilityIdsFor(db: Tx, providerId: string): Promise<string[]> {
  const rows = await prepared(db, bansOfProvider).all({ providerId })
  const ids = new Set(rows.filter((r) => r.kind === 'BAN' && r.facilityId).map((r) => r.facilityId!))
  const organizations = [...new Set(rows.filter((r) => r.kind === 'HARD_BAN').map((r) => r.organizationId))]
  if (organizations.length) {
    for (const f of await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.organizationId, organizations))) ids.add(f.id)
  }
  return [...ids]
}

/**
 * A ban withdraws the provider's live applications there (status CANCELED). Seats they were
 * already hired for are left alone: cancelling a hired provider is its own facility action,
 * with its own refund and fee rules.
 */
export async function withdrawApplications(
  ctx: AppContext,
  tx: Tx,
  { providerId, organizationId, facilityId, now }: { providerId: string; organizationId: string; facilityId: string | null; now: Date },
): Promise<number> {
  const groups = tx
    .select({ id: shiftGroups.id })
    .from(shiftGroups)
    .where(facilityId ? eq(shiftGroups.facilityId, facilityId) : eq(shiftGroups.organizationId, organizationId))
  const withdrawn = await tx
    .update(applications)
    .set({ status: 'CANCELED', canceledAt: now, updatedAt: now })
    .where(
      and(
        eq(applications.providerId, providerId),
        inArray(applications.status, ['PENDING', 'SAVE_FOR_LATER']),
        eq(applications.isHired, false),
        inArray(applications.shiftGroupId, groups),
      ),
    )
    .returning({ id: applications.id })
  // The provider hears that each was withdrawn (not why: a ban is the facility's business).
  for (const { id } of withdrawn) await scheduleNotification(ctx, tx, { event: 'APPLICATION_WITHDRAWN', to: { providerId }, subjectId: id, dedupeKey: `withdrawn:${id}:${now.getTime()}` })
  return withdrawn.length
}
