/** `POST /license`: a new, unverified license of the provider's own type. */
import { LICENSE_EXPIRATION_FUTURE, type CreateLicenseBody } from '../../../shared/contracts/licenses'
import { isFutureDate } from '../../../shared/validation/formats'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { ValidationError } from '../../errors'
import { assertNoOtherLicenseInState, getProviderOrThrow } from './queries'
import { toLicenseDto } from './to-dto'

export async function createLicense({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: CreateLicenseBody }) {
  // The contract checks against the wall clock; the verb checks against the server's clock.
  if (!isFutureDate(input.expirationDate, ctx.clock.now())) throw ValidationError.field('expirationDate', LICENSE_EXPIRATION_FUTURE)
  return ctx.db.write(async (tx) => {
    const provider = await getProviderOrThrow(tx, caller.providerId)
    await assertNoOtherLicenseInState(tx, provider.id, input.state)
    const now = ctx.clock.now()
    const [row] = await tx
      .insert(licenses)
      .values({
        providerId: provider.id,
        state: input.state,
        licenseNumber: input.licenseNumber.trim(),
        expirationDate: input.expirationDate,
        providerType: provider.providerType,
        isVerified: false,
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return toLicenseDto(ctx, row!)
  })
}
