import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import {
  FacilitySignUpBody,
  FacilitySignUpResponse,
  ProviderSignUpBody,
  ProviderSignUpResponse,
  ReferralCodeValidateBody,
  ReferralCodeValidateResponse,
} from '../../../../shared/contracts/sign-up'
import type { AppContext } from '../../../context'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { signUpFacility } from './sign-up-facility'
import { signUpProvider } from './sign-up-provider'
import { validateReferralCode } from './validate-referral-code'

const errors = { 400: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse }

export const signUpRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Sign-up'] } })
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .post('/sign-up/facility', async ({ body, meta, set }) => {
      const created = await signUpFacility({ ctx, input: body, meta })
      set.status = 201
      return created
    }, {
      body: FacilitySignUpBody,
      response: { 201: FacilitySignUpResponse, ...errors },
      detail: { summary: 'Sign up a pharmacy: organization, first facility and its owner', description: 'Spec 001 §5 rules; e-mail already registered → 409; unknown referral code → 422; too many sign-ups from one address or for one e-mail in an hour → 429.' },
    })
    .post('/sign-up/provider', async ({ body, meta, set }) => {
      const created = await signUpProvider({ ctx, input: body, meta })
      set.status = 201
      return created
    }, {
      body: ProviderSignUpBody,
      response: { 201: ProviderSignUpResponse, ...errors },
      detail: { summary: 'Sign up a pharmacist, technician or intern', description: 'Creates the license of the professional information, unverified. Too many sign-ups from one address or for one e-mail in an hour → 429.' },
    })
    .post('/provider/referral-code/validate', ({ body }) => validateReferralCode({ ctx, referralCode: body.referralCode }), {
      body: ReferralCodeValidateBody,
      response: { 200: ReferralCodeValidateResponse, 400: ErrorResponse },
      detail: { summary: 'Check a referral code before signing up' },
    })
