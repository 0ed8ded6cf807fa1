/** Members of the caller's organization: one by user id (404 for anyone else's), and as the contract shows them. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { OrganizationUser } from '../../../shared/contracts/facility-shifts'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { facilities, organizationMemberFacilities, organizationMembers, users } from '../../db/schema'
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors'

/** The member with this user id in the caller's organization, or 404 (another organization's user too). */
export async function memberInOrganization(db: Tx, caller: FacilityCaller, userId: string) {
  const row = await db
    .select({ member: organizationMembers, user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, caller.organizationId), isNull(users.deletedAt)))
    .get()
  if (!row) throw new NotFoundError('user')
  return row
}

/** The live facilities of the organization among `ids`; any other id → 404. */
export async function facilitiesOfOrganization(db: Tx, organizationId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  const rows = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.organizationId, organizationId), inArray(facilities.id, unique), isNull(facilities.deletedAt)))
  if (rows.length !== unique.length) throw new NotFoundError('facility')
  return rows
}

/** Only an OWNER may touch an OWNER or make one (an ADMIN gets 403). */
export function requireOwnerFor(caller: FacilityCaller, roles: readonly string[]): void {
  if (caller.role !== 'OWNER' && roles.includes('OWNER')) throw new ForbiddenError('Only an owner can change or remove an owner')
}

export const LAST_OWNER = 'The organization must keep at least one owner'

/** 409 when `memberId` is the organization's only OWNER (checked before it is demoted or removed). */
export async function assertNotLastOwner(db: Tx, organizationId: string, memberId: string): Promise<void> {
  const owners = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'OWNER'), isNull(users.deletedAt)))
  if (owners.every((o) => o.id === memberId)) throw new ConflictError(LAST_OWNER)
}

/** One member as `GET /organization` lists them: a MEMBER with a list sees those facilities, anyone else all of them. */
export async function toOrganizationUser(db: Tx, organizationId: string, userId: string): Promise<OrganizationUser> {
  const { member, user } = (await db
    .select({ member: organizationMembers, user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)))
    .get())!
  const limited =
    member.role === 'MEMBER'
      ? (await db.select({ facilityId: organizationMemberFacilities.facilityId }).from(organizationMemberFacilities).where(eq(organizationMemberFacilities.memberId, member.id))).map((r) => r.facilityId)
      : []
  const live = await db
    .select({ facilityId: facilities.id, name: facilities.name })
    .from(facilities)
    .where(and(eq(facilities.organizationId, organizationId), isNull(facilities.deletedAt)))
    .orderBy(asc(facilities.name), asc(facilities.id))
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    image: user.image,
    role: member.role,
    facilities: limited.length ? live.filter((f) => limited.includes(f.facilityId)) : live,
  }
}
