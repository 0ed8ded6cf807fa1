/** Fetch-or-throw reads of the shift lifecycle, scoped to the caller. */
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { prepared } from '../../db/prepared'
import { applications, organizations, providers, shiftGroups, shifts } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { todayInUs } from '../../../shared/validation/formats'
import { canSeeFacility } from '../organizations'
import { bannedFacilityIdsFor } from '../providers'
import { verifiedLicenseStates } from '../licenses'
import type { ProviderOffer } from './requirements'

export type ShiftGroupRow = typeof shiftGroups.$inferSelect
export type ShiftRow = typeof shifts.$inferSelect
export type ProviderRow = typeof providers.$inferSelect

/** A group of the caller's organization (and facilities, for a MEMBER), or 404. */
export async function getGroupInScope(db: Tx, caller: FacilityCaller, shiftGroupId: string): Promise<ShiftGroupRow> {
  const group = await prepared(db, groupOfOrganization).get({ id: shiftGroupId, organizationId: caller.organizationId })
  if (!group || !canSeeFacility(caller, group.facilityId)) throw new NotFoundError('shift')
  return group
}

/** A seat of the caller's organization (and facilities), with its group, or 404. */
export async function getShiftInScope(db: Tx, caller: FacilityCaller, shiftId: string): Promise<{ shift: ShiftRow; group: ShiftGroupRow }> {
  const shift = await db.select().from(shifts).where(and(eq(shifts.id, shiftId), eq(shifts.organizationId, caller.organizationId))).get()
  if (!shift || !canSeeFacility(caller, shift.facilityId)) throw new NotFoundError('shift')
  const group = await db.select().from(shiftGroups).where(eq(shiftGroups.id, shift.shiftGroupId)).get()
  if (!group) throw new NotFoundError('shift')
  return { shift, group }
}

const providerById = (db: Tx) => db.select().from(providers).where(eq(providers.id, sql.placeholder('id'))).prepare()

export async function getProvider(db: Tx, providerId: string): Promise<ProviderRow> {
  const provider = await prepared(db, providerById).get({ id: providerId })
  if (!provider) throw new NotFoundError('provider')
  return provider
}

/** States with a verified, unexpired license of the provider's own type (domain "Browse"). */
export async function licensedStates(db: Tx, provider: Pick<ProviderRow, 'id' | 'providerType'>, now: Date): Promise<string[]> {
  return (await verifiedLicenseStates(db, provider.id, provider.providerType, todayInUs(now))).map((l) => l.state)
}

export async function providerOffer(db: Tx, provider: ProviderRow, now: Date): Promise<ProviderOffer> {
  return {
    providerType: provider.providerType,
    softwares: provider.softwares,
    specialties: provider.specialties,
    languages: provider.languages,
    skills: provider.skills,
    hasMalpracticeInsurance: provider.hasMalpracticeInsurance,
    licensedStates: await licensedStates(db, provider, now),
  }
}

/** Facilities whose shifts this provider may not see: regular bans and hard bans of organizations. */
export async function bannedFacilityIds(db: Tx, providerId: string): Promise<Set<string>> {
  return new Set(await bannedFacilityIdsFor(db, providerId))
}

/**
 * A group as a provider may see it: not from a shadow-banned organization, not at a facility
 * that banned them (domain "Bans and shadow bans"). Otherwise 404, as if it did not exist.
 */
export async function getGroupForProvider(db: Tx, providerId: string, shiftGroupId: string): Promise<ShiftGroupRow> {
  const group = await prepared(db, groupById).get({ id: shiftGroupId })
  if (!group) throw new NotFoundError('shift')
  const org = await prepared(db, shadowBanOf).get({ id: group.organizationId })
  if (!org || org.isShadowBanned || (await bannedFacilityIds(db, providerId)).has(group.facilityId)) throw new NotFoundError('shift')
  return group
}

/** Seats the provider is hired on (and not canceled) whose time overlaps [startsAt, endsAt). */
export async function overlappingHires(db: Tx, providerId: string, startsAt: Date, endsAt: Date, exceptGroupId?: string) {
  // No group has the empty id: without an exception every overlapping seat counts.
  return prepared(db, hiresOverlapping).all({ providerId, startsAtMs: startsAt.getTime(), endsAtMs: endsAt.getTime(), exceptGroupId: exceptGroupId ?? '' })
}

/** The provider's live application to a group (not canceled), if any. */
/** The provider's application to a group, in whatever status (one per provider and group). */
export async function applicationOfProvider(db: Tx, providerId: string, shiftGroupId: string) {
  return prepared(db, applicationOfProviderOf).get({ providerId, shiftGroupId })
}

// The reads every apply and hire makes, prepared once per connection (db/prepared.ts).
export const groupById = (db: Tx) => db.select().from(shiftGroups).where(eq(shiftGroups.id, sql.placeholder('id'))).prepare()
const groupOfOrganization = (db: Tx) =>
  db
    .select()
    .from(shiftGroups)
    .where(and(eq(shiftGroups.id, sql.placeholder('id')), eq(shiftGroups.organizationId, sql.placeholder('organizationId'))))
    .prepare()
const shadowBanOf = (db: Tx) => db.select({ isShadowBanned: organizations.isShadowBanned }).from(organizations).where(eq(organizations.id, sql.placeholder('id'))).prepare()
const hiresOverlapping = (db: Tx) =>
  db
    .select({ shiftId: shifts.id, shiftGroupId: shifts.shiftGroupId })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(
      and(
        eq(shifts.providerId, sql.placeholder('providerId')),
        inArray(shifts.status, ['FILLED', 'COMPLETED']),
        lt(shiftGroups.startsAt, sql.placeholder('endsAtMs')),
        gt(shiftGroups.endsAt, sql.placeholder('startsAtMs')),
        ne(shifts.shiftGroupId, sql.placeholder('exceptGroupId')),
      ),
    )
    .prepare()
const applicationOfProviderOf = (db: Tx) =>
  db
    .select()
    .from(applications)
    .where(and(eq(applications.providerId, sql.placeholder('providerId')), eq(applications.shiftGroupId, sql.placeholder('shiftGroupId'))))
    .prepare()
