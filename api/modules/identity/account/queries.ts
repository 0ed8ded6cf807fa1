/** Reads of a user's own records. */
import { and, eq, isNull } from 'drizzle-orm'
import type { CurrentUser } from '../../../../shared/contracts/auth'
import type { Tx } from '../../../db/client'
import { backgroundChecks, organizationMemberFacilities, organizationMembers, providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

export async function getUserOrThrow(db: Tx, userId: string) {
  const user = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).get()
  if (!user) throw new NotFoundError('user')
  return user
}

/** `GET /user` for any marketplace user, with the organization scope of a facility user. */
export async function loadCurrentUser(db: Tx, userId: string): Promise<CurrentUser> {
  const user = await getUserOrThrow(db, userId)
  const provider = user.userType === 'PROVIDER' ? await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id)).get() : undefined
  const member = user.userType === 'FACILITY' ? await db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id)).get() : undefined
  let facilityIds: string[] | null = null
  if (member?.role === 'MEMBER') {
    const rows = await db.select({ id: organizationMemberFacilities.facilityId }).from(organizationMemberFacilities).where(eq(organizationMemberFacilities.memberId, member.id))
    facilityIds = rows.length ? rows.map((r) => r.id) : null
  }
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    personalPhone: user.personalPhone,
    image: user.image,
    userType: user.userType,
    providerId: provider?.id ?? null,
    role: member?.role ?? null,
    organizationId: member?.organizationId ?? null,
    facilityIds,
    hasBackgroundCheckCleared: provider ? await hasClearedCheck(db, provider.id) : false,
    expoPushToken: user.expoPushToken,
    hasCompletedTour: user.hasCompletedTour,
    preferredApp: user.preferredApp,
  }
}

/** Whether any of the provider's background checks cleared (by the provider's checks' index). */
async function hasClearedCheck(db: Tx, providerId: string): Promise<boolean> {
  const row = await db.select({ id: backgroundChecks.id }).from(backgroundChecks).where(and(eq(backgroundChecks.providerId, providerId), eq(backgroundChecks.cleared, true))).limit(1).get()
  return row !== undefined
}
