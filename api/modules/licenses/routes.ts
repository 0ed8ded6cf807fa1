import { Elysia } from 'elysia'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import {
  CreateLicenseBody,
  License,
  LicenseIdParams,
  LicenseImageBody,
  LicenseList,
  SignedUpload,
  UpdateLicenseBody,
  UploadSignedUrlBody,
} from '../../../shared/contracts/licenses'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import { attachLicenseImage } from './attach-license-image'
import { createLicense } from './create-license'
import { deleteLicense } from './delete-license'
import { listLicenses } from './list-licenses'
import { requestLicenseUpload } from './request-license-upload'
import { updateLicense } from './update-license'
import { adminLicenseRoutes } from './admin/routes'

export const licenseRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Licenses'] } })
    .use(authPlugin(ctx))
    .get('/license', ({ caller }) => listLicenses({ ctx, caller }), {
      asProvider: true,
      response: { 200: LicenseList },
      detail: {
        summary: 'My licenses',
        description: 'Every license not deleted, by state; `filelink` is a signed link valid for an hour. `status`: PENDING (being verified), VERIFIED, or REJECTED with `rejectionReason`.',
      },
    })
    .post('/license', async ({ caller, body, set }) => {
      const license = await createLicense({ ctx, caller, input: body })
      set.status = 201
      return license
    }, {
      asProvider: true,
      body: CreateLicenseBody,
      response: { 201: License, 400: ErrorResponse, 409: ErrorResponse },
      detail: { summary: 'Add a license', description: 'Unverified until staff check it. One license per state (409).' },
    })
    .put('/license/upload-signed-url', ({ caller, body }) => requestLicenseUpload({ ctx, caller, input: body }), {
      asProvider: true,
      body: UploadSignedUrlBody,
      response: { 200: SignedUpload, 400: ErrorResponse },
      detail: {
        summary: 'Get a signed URL to upload a license document',
        description: 'PUT the file to `uploadUrl` (PDF, JPEG, PNG or HEIC, at most 10 MB) within 15 minutes, then attach it with `PUT /license-image`.',
      },
    })
    .put('/license-image', ({ caller, body }) => attachLicenseImage({ ctx, caller, input: body }), {
      asProvider: true,
      body: LicenseImageBody,
      response: { 200: License, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Attach an uploaded document to a license', description: 'A REJECTED license goes back to be verified (PENDING); a verified one stays verified.' },
    })
    .put('/license/:licenseId', ({ caller, params, body }) => updateLicense({ ctx, caller, licenseId: params.licenseId, input: body }), {
      asProvider: true,
      params: LicenseIdParams,
      body: UpdateLicenseBody,
      response: { 200: License, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Edit a license',
        description: 'Changing the state, number or expiration date makes it unverified again. Saving a REJECTED license, changed or not, sends it back to be verified (PENDING).',
      },
    })
    .put('/license/:licenseId/delete', async ({ caller, params, set }) => {
      await deleteLicense({ ctx, caller, licenseId: params.licenseId })
      return noContent(set)
    }, {
      asProvider: true,
      params: LicenseIdParams,
      response: { 204: NoContent, 404: ErrorResponse },
      detail: { summary: 'Delete a license', description: 'A soft delete: it no longer counts anywhere.' },
    })
    .use(adminLicenseRoutes(ctx))
