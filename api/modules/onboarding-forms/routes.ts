/** Facility onboarding forms (FFM, issue 13 §8): the facility's form and packet, and the hired provider's view. */
import { Elysia } from 'elysia'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import { FacilityFfmFilesParams, FacilityFfmParams, FfmDetail, FfmFile, FfmFileBody, FfmFileUrl, FfmListQuery, FfmPage, FfmParams, PacketDocument, ProviderOnboarding, ProviderOnboardingParams, SaveFfmBody } from '../../../shared/contracts/onboarding-forms'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { getOnboardingForm } from './get-form'
import { getOnboardingPacket } from './get-packet'
import { listOnboardingForms } from './list-forms'
import { getShiftOnboarding, getShiftOnboardingPacket } from './provider/get-shift-onboarding'
import { saveOnboardingForm } from './save-form'
import { completeOnboardingForm } from './complete-form'
import { adminOnboardingFormRoutes } from './admin/routes'
import { deleteFormFile } from './files/delete-form-file'
import { getFormFileUrl } from './files/get-form-file-url'
import { uploadFormFile } from './files/upload-form-file'
import { noContent } from '../../lib/http'

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
      detail: { summary: 'The orientation packet (PDF)', description: '404 until staff approve the form (GENERATED, for the facility to review before publishing it; then COMPLETED).' },
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
    .put('/facility/:facilityId/ffm/:ffmId/complete', ({ caller, params }) => completeOnboardingForm({ ctx, caller, facilityId: params.facilityId, ffmId: params.ffmId }), {
      asFacility: true,
      params: FacilityFfmParams,
      response: { 200: FfmDetail, ...failures, 409: ErrorResponse },
      detail: {
        summary: 'Publish the approved packet to providers (COMPLETED)',
        description:
          'The facility read the orientation packet staff approved (GENERATED) and publishes it: the form is COMPLETED, `completedAt` set. Hired providers read the packet, the answers and the files only from then on, and with "facility form required" on, shifts are posted only from then on. 409 in any other status (DRAFT, PENDING, REJECTED: not approved yet; COMPLETED: already published). Submitting again sends it back to the approval queue, unpublished.',
      },
    })
    .post('/facility/:facilityId/ffm/files', async ({ caller, params, request, set }) => {
      const file = await uploadFormFile({ ctx, caller, facilityId: params.facilityId, request })
      set.status = 201
      return file
    }, {
      asFacility: true,
      // The body is multipart/form-data, read and bounded by the verb (request-bounds lets it through).
      parse: 'none',
      params: FacilityFfmFilesParams,
      response: { 201: FfmFile, ...failures, 413: ErrorResponse, 422: ErrorResponse },
      detail: {
        summary: 'Attach a file to the onboarding form',
        description:
          'multipart/form-data with one `file` part: PDF, Word, JPEG, PNG or HEIC, at most 10 MB (413), the type read from the bytes (400 when it is another). At most 20 files a form (422). The file becomes the facility\'s document: the organization\'s people and providers who applied to or work its shifts may read it.',
      },
    })
    .post('/facility/:facilityId/ffm/files/get-url', ({ caller, params, body }) => getFormFileUrl({ ctx, caller, facilityId: params.facilityId, fileId: body.fileId }), {
      asFacility: true,
      params: FacilityFfmFilesParams,
      body: FfmFileBody,
      response: { 200: FfmFileUrl, ...failures },
      detail: { summary: "A link to one of the form's files", description: 'Signed, for an hour; 404 for a file not on this facility\'s form.' },
    })
    .delete('/facility/:facilityId/ffm/files', async ({ caller, params, body, set }) => {
      await deleteFormFile({ ctx, caller, facilityId: params.facilityId, fileId: body.fileId })
      return noContent(set)
    }, {
      asFacility: true,
      params: FacilityFfmFilesParams,
      body: FfmFileBody,
      response: { 204: NoContent, ...failures },
      detail: { summary: 'Remove a file from the onboarding form', description: 'Deletes the stored file too; 404 for a file not on this facility\'s form.' },
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
