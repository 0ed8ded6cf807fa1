/** Benefit rows → the contract's shapes. */
import type { AppliedBenefit, Benefit } from '../../../shared/contracts/benefits'
import type { organizationBenefits, organizationBenefitStates } from '../../db/schema'

type BenefitRow = typeof organizationBenefits.$inferSelect
type StateRow = typeof organizationBenefitStates.$inferSelect

export function toBenefit(b: BenefitRow): Benefit {
  return {
    organizationBenefitId: b.id,
    name: b.name,
    code: b.code,
    description: b.description,
    actionTrigger: b.actionTrigger,
    type: b.type,
    percentageFee: b.percentageFee,
    discountPercentage: b.discountPercentage,
    creditAmountInCents: b.creditAmountInCents,
    freeShifts: b.freeShifts,
    createdAt: b.createdAt.toISOString(),
  }
}

export function toAppliedBenefit(state: StateRow, benefit: BenefitRow): AppliedBenefit {
  return {
    organizationBenefitStateId: state.id,
    organizationId: state.organizationId,
    ...toBenefit(benefit),
    freeShiftsRemaining: state.freeShiftsRemaining,
    appliedAt: state.appliedAt.toISOString(),
    usedAt: state.usedAt ? state.usedAt.toISOString() : null,
  }
}

/** Codes are stored and compared upper-cased, without surrounding spaces. */
export function normalizeBenefitCode(code: string): string {
  return code.trim().toUpperCase()
}
