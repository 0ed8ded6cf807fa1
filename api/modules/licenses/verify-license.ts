/**
 * `PUT /admin-panel/providers/{providerId}/licenses/{licenseId}/verify`: staff confirm a license
 * against the state board (or withdraw that with `isVerified: false`). Only a verified,
 * unexpired license of the provider's type lets them apply in its state.
 */
import { eq } from 'drizzle-orm'
import type { VerifyLicenseBody } from '../../../shared/contracts/licenses'
import type { AppContext, TeamCaller } from '../../context'
import { licenses } from '../../db/schema'
import { audit } from '../audit'
import { requireTeamPermission } from '../team'
import { getLicenseOfProvider } from './queries'
import { toLicenseDto } from './to-dto'

export async function verifyLicense({
  ctx,
  caller,
  providerId,
  licenseId,
  input,
}: {
  ctx: AppContext
  caller: TeamCaller
  providerId: string
  licenseId: string
  input: VerifyLicenseBody
}) {
  requireTeamPermission(caller, 'providers.manage')
  const isVerified = input?.isVerified ?? true
  return ctx.db.write(async (tx) => {
    const license = await getLicenseOfProvider(tx, providerId, licenseId)
    const now = ctx.clock.now()
    const [row] = await tx
      .update(licenses)
      .set({ isVerified, verifiedAt: isVerified ? now : null, updatedAt: now })
      .where(eq(licenses.id, license.id))
      .returning()
    await audit(ctx, tx, caller, {
      action: 'license.verify',
      subject: ['license', license.id],
      before: { isVerified: license.isVerified, verifiedAt: license.verifiedAt, providerId },
      after: { isVerified: row!.isVerified, verifiedAt: row!.verifiedAt, providerId },
    })
    return toLicenseDto(ctx, row!)
  })
}
