/**
 * Applying a benefit to an organization (the admin panel's apply and the organization's redeem):
 * once per organization and benefit (409 the second time), in the caller's transaction, with the
 * effect of its kind (docs/decisions.md "Benefits and credits"):
 *
 * - MARKETPLACE_PERCENTAGE_FEE writes the organization's `currentPercentageFee` down to the
 *   benefit's fee (never up): pricing keeps reading that one column when a shift is posted, so
 *   the next posted shift is priced with it and shifts already posted keep their price.
 * - CREDITS adds `creditAmountInCents` to the balance with a CREDIT_GRANT ledger row.
 * - CAREERS_SUBSCRIPTION_DISCOUNT only records the state; careers billing reads it at checkout.
 * - A benefit's `freeShifts` become the state's `freeShiftsRemaining` (hire's `useFreeShift`).
 */
import { and, eq } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { organizationBenefits, organizationBenefitStates, organizations } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { audit } from '../audit'
import { grantCredits } from './grant-credits'
import { normalizeBenefitCode, toAppliedBenefit } from './to-dto'

export async function applyBenefit(ctx: AppContext, tx: Tx, actor: Actor, input: { organizationId: string; code: string }) {
  const organization = await tx.select().from(organizations).where(eq(organizations.id, input.organizationId)).get()
  if (!organization) throw new NotFoundError('organization')
  const benefit = await tx.select().from(organizationBenefits).where(eq(organizationBenefits.code, normalizeBenefitCode(input.code))).get()
  if (!benefit) throw new NotFoundError('benefit', 'No benefit has this code')
  const existing = await tx
    .select({ id: organizationBenefitStates.id })
    .from(organizationBenefitStates)
    .where(and(eq(organizationBenefitStates.organizationId, organization.id), eq(organizationBenefitStates.benefitId, benefit.id)))
    .get()
  if (existing) throw new ConflictError('This benefit is already applied to this organization')

  const now = ctx.clock.now()
  const [state] = await tx
    .insert(organizationBenefitStates)
    .values({
      organizationId: organization.id,
      benefitId: benefit.id,
      freeShiftsRemaining: benefit.freeShifts,
      appliedByTeamMemberId: actor.kind === 'team' ? actor.teamMemberId : null,
      appliedByUserId: actor.kind === 'facility' ? actor.userId : null,
      appliedAt: now,
    })
    .returning()

  const before = { currentPercentageFee: organization.currentPercentageFee, creditsInCents: organization.creditsInCents }
  const after = { ...before }
  if (benefit.type === 'MARKETPLACE_PERCENTAGE_FEE' && benefit.percentageFee !== null && benefit.percentageFee < organization.currentPercentageFee) {
    await tx.update(organizations).set({ currentPercentageFee: benefit.percentageFee, updatedAt: now }).where(eq(organizations.id, organization.id))
    after.currentPercentageFee = benefit.percentageFee
  }
  if (benefit.type === 'CREDITS' && benefit.creditAmountInCents) {
    const credits = await grantCredits(ctx, tx, { organizationId: organization.id, amountCents: benefit.creditAmountInCents, referenceId: state!.id, memo: `Benefit ${benefit.code}` })
    after.creditsInCents = credits.afterCents
  }
  await audit(ctx, tx, actor, {
    action: 'benefit.apply',
    subject: ['organization_benefit_state', state!.id],
    organizationId: organization.id,
    before,
    after: { ...after, benefitId: benefit.id, code: benefit.code, type: benefit.type, freeShiftsRemaining: state!.freeShiftsRemaining },
  })
  return toAppliedBenefit(state!, benefit)
}
