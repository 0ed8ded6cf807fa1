/**
 * `GET /organization`: the caller's organization as the facility side sees it (spec 000 §3
 * "Facility-side organization"): members with their facilities, facilities, credits and what the
 * open posts would draw from them. A MEMBER sees its own facilities only, everywhere here.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { FacilitySideOrganization } from '../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../context'
import { organizationMemberFacilities, organizationMembers, organizations, processorCustomers, users } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { allocateBlockedCredits, loadPostDemand } from './blocked-credits'
import { facilitiesInScope } from './list-facilities'
import { toOrganizationFacility } from './to-dto'

const ROLE_ORDER = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const

export async function getOrganization({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }): Promise<FacilitySideOrganization> {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const org = await db.select().from(organizations).where(eq(organizations.id, caller.organizationId)).get()
  if (!org) throw new NotFoundError('organization')
  const [visibleFacilities, members, customer, demand] = await Promise.all([
    facilitiesInScope(db, caller),
    db
      .select({ member: organizationMembers, user: users })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, org.id), isNull(users.deletedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db.select().from(processorCustomers).where(eq(processorCustomers.organizationId, org.id)).get(),
    loadPostDemand(db, org.id, now, org.creditsInCents),
  ])
  const memberIds = members.map((m) => m.member.id)
  const limits = memberIds.length ? await db.select().from(organizationMemberFacilities).where(inArray(organizationMemberFacilities.memberId, memberIds)) : []
  const visibleIds = new Set(visibleFacilities.map((f) => f.id))

  const memberList = members
    .sort((a, b) => ROLE_ORDER[a.member.role] - ROLE_ORDER[b.member.role])
    .map(({ member, user }) => {
      const own = limits.filter((l) => l.memberId === member.id).map((l) => l.facilityId)
      // OWNER and ADMIN, and a MEMBER without a list, work across the organization.
      const theirs = member.role === 'MEMBER' && own.length ? visibleFacilities.filter((f) => own.includes(f.id)) : visibleFacilities
      return {
        userId: user.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        image: user.image,
        role: member.role,
        facilities: theirs.map((f) => ({ facilityId: f.id, name: f.name })),
      }
    })

  // Allocated over the whole organization (credits are the organization's), then narrowed to
  // the posts the caller can see.
  const blocked = allocateBlockedCredits(org.creditsInCents, demand).filter((p) => p.facilityIds.some((id) => visibleIds.has(id)))
  return {
    organizationId: org.id,
    // The fee on shifts, percent: the post form's price preview uses it.
    currentPercentageFee: org.currentPercentageFee,
    name: org.name,
    platformInterest: org.platformInterest,
    appliedReferralCode: org.appliedReferralCode,
    ownReferralCode: org.ownReferralCode,
    organizationCustomerId: org.customerId ?? customer?.customerId ?? null,
    users: memberList,
    facilities: visibleFacilities.map(toOrganizationFacility),
    // Spec 000 §9: credits are in cents.
    creditsBalance: org.creditsInCents,
    creditsBalanceInCents: org.creditsInCents,
    blockedCreditsByShiftPost: blocked.map((p) => ({ postId: p.postId, createdAt: p.createdAt.toISOString(), credits: p.creditsCents, creditsInCents: p.creditsCents })),
  }
}
