/**
 * `PUT /license/{licenseId}`: a verification vouches for a state, a number and an expiration
 * date; changing any of them makes the license unverified until it is checked again.
 */
import { eq } from 'drizzle-orm'
import { LICENSE_EXPIRATION_FUTURE, type UpdateLicenseBody } from '../../../shared/contracts/licenses'
import { isFutureDate } from '../../../shared/validation/formats'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { ValidationError } from '../../errors'
import { assertNoOtherLicenseInState, getLicenseOfProvider } from './queries'
import { toLicenseDto } from './to-dto'

export async function updateLicense({ ctx, caller, licenseId, input }: { ctx: AppContext; caller: ProviderCaller; licenseId: string; input: UpdateLicenseBody }) {
  if (input.expirationDate !== undefined && !isFutureDate(input.expirationDate, ctx.clock.now())) {
    throw ValidationError.field('expirationDate', LICENSE_EXPIRATION_FUTURE)
  }
  return ctx.db.write(async (tx) => {
    const license = await getLicenseOfProvider(tx, caller.providerId, licenseId)
    const next = {
      state: input.state ?? license.state,
      licenseNumber: input.licenseNumber?.trim() ?? license.licenseNumber,
      expirationDate: input.expirationDate ?? license.expirationDate,
    }
    const changed = next.state !== license.state || next.licenseNumber !== license.licenseNumber || next.expirationDate !== license.expirationDate
    if (!changed) return toLicenseDto(ctx, license)
    if (next.state !== license.state) await assertNoOtherLicenseInState(tx, caller.providerId, next.state, license.id)
    const [row] = await tx
      .update(licenses)
      .set({ ...next, isVerified: false, verifiedAt: null, updatedAt: ctx.clock.now() })
      .where(eq(licenses.id, license.id))
      .returning()
    return toLicenseDto(ctx, row!)
  })
}
