/** `POST /admin-panel/benefits/apply {organizationId, benefitCode}`: unknown → 404, applied twice → 409 (apply-benefit.ts). */
import type { ApplyBenefitBody } from '../../../../shared/contracts/benefits'
import type { AppContext, TeamCaller } from '../../../context'
import { requireTeamPermission } from '../../team'
import { applyBenefit } from '../apply-benefit'

export async function applyBenefitToOrganization({ ctx, caller, input }: { ctx: AppContext; caller: TeamCaller; input: ApplyBenefitBody }) {
  requireTeamPermission(caller, 'benefits.apply')
  return ctx.db.write((tx) => applyBenefit(ctx, tx, caller, { organizationId: input.organizationId, code: input.benefitCode }))
}
