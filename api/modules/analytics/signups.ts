/**
 * Sign-ups in a window (`last-users-signed-up`): pharmacies are organizations, providers are
 * providers. (The subqueries name the tables literally: drizzle leaves a single table's columns
 * unqualified, which a subquery would take for its own.)
 */
import { and, between, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Period } from '../../../shared/contracts/analytics'
import type { Tx } from '../../db/client'
import { organizations, providers, signUpDailyTotals, users } from '../../db/schema'

const NEWEST = 10

/** From the daily rollup (kept by triggers on both tables, migration 0040). */
export async function countSignUps(db: Tx, period: Period): Promise<{ facilities: number; providers: number }> {
  const row = await db
    .select({
      facilities: sql<number>`coalesce(sum(${signUpDailyTotals.organizations}), 0)`.mapWith(Number),
      providers: sql<number>`coalesce(sum(${signUpDailyTotals.providers}), 0)`.mapWith(Number),
    })
    .from(signUpDailyTotals)
    .where(between(signUpDailyTotals.day, period.from, period.to))
    .get()
  return row ?? { facilities: 0, providers: 0 }
}

export function newestFacilities(db: Tx, startsAt: Date, endsAt: Date) {
  return db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      createdAt: organizations.createdAt,
      facilityName: sql<string | null>`(SELECT f.name FROM facilities f WHERE f.organization_id = organizations.id ORDER BY f.created_at, f.id LIMIT 1)`,
      ownerName: sql<string | null>`(SELECT u.first_name || ' ' || u.last_name FROM organization_members m JOIN users u ON u.id = m.user_id WHERE m.organization_id = organizations.id AND m.role = 'OWNER' ORDER BY m.created_at LIMIT 1)`,
      email: sql<string | null>`(SELECT u.email FROM organization_members m JOIN users u ON u.id = m.user_id WHERE m.organization_id = organizations.id AND m.role = 'OWNER' ORDER BY m.created_at LIMIT 1)`,
    })
    .from(organizations)
    .where(and(gte(organizations.createdAt, startsAt), lt(organizations.createdAt, endsAt)))
    .orderBy(desc(organizations.createdAt))
    .limit(NEWEST)
}

export function newestProviders(db: Tx, startsAt: Date, endsAt: Date) {
  return db
    .select({
      providerId: providers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      providerType: providers.providerType,
      createdAt: providers.createdAt,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(gte(providers.createdAt, startsAt), lt(providers.createdAt, endsAt)))
    .orderBy(desc(providers.createdAt))
    .limit(NEWEST)
}
