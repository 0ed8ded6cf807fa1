import { Elysia } from 'elysia'
import { AppliedBenefit, AppliedBenefitList, RedeemBenefitBody } from '../../../../shared/contracts/benefits'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { listAppliedBenefits } from './list-applied-benefits'
import { redeemBenefit } from './redeem-benefit'

export const organizationBenefitRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Organization'] } })
    .use(authPlugin(ctx))
    .get('/organization/benefits', ({ caller }) => listAppliedBenefits({ ctx, caller }), {
      asFacility: true,
      response: { 200: AppliedBenefitList },
      detail: { summary: 'My organization’s benefits', description: 'Applied benefits, newest first, with the free shifts left of each.' },
    })
    .post('/organization/benefits/redeem', ({ caller, body }) => redeemBenefit({ ctx, caller, input: body }), {
      asFacility: true,
      body: RedeemBenefitBody,
      response: { 200: AppliedBenefit, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: { summary: 'Redeem a benefit by its code (OWNER, ADMIN)', description: 'Unknown code → 404; redeemed before → 409; a MEMBER → 403.' },
    })
