/**
 * `GET /facility/shift/{shiftId}/hired-provider`: who holds the seat, with the contact details a
 * facility needs on the day. A seat nobody holds (open, or canceled) answers 404.
 */
import { eq } from 'drizzle-orm'
import type { HiredProvider } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { personName } from './applicant-profiles'
import { loadApplicantRatingFigures } from './provider-ratings'
import { getSeatInScope } from './queries'

export async function getHiredProvider({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { shiftId: string } }): Promise<HiredProvider> {
  const db = ctx.db.read
  const { seat } = await getSeatInScope(db, caller, input.shiftId)
  if (!seat.providerId || (seat.status !== 'FILLED' && seat.status !== 'COMPLETED')) throw new NotFoundError('hired provider', 'No provider is hired for this shift')
  const row = await db
    .select({ provider: providers, user: { firstName: users.firstName, lastName: users.lastName, image: users.image, email: users.email } })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, seat.providerId))
    .get()
  if (!row) throw new NotFoundError('hired provider', 'No provider is hired for this shift')
  const figures = (await loadApplicantRatingFigures(db, [row.provider.id])).get(row.provider.id)!
  return {
    shiftId: seat.id,
    shiftGroupId: seat.shiftGroupId,
    provider: {
      id: row.provider.id,
      name: personName(row.user),
      type: row.provider.providerType,
      phone: row.provider.phoneNumber,
      email: row.user.email,
      avatarUrl: row.user.image,
      currentRating: figures.currentRating,
    },
    hiredAt: seat.hiredAt?.toISOString() ?? null,
    providerWillAttendShift: seat.providerWillAttendShift,
    attendanceStatus: seat.attendanceStatus,
  }
}
