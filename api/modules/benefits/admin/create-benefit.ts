/**
 * `POST /admin-panel/benefits` (spec 000 §7 "Benefits"): a new benefit under a unique code
 * (409 when the code is taken, compared upper-cased). The amount its type needs is required:
 * `percentageFee` for MARKETPLACE_PERCENTAGE_FEE, `discountPercentage` for
 * CAREERS_SUBSCRIPTION_DISCOUNT, `creditAmountInCents` for CREDITS; the others are not stored.
 */
import { eq } from 'drizzle-orm'
import type { CreateBenefitBody } from '../../../../shared/contracts/benefits'
import type { AppContext, TeamCaller } from '../../../context'
import { organizationBenefits } from '../../../db/schema'
import { ConflictError, ValidationError } from '../../../errors'
import { audit } from '../../audit'
import { requireTeamPermission } from '../../team'
import { normalizeBenefitCode, toBenefit } from '../to-dto'

const REQUIRED_BY_TYPE = {
  MARKETPLACE_PERCENTAGE_FEE: ['percentageFee', 'Percentage fee is required for a marketplace percentage fee benefit'],
  CAREERS_SUBSCRIPTION_DISCOUNT: ['discountPercentage', 'Discount percentage is required for a careers subscription discount benefit'],
  CREDITS: ['creditAmountInCents', 'Credit amount is required for a credits benefit'],
} as const

export async function createBenefit({ ctx, caller, input }: { ctx: AppContext; caller: TeamCaller; input: CreateBenefitBody }) {
  requireTeamPermission(caller, 'benefits.create')
  const [field, message] = REQUIRED_BY_TYPE[input.type]
  if (input[field] === undefined || input[field] === null) throw ValidationError.field(field, message)
  const code = normalizeBenefitCode(input.code)
  return ctx.db.write(async (tx) => {
    if (await tx.select({ id: organizationBenefits.id }).from(organizationBenefits).where(eq(organizationBenefits.code, code)).get()) {
      throw new ConflictError('A benefit with this code already exists')
    }
    const [benefit] = await tx
      .insert(organizationBenefits)
      .values({
        name: input.name.trim(),
        code,
        description: input.description?.trim() || null,
        actionTrigger: input.actionTrigger?.trim() || null,
        type: input.type,
        percentageFee: input.type === 'MARKETPLACE_PERCENTAGE_FEE' ? input.percentageFee! : null,
        discountPercentage: input.type === 'CAREERS_SUBSCRIPTION_DISCOUNT' ? input.discountPercentage! : null,
        creditAmountInCents: input.type === 'CREDITS' ? input.creditAmountInCents! : null,
        freeShifts: input.freeShifts ?? 0,
        createdByTeamMemberId: caller.teamMemberId,
        createdAt: ctx.clock.now(),
      })
      .returning()
    const dto = toBenefit(benefit!)
    await audit(ctx, tx, caller, { action: 'benefit.create', subject: ['organization_benefit', benefit!.id], after: dto, organizationId: null })
    return dto
  })
}
