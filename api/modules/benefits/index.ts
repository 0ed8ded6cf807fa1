/**
 * Benefits and credits (spec 000 §7 "Benefits", domain "Money"): `admin/` creates benefits,
 * applies them to organizations and adds credits; `organization/` lists the organization's
 * benefits and redeems one by its code. The effects of each kind are in apply-benefit.ts; the
 * hire spends free shifts through `takeFreeShift` (and `giveBackFreeShift` when its charge fails).
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { adminBenefitRoutes } from './admin/routes'
import { organizationBenefitRoutes } from './organization/routes'

export const benefitRoutes = (ctx: AppContext) => new Elysia().use(adminBenefitRoutes(ctx)).use(organizationBenefitRoutes(ctx))

export { addCredits } from './admin/add-credits'
export { applyBenefitToOrganization } from './admin/apply-benefit-to-organization'
export { createBenefit } from './admin/create-benefit'
export { giveBackFreeShift } from './give-back-free-shift'
export { NO_FREE_SHIFT, takeFreeShift } from './take-free-shift'
