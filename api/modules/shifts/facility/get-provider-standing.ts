/**
 * `GET /facility/shift/{shiftGroupId}/provider/{providerId}`: where one provider stands in a
 * group: their application (whatever its status), their seat if hired, and how they measure up
 * to the group's requirements. A provider who neither applied nor was hired answers 404, and so
 * does a shadow-banned provider's application (domain "Bans and shadow bans").
 */
import { and, desc, eq } from 'drizzle-orm'
import type { ProviderStanding } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { applications, preferredProviders, providers, shifts, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { loadApplicantProfiles } from './applicant-profiles'
import { getGroupInScope } from './queries'

const NOT_IN_GROUP = 'This provider has not applied to this shift'

/** A seat still held outranks a canceled one; then the latest. */
const SEAT_RANK = { FILLED: 0, COMPLETED: 0, OPEN: 1, CANCELED: 2 } as const

export async function getProviderStanding({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { shiftGroupId: string; providerId: string } }): Promise<ProviderStanding> {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const { group } = await getGroupInScope(db, caller, input.shiftGroupId)
  const person = await db
    .select({ provider: providers, user: { firstName: users.firstName, lastName: users.lastName, image: users.image, email: users.email } })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, input.providerId))
    .get()
  // The same answer whether the id is nobody's or a provider's who never came near this group:
  // a facility must not learn which provider ids exist.
  if (!person) throw new NotFoundError('provider', NOT_IN_GROUP)
  const application = person.provider.isShadowBanned
    ? undefined
    : await db.select().from(applications).where(and(eq(applications.shiftGroupId, group.id), eq(applications.providerId, person.provider.id))).get()
  const seats = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.providerId, person.provider.id)))
    .orderBy(desc(shifts.updatedAt))
  const seat = seats.sort((a, b) => SEAT_RANK[a.status] - SEAT_RANK[b.status])[0]
  if (!application && !seat) throw new NotFoundError('provider', NOT_IN_GROUP)
  const preferred = await db
    .select({ providerId: preferredProviders.providerId })
    .from(preferredProviders)
    .where(and(eq(preferredProviders.facilityId, group.facilityId), eq(preferredProviders.providerId, person.provider.id)))
    .get()
  const profiles = await loadApplicantProfiles(db, [person.provider], now)
  const check = profiles.requirements(person.provider, group)
  return {
    provider: profiles.provider(person, group),
    application: application
      ? {
          applicationId: application.id,
          status: application.status,
          isHired: application.isHired,
          message: application.message,
          appliedAt: application.createdAt.toISOString(),
          expiresAt: application.expiresAt?.toISOString() ?? null,
          isExpired: application.expiresAt !== null && application.expiresAt.getTime() <= now.getTime(),
        }
      : null,
    shift: seat ? { shiftId: seat.id, status: seat.status, attendanceStatus: seat.attendanceStatus } : null,
    isRecommendedProvider: Boolean(preferred),
    meetsAllRequirements: check.meetsAllRequirements,
    requirementDetails: check.requirementDetails,
    missingRequirements: check.missingRequirements,
  }
}
