/**
 * Reads for the admin panel's organizations and facilities. Staff see every tenant (domain
 * "People and tenants"), so nothing here is scoped to one; unknown ids are 404.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminFacility, AdminOrganization } from '../../../../shared/contracts/admin-organizations'
import type { Tx } from '../../../db/client'
import { facilities, organizationMembers, organizations, parentOrganizations, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

export const organizationColumns = {
  organization: organizations,
  parentOrganizationName: parentOrganizations.name,
}

export function selectOrganizations(db: Tx) {
  return db.select(organizationColumns).from(organizations).leftJoin(parentOrganizations, eq(parentOrganizations.id, organizations.parentOrganizationId))
}

export type OrganizationRow = Awaited<ReturnType<ReturnType<typeof selectOrganizations>['all']>>[number]

/** The admin view of each row, with its live facilities and its members (two reads for the whole page). */
export async function toAdminOrganizations(db: Tx, rows: OrganizationRow[]): Promise<AdminOrganization[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.organization.id)
  const facilityRows = await db
    .select({ organizationId: facilities.organizationId, id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(and(inArray(facilities.organizationId, ids), isNull(facilities.deletedAt)))
    .orderBy(asc(facilities.name))
  const memberRows = await db
    .select({ organizationId: organizationMembers.organizationId, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(inArray(organizationMembers.organizationId, ids), isNull(users.deletedAt)))
    .orderBy(asc(organizationMembers.createdAt))
  return rows.map(({ organization: o, parentOrganizationName }) => ({
    organizationId: o.id,
    name: o.name,
    currentPercentageFee: o.currentPercentageFee,
    hasFreeJobPost: o.hasFreeJobPost,
    parentOrganizationId: o.parentOrganizationId,
    parentOrganizationName: parentOrganizationName ?? null,
    isShadowBanned: o.isShadowBanned,
    availableCreditsInCents: o.creditsInCents,
    facilities: facilityRows.filter((f) => f.organizationId === o.id).map((f) => ({ id: f.id, name: f.name })),
    users: memberRows.filter((m) => m.organizationId === o.id).map((m) => ({ userId: m.userId, email: m.email, name: `${m.firstName} ${m.lastName}`, role: m.role })),
    createdAt: o.createdAt.toISOString(),
  }))
}

export async function getAdminOrganizationOrThrow(db: Tx, organizationId: string): Promise<AdminOrganization> {
  const row = await selectOrganizations(db).where(eq(organizations.id, organizationId)).get()
  if (!row) throw new NotFoundError('organization')
  return (await toAdminOrganizations(db, [row]))[0]!
}

export async function getOrganizationRowOrThrow(db: Tx, organizationId: string) {
  const row = await db.select().from(organizations).where(eq(organizations.id, organizationId)).get()
  if (!row) throw new NotFoundError('organization')
  return row
}

export async function getParentOrganizationRowOrThrow(db: Tx, parentOrganizationId: string) {
  const row = await db.select().from(parentOrganizations).where(eq(parentOrganizations.id, parentOrganizationId)).get()
  if (!row) throw new NotFoundError('parent organization')
  return row
}

/** A live facility with its organization's name; a deleted facility is 404. */
export async function getAdminFacilityOrThrow(db: Tx, facilityId: string): Promise<AdminFacility> {
  const row = await db
    .select({ facility: facilities, organizationName: organizations.name })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
    .where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt)))
    .get()
  if (!row) throw new NotFoundError('facility')
  const f = row.facility
  return {
    facilityId: f.id,
    organizationId: f.organizationId,
    name: f.name,
    address: f.streetAddress,
    city: f.city,
    state: f.state,
    zipCode: f.zipCode,
    organizationName: row.organizationName,
    timeZone: f.timeZone,
  }
}

/** The organization list's and export's `searchTerm`: the organization's name or its parent's, any case. */
export function organizationSearch(searchTerm: string | null | undefined): SQL | undefined {
  const term = searchTerm?.trim()
  return term ? or(likeEscaped(organizations.name, containsPattern(term)), likeEscaped(parentOrganizations.name, containsPattern(term))) : undefined
}

/** The parent organization list's and export's `searchTerm`: the name, any case. */
export function parentOrganizationSearch(searchTerm: string | null | undefined): SQL | undefined {
  const term = searchTerm?.trim()
  return term ? likeEscaped(parentOrganizations.name, containsPattern(term)) : undefined
}

/** `%`, `_` and the escape itself match literally in a search term. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export const likeEscaped = (column: unknown, pattern: string): SQL => sql`${column} LIKE ${pattern} ESCAPE '\\'`
