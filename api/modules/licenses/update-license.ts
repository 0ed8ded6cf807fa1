/**
 * `PUT /license/{licenseId}`: a verification vouches for a state, a number and an expiration
 * date; changing any of them makes the license unverified until it is checked again.
 *
 * A license staff did not accept is corrected here (issue 12 §2): any save of a REJECTED license
 * sends it back to be verified (PENDING), even with the same values — the provider may answer
 * "it is right, look again", and the reason they were given no longer stands once they have.
 */
import { eq } from 'drizzle-orm'
import { LICENSE_EXPIRATION_FUTURE, type UpdateLicenseBody } from '../../../shared/contracts/licenses'
import { isFutureDate } from '../../../shared/validation/formats'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { ValidationError } from '../../errors'
import { assertNoOtherLicenseInState, getLicenseOfProvider } from './queries'
import { toLicenseDto } from './to-dto'
import { licenseStatus, resubmission } from './verification-status'

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
    const status = licenseStatus(license)
    if (!changed && status !== 'REJECTED') return toLicenseDto(ctx, license)
    if (next.state !== license.state) await assertNoOtherLicenseInState(tx, caller.providerId, next.state, license.id)
    const now = ctx.clock.now()
    // Still waiting: it keeps its place in the queue. Verified or rejected: it joins the queue again, at the back.
    const back = status === 'PENDING' ? { updatedAt: now } : resubmission(now)
    const [row] = await tx
      .update(licenses)
      .set({ ...next, ...back })
      .where(eq(licenses.id, license.id))
      .returning()
    return toLicenseDto(ctx, row!)
  })
}
