/**
 * The provider's compliance training, onboarding checklist and referrals (issue 13 §5). Paths are
 * this product's (the seeds name the enumerations only): docs/decisions.md "Compliance,
 * onboarding and referrals".
 */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import {
  InviteReferralBody,
  InviteReferralResponse,
  ModuleKeyParams,
  OnboardingChecklist,
  ReferralOverview,
  ReferralsQuery,
  SubmitTrainingAnswersBody,
  TrainingModuleDetail,
  TrainingModuleList,
  TrainingModulesQuery,
  TrainingResult,
} from '../../../shared/contracts/compliance'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { clientAddressPlugin } from '../../plugins/client-address'
import { getOnboarding } from './onboarding/get-onboarding'
import { getReferrals } from './referrals/get-referrals'
import { inviteReferral } from './referrals/invite-referral'
import { getTrainingModule } from './training/get-training-module'
import { listTrainingModules } from './training/list-training-modules'
import { startTrainingModule } from './training/start-training-module'
import { submitTrainingAnswers } from './training/submit-training-answers'

export const complianceRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Compliance and onboarding'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .get('/provider/onboarding', ({ caller }) => getOnboarding({ ctx, caller }), {
      asProvider: true,
      response: { 200: OnboardingChecklist },
      detail: {
        summary: 'My onboarding checklist',
        description: 'Profile, license (verified), background check (cleared), payout account (ready) and required training (COMPLETED), each done or not. The first time all are done the provider earns the "onboarding completed" reputation points, once.',
      },
    })
    .get('/provider/compliance/modules', ({ caller, query }) => listTrainingModules({ ctx, caller, query }), {
      asProvider: true,
      query: TrainingModulesQuery,
      response: { 200: TrainingModuleList, 400: ErrorResponse },
      detail: { summary: 'Compliance training modules with my status', description: 'Status STARTED, PENDING (completed over 12 months ago: renewal due) or COMPLETED; null when not started. Required modules first.' },
    })
    .get('/provider/compliance/modules/:moduleKey', ({ caller, params }) => getTrainingModule({ ctx, caller, moduleKey: params.moduleKey }), {
      asProvider: true,
      params: ModuleKeyParams,
      response: { 200: TrainingModuleDetail, 404: ErrorResponse },
      detail: { summary: 'One compliance module: its text and quiz questions', description: 'The answers are never sent.' },
    })
    .post('/provider/compliance/modules/:moduleKey/start', ({ caller, params }) => startTrainingModule({ ctx, caller, moduleKey: params.moduleKey }), {
      asProvider: true,
      params: ModuleKeyParams,
      response: { 200: TrainingModuleDetail, 404: ErrorResponse },
      detail: { summary: 'Start a compliance module (STARTED)', description: 'Changes nothing on a STARTED or COMPLETED module; a PENDING one starts over.' },
    })
    .post('/provider/compliance/modules/:moduleKey/answers', ({ caller, params, body }) => submitTrainingAnswers({ ctx, caller, moduleKey: params.moduleKey, input: body }), {
      asProvider: true,
      params: ModuleKeyParams,
      body: SubmitTrainingAnswersBody,
      response: { 200: TrainingResult, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: { summary: "Submit a module's quiz", description: 'Every question once. All right: COMPLETED with completedAt; otherwise it stays STARTED with the score. 409 when not started or already completed.' },
    })
    .get('/provider/referrals', ({ caller, query }) => getReferrals({ ctx, caller, query }), {
      asProvider: true,
      query: ReferralsQuery,
      response: { 200: ReferralOverview, 400: ErrorResponse },
      detail: {
        summary: 'My referral code, share link and the people I referred',
        description: 'Each person at their furthest funnel stage: invited, onboarded (signed up with the code), verified (a verified license), worked (a completed shift), paid (the sign-up bonus paid). Names are shortened.',
      },
    })
    .post(
      '/provider/referrals/invite',
      async ({ caller, body, meta, set }) => {
        set.status = 201
        return inviteReferral({ ctx, caller, input: body, meta })
      },
      {
        asProvider: true,
        body: InviteReferralBody,
        response: { 201: InviteReferralResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
        detail: { summary: 'Invite someone by e-mail with my referral link', description: 'Rate limited per recipient, per network and per provider per day; 409 for an address that has an account or was invited already.' },
      },
    )
