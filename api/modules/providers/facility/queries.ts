/**
 * What a facility user may see of providers. Providers are not a tenant's data, but a facility
 * sees only those who came to it: a provider who applied to or worked a shift at one of the
 * caller's facilities. Anyone else answers 404, so facilities cannot browse the provider base
 * by guessing ids. A shadow-banned provider's applications are hidden from facilities (domain
 * "Bans and shadow bans"), so they do not make the provider visible either; shifts worked do.
 */
import { and, count, eq, inArray, isNull, ne, or } from 'drizzle-orm'
import type { FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, bans, facilities, preferredProviders, providers, shiftGroups, shifts, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getFacilityInScope } from '../../organizations'

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim()

/** The facilities a list covers: the one asked for (in scope, else 404), or every one the caller sees. */
export async function scopeFacilityIds(db: Tx, caller: FacilityCaller, facilityId?: string | null): Promise<string[]> {
  if (facilityId) return [(await getFacilityInScope(db, caller, facilityId)).id]
  const rows = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(
      and(
        eq(facilities.organizationId, caller.organizationId),
        isNull(facilities.deletedAt),
        caller.facilityIds === null ? undefined : inArray(facilities.id, caller.facilityIds.length ? caller.facilityIds : ['']),
      ),
    )
  return rows.map((r) => r.id)
}

export async function getVisibleProvider(db: Tx, caller: FacilityCaller, providerId: string) {
  const found = await db
    .select({ provider: providers, user: users })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(eq(providers.id, providerId), isNull(users.deletedAt)))
    .get()
  if (!found) throw new NotFoundError('provider')
  const facilityIds = await scopeFacilityIds(db, caller)
  if (!facilityIds.length) throw new NotFoundError('provider')
  const worked = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.providerId, providerId), inArray(shifts.facilityId, facilityIds)))
    .limit(1)
    .get()
  if (worked) return found
  if (!found.provider.isShadowBanned) {
    const applied = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
      .where(and(eq(applications.providerId, providerId), inArray(shiftGroups.facilityId, facilityIds)))
      .limit(1)
      .get()
    if (applied) return found
  }
  throw new NotFoundError('provider')
}

/** Providers (with their user) by id. */
export async function loadProviders(db: Tx, providerIds: string[]) {
  if (!providerIds.length) return new Map<string, { provider: typeof providers.$inferSelect; user: typeof users.$inferSelect }>()
  const rows = await db.select({ provider: providers, user: users }).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(inArray(providers.id, providerIds))
  return new Map(rows.map((r) => [r.provider.id, r]))
}

/** Of these providers, those preferred at any of these facilities. */
export async function preferredAmong(db: Tx, providerIds: string[], facilityIds: string[]): Promise<Set<string>> {
  if (!providerIds.length || !facilityIds.length) return new Set()
  const rows = await db
    .selectDistinct({ providerId: preferredProviders.providerId })
    .from(preferredProviders)
    .where(and(inArray(preferredProviders.providerId, providerIds), inArray(preferredProviders.facilityId, facilityIds)))
  return new Set(rows.map((r) => r.providerId))
}

/** Of these providers, those hard-banned by the organization or banned at any of these facilities. */
export async function bannedAmong(db: Tx, organizationId: string, providerIds: string[], facilityIds: string[]): Promise<Set<string>> {
  if (!providerIds.length) return new Set()
  const rows = await db
    .selectDistinct({ providerId: bans.providerId })
    .from(bans)
    .where(
      and(
        inArray(bans.providerId, providerIds),
        eq(bans.organizationId, organizationId),
        or(eq(bans.kind, 'HARD_BAN'), facilityIds.length ? inArray(bans.facilityId, facilityIds) : undefined),
      ),
    )
  return new Set(rows.map((r) => r.providerId))
}

/** Completed shifts of one provider at these facilities. */
export async function shiftsWorkedAt(db: Tx, providerId: string, facilityIds: string[]): Promise<number> {
  if (!facilityIds.length) return 0
  const [row] = await db
    .select({ n: count() })
    .from(shifts)
    .where(and(eq(shifts.providerId, providerId), eq(shifts.status, 'COMPLETED'), ne(shifts.attendanceStatus, 'NO_SHOW'), inArray(shifts.facilityId, facilityIds)))
  return row?.n ?? 0
}
