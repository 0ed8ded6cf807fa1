/** A parent organization in the admin view (spec 000 §3 "Parent organization"), with its children by name. */
import { asc, eq, inArray } from 'drizzle-orm'
import type { ParentOrganization } from '../../../../shared/contracts/admin-organizations'
import type { Tx } from '../../../db/client'
import { organizations, type parentOrganizations } from '../../../db/schema'

export async function toParentOrganizations(db: Tx, rows: (typeof parentOrganizations.$inferSelect)[]): Promise<ParentOrganization[]> {
  if (!rows.length) return []
  const children = await db
    .select({ parentOrganizationId: organizations.parentOrganizationId, organizationId: organizations.id, name: organizations.name, currentPercentageFee: organizations.currentPercentageFee, isShadowBanned: organizations.isShadowBanned })
    .from(organizations)
    .where(rows.length === 1 ? eq(organizations.parentOrganizationId, rows[0]!.id) : inArray(organizations.parentOrganizationId, rows.map((r) => r.id)))
    .orderBy(asc(organizations.name), asc(organizations.id))
  return rows.map((p) => {
    const mine = children.filter((c) => c.parentOrganizationId === p.id).map(({ parentOrganizationId: _, ...c }) => c)
    return { parentOrganizationId: p.id, name: p.name, childOrganizationsCount: mine.length, childOrganizations: mine, createdAt: p.createdAt.toISOString() }
  })
}
