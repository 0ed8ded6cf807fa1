/**
 * `POST /background-check` (issue 13 §4): the provider buys a background check. With a paid check
 * still usable, nothing is bought again (`bypassCheckout: true`). Otherwise a check is created,
 * the vendor opens its case (outside any transaction, with the check's id as idempotency key),
 * and the fee (settings.backgroundChecks.feeCents) is recorded as paid with its
 * BACKGROUND_CHECK_FEE ledger row and audit event. The checkout is the sandbox's, which marks
 * the check paid at once: `checkoutUrl` is then where the app goes next (its redirectUrl).
 */
import { eq } from 'drizzle-orm'
import type { StartBackgroundCheckBody } from '../../../shared/contracts/background-checks'
import type { AppContext, ProviderCaller } from '../../context'
import { backgroundChecks, providers, users } from '../../db/schema'
import { settings } from '../../settings'
import { audit } from '../audit'
import { writeLedger } from '../payments'
import { isUnusable, latestCheckOf } from './queries'
import { vendorForNewChecks } from './vendors'

export interface StartedCheck {
  checkoutUrl: string
  bypassCheckout: boolean
  backgroundCheckId: string
}

export async function startBackgroundCheck({ ctx, caller, input, licenseId = null }: { ctx: AppContext; caller: ProviderCaller; input: StartBackgroundCheckBody; licenseId?: string | null }): Promise<StartedCheck> {
  const latest = await latestCheckOf(ctx, caller.providerId)
  if (latest && latest.paidAt && !isUnusable(latest)) {
    if (licenseId && latest.licenseId !== licenseId) {
      await ctx.db.write((tx) => tx.update(backgroundChecks).set({ licenseId, updatedAt: ctx.clock.now() }).where(eq(backgroundChecks.id, latest.id)))
    }
    return { checkoutUrl: input.redirectUrl, bypassCheckout: true, backgroundCheckId: latest.id }
  }
  const vendor = await vendorForNewChecks(ctx)
  const person = await ctx.db.read
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, caller.providerId))
    .get()
  const feeCents = settings.backgroundChecks.feeCents
  const [check] = await ctx.db.write((tx) =>
    tx.insert(backgroundChecks).values({ providerId: caller.providerId, licenseId, vendor: vendor.name, source: input.source, feeCents, createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() }).returning(),
  )
  const opened = await vendor.createCase({ providerId: caller.providerId, email: person!.email, firstName: person!.firstName, lastName: person!.lastName }, check!.id)
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await tx
      .update(backgroundChecks)
      .set({ candidateId: opened.candidateId, caseId: opened.caseId, invitationUrl: opened.invitationUrl, paidAt: now, updatedAt: now })
      .where(eq(backgroundChecks.id, check!.id))
    await writeLedger(tx, now, [{ kind: 'BACKGROUND_CHECK_FEE', amountCents: feeCents, providerId: caller.providerId, referenceId: check!.id, memo: 'Background check' }])
    await audit(ctx, tx, caller, { action: 'background-check.pay', subject: ['background-check', check!.id], after: { feeCents, vendor: vendor.name, caseId: opened.caseId, licenseId } })
  })
  return { checkoutUrl: input.redirectUrl, bypassCheckout: false, backgroundCheckId: check!.id }
}
