/**
 * `POST /background-check` (issue 13 §4): the provider buys a background check. With a paid check
 * still usable, nothing is bought again (`bypassCheckout: true`). Otherwise a check is created,
 * the vendor opens its case (outside any transaction, with the check's id as idempotency key),
 * and the fee (settings.backgroundChecks.feeCents) is recorded as paid with its
 * BACKGROUND_CHECK_FEE ledger row and audit event. The checkout is the sandbox's, which marks
 * the check paid at once: `checkoutUrl` is then where the app goes next (its redirectUrl).
 *
 * One purchase at a time (issue 13 §4, the fee race): the check is created in a write
 * transaction that first looks again at the provider's latest check, so of two purchases sent
 * at once (a double tap, two devices) the second finds the first — paid, or still being opened
 * with the vendor — and answers with it instead of creating a second check and a second fee. A
 * purchase whose vendor call fails removes its unpaid check, so the next try may buy; one left
 * unpaid by a crash stops blocking after PURCHASE_IN_FLIGHT_MS.
 */
import { and, eq, isNull } from 'drizzle-orm'
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

/** How long an unpaid check counts as a purchase still being opened with the vendor. */
export const PURCHASE_IN_FLIGHT_MS = 10 * 60_000

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
  const claimed = await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const current = await latestCheckOf(ctx, caller.providerId, tx)
    const inFlight = current && !current.paidAt && now.getTime() - current.createdAt.getTime() < PURCHASE_IN_FLIGHT_MS
    if (current && !isUnusable(current) && (current.paidAt || inFlight)) return { existing: true as const, check: current }
    const [created] = await tx.insert(backgroundChecks).values({ providerId: caller.providerId, licenseId, vendor: vendor.name, source: input.source, feeCents, createdAt: now, updatedAt: now }).returning()
    return { existing: false as const, check: created! }
  })
  if (claimed.existing) return { checkoutUrl: input.redirectUrl, bypassCheckout: claimed.check.paidAt !== null, backgroundCheckId: claimed.check.id }
  const check = claimed.check
  let opened
  try {
    opened = await vendor.createCase({ providerId: caller.providerId, email: person!.email, firstName: person!.firstName, lastName: person!.lastName }, check.id)
  } catch (error) {
    await ctx.db.write((tx) => tx.delete(backgroundChecks).where(and(eq(backgroundChecks.id, check.id), isNull(backgroundChecks.paidAt))))
    throw error
  }
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await tx
      .update(backgroundChecks)
      .set({ candidateId: opened.candidateId, caseId: opened.caseId, invitationUrl: opened.invitationUrl, paidAt: now, updatedAt: now })
      .where(eq(backgroundChecks.id, check.id))
    await writeLedger(tx, now, [{ kind: 'BACKGROUND_CHECK_FEE', amountCents: feeCents, providerId: caller.providerId, referenceId: check.id, memo: 'Background check' }])
    await audit(ctx, tx, caller, { action: 'background-check.pay', subject: ['background-check', check.id], after: { feeCents, vendor: vendor.name, caseId: opened.caseId, licenseId } })
  })
  return { checkoutUrl: input.redirectUrl, bypassCheckout: false, backgroundCheckId: check.id }
}
