/** Facility onboarding forms (FFM, issue 13 §8): the facility's form and packet, and the hired provider's view. */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { FacilityFfmParams, FfmDetail, FfmListQuery, FfmPage, FfmParams, PacketDocument, ProviderOnboarding, ProviderOnboardingParams, SaveFfmBody } from '../../../shared/contracts/onboarding-forms'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { getOnboardingForm } from './get-form'
import { getOnboardingPacket } from './get-packet'
import { listOnboardingForms } from './list-forms'
import { getShiftOnboarding, getShiftOnboardingPacket } from './provider/get-shift-onboarding'
import { saveOnboardingForm } from './save-form'
import { adminOnboardingFormRoutes } from './admin/routes'

const failures = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }

export const onboardingFormRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Onboarding forms'] } })
    .use(authPlugin(ctx))
    .get('/facility/ffm/onboardings', ({ caller, query }) => listOnboardingForms({ ctx, caller, query }), {
      asFacility: true,
      query: FfmListQuery,
      response: { 200: FfmPage, ...failures },
      detail: { summary: "My facilities' onboarding forms", description: 'One per facility the caller sees, by facility name; a facility without a form gets its DRAFT. `image` is null until facility images are stored.' },
    })
    .get('/facility/ffm/:ffmId', ({ caller, params }) => getOnboardingForm({ ctx, caller, ffmId: params.ffmId }), {
      asFacility: true,
      params: FfmParams,
      response: { 200: FfmDetail, ...failures },
      detail: { summary: 'One onboarding form with its answers and packet' },
    })
    // async, and awaited: a rejected verb returned unawaited escaped the error mapping (see payments' receipts).
    .get('/facility/ffm/:ffmId/packet', async ({ caller, params }) => (await getOnboardingPacket({ ctx, caller, ffmId: params.ffmId })) as unknown as string, {
      asFacility: true,
      params: FfmParams,
      response: { 200: PacketDocument, ...failures },
      detail: { summary: 'The orientation packet (PDF)', description: '404 until staff approve the form (GENERATED).' },
    })
    .put('/facility/:facilityId/ffm/:ffmId', ({ caller, params, body }) => saveOnboardingForm({ ctx, caller, input: { ...body, ...params } }), {
      asFacility: true,
      params: FacilityFfmParams,
      body: SaveFfmBody,
      response: { 200: FfmDetail, ...failures, 409: ErrorResponse },
      detail: {
        summary: 'Save or submit the onboarding form',
        description:
          '`submit: false` saves a draft (partial answers, each within its type and length; DRAFT or REJECTED forms only, 409 otherwise). `submit: true` checks every rule of spec 001 §5 (400 with the first message) and moves the form to PENDING, for the admin panel to approve (the orientation packet is made then, GENERATED) or reject with a reason (REJECTED); a resubmitted form waits again, without its packet.',
      },
    })
    .get('/provider/shift/:shiftId/onboarding', ({ caller, params }) => getShiftOnboarding({ ctx, caller, shiftId: params.shiftId }), {
      asProvider: true,
      params: ProviderOnboardingParams,
      response: { 200: ProviderOnboarding, ...failures },
      detail: { summary: "The onboarding of my hired shift's pharmacy", description: 'The hired provider of an upcoming or in-progress seat; the answers without the guest credentials, and `packetUrl` (the PDF). 404 for anyone else or before the packet exists.' },
    })
    .get('/provider/shift/:shiftId/onboarding/packet', async ({ caller, params }) => (await getShiftOnboardingPacket({ ctx, caller, shiftId: params.shiftId })) as unknown as string, {
      asProvider: true,
      params: ProviderOnboardingParams,
      response: { 200: PacketDocument, ...failures },
      detail: { summary: "My hired shift's orientation packet (PDF)" },
    })
    .use(adminOnboardingFormRoutes(ctx))
