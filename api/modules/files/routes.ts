import { Elysia, t } from 'elysia'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import {
  DownloadUrl,
  FacilityImage,
  FacilityImageBody,
  FacilityUploadBody,
  FileMetadataBody,
  FileParams,
  ProfileImageCheck,
  SasToken,
  SasTokenBody,
  SignedUpload,
  StoredFileInfo,
  ValidateProfileImageBody,
} from '../../../shared/contracts/files'
import { DownloadedFile } from '../../../shared/contracts/licenses'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import { requestContainerToken } from './container-token'
import { deleteFile } from './delete-file'
import { requestFacilityUpload } from './facility/request-facility-upload'
import { setFacilityImage } from './facility/set-facility-image'
import { getDownloadUrl } from './get-download-url'
import { renameFile } from './rename-file'
import { serveImage } from './serve-image'
import { validateProfileImage } from './validate-profile-image'

const FacilityParams = t.Object({ facilityId: t.String({ maxLength: 64 }) })
const uploadDescription =
  'PUT the file to `uploadUrl` within 15 minutes with its `Content-Type`; the URL works once. Photos lose their location metadata when stored.'

export const filesRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Files'] } })
    .use(authPlugin(ctx))
    .get('/download-url/:fileId', ({ caller, params }) => getDownloadUrl({ ctx, caller, fileId: params.fileId }), {
      asUser: true,
      params: FileParams,
      response: { 200: DownloadUrl, 404: ErrorResponse },
      detail: {
        summary: 'A link to a file, for an hour',
        description:
          "For the file's owner, a facility whose shift or job the provider applied to or works (the provider's documents), and the providers who applied to or work a facility's shifts (the facility's documents). Anyone else: 404.",
      },
    })
    .post('/files/:fileId/metadata', ({ caller, params, body }) => renameFile({ ctx, caller, fileId: params.fileId, input: body }), {
      asUser: true,
      params: FileParams,
      body: FileMetadataBody,
      response: { 200: StoredFileInfo, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Name my uploaded file', description: 'Only the name changes; the bytes, type and purpose stay as uploaded. Not your file: 404.' },
    })
    .delete('/files/:fileId', async ({ caller, params, set }) => {
      await deleteFile({ ctx, caller, fileId: params.fileId })
      return noContent(set)
    }, {
      asUser: true,
      params: FileParams,
      response: { 204: NoContent, 404: ErrorResponse, 409: ErrorResponse },
      detail: { summary: 'Delete my uploaded file', description: 'A file still used by a license, certification, résumé, photo or sent message → 409 saying where. Not your file: 404.' },
    })
    .get('/files/images/:fileId', ({ params }) => serveImage({ ctx, fileId: params.fileId }), {
      params: FileParams,
      response: { 200: DownloadedFile, 404: ErrorResponse },
      detail: { summary: "A profile photo or a facility's picture", description: 'The stable address kept in `image`; only pictures are served here, never documents.' },
    })
    .post('/provider/validate-profile-image', ({ caller, body }) => validateProfileImage({ ctx, caller, input: body }), {
      asProvider: true,
      body: ValidateProfileImageBody,
      response: { 200: ProfileImageCheck, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Check my uploaded photo and make it my profile photo',
        description:
          'The photo (uploaded with `POST /upload-signed-url`, purpose `profile-image`) must be a JPEG, PNG or HEIC picture at least 200 × 200 pixels, the long side at most three times the short one. Valid: it becomes `image`. Not valid: `isValid: false` and why; the profile keeps its photo.',
      },
    })
    .post('/internal/sas-token', ({ caller, body }) => requestContainerToken({ ctx, caller, input: body }), {
      asUser: true,
      body: SasTokenBody,
      response: { 200: SasToken, 400: ErrorResponse },
      detail: {
        summary: 'An upload token for one new file in a container',
        description: `Providers: licenses, certifications, resumes, profile-images; facility users: facility-images, facility-documents. ${uploadDescription}`,
      },
    })
    .put('/facility/upload-signed-url', ({ caller, body }) => requestFacilityUpload({ ctx, caller, input: body, kind: 'image' }), {
      asFacility: true,
      body: FacilityUploadBody,
      response: { 200: SignedUpload, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Upload a picture of a facility", description: `JPEG, PNG or HEIC, at most 10 MB; then \`PUT /facility/{facilityId}/image\`. ${uploadDescription}` },
    })
    .put('/facility/document-upload-signed-url', ({ caller, body }) => requestFacilityUpload({ ctx, caller, input: body, kind: 'document' }), {
      asFacility: true,
      body: FacilityUploadBody,
      response: { 200: SignedUpload, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "Upload a facility's document",
        description: `PDF, Word, JPEG, PNG or HEIC, at most 10 MB. The organization's people, and providers who applied to or work the facility's shifts, can open it. ${uploadDescription}`,
      },
    })
    .put('/facility/:facilityId/image', ({ caller, params, body }) => setFacilityImage({ ctx, caller, facilityId: params.facilityId, input: body }), {
      asFacility: true,
      params: FacilityParams,
      body: FacilityImageBody,
      response: { 200: FacilityImage, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Set a facility's picture", description: 'The picture uploaded for this facility with `PUT /facility/upload-signed-url`. Another facility or file: 404.' },
    })
