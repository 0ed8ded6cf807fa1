/**
 * `POST /background-check/license`: a background check tied to one of the provider's licenses
 * (the license object or its id); another provider's license is 404. Answers where the app goes
 * next: the redirectUrl, the check being paid at the sandbox's checkout at once.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { LicenseBackgroundCheckBody } from '../../../shared/contracts/background-checks'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors'
import { startBackgroundCheck } from './start-background-check'

export async function startLicenseBackgroundCheck({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: LicenseBackgroundCheckBody }) {
  // Both given must name the same license: a check is never bought for a license the caller did not mean.
  if (input.licenseId && input.license && input.license.licenseId !== input.licenseId) throw ValidationError.field('licenseId', 'licenseId and license.licenseId name different licenses')
  const licenseId = input.licenseId ?? input.license?.licenseId
  if (!licenseId) throw ValidationError.field('licenseId', 'Give the license or its licenseId')
  const license = await ctx.db.read
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(eq(licenses.id, licenseId), eq(licenses.providerId, caller.providerId), isNull(licenses.deletedAt)))
    .get()
  if (!license) throw new NotFoundError('license')
  const started = await startBackgroundCheck({ ctx, caller, input: { source: input.source, redirectUrl: input.redirectUrl }, licenseId: license.id })
  return { url: started.checkoutUrl }
}
