/**
 * The provider's own profile and professional history (issue 13 §2). The seeds name these calls
 * without paths or shapes (spec 001 §7 "Other provider-side calls"); the paths and limits are in
 * docs/decisions.md "Provider profile".
 */
import { Elysia } from 'elysia'
import { DeleteProviderAccountBody } from '../../../../shared/contracts/accounts'
import { ErrorResponse, NoContent } from '../../../../shared/contracts/auth'
import { SignedUpload, UploadSignedUrlBody } from '../../../../shared/contracts/licenses'
import {
  Certification,
  CertificationBody,
  CertificationList,
  CertificationParams,
  Education,
  EducationBody,
  EducationList,
  EducationParams,
  MAX_HISTORY_ENTRIES,
  ProviderProfile,
  ProviderProfileBody,
  WorkExperience,
  WorkExperienceBody,
  WorkExperienceList,
  WorkExperienceParams,
} from '../../../../shared/contracts/profile'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { authPlugin } from '../../../plugins/auth'
import { addCertification } from './add-certification'
import { addEducation } from './add-education'
import { addWorkExperience } from './add-work-experience'
import { deleteCertification } from './delete-certification'
import { deleteEducation } from './delete-education'
import { deleteProviderAccount } from './delete-provider-account'
import { deleteWorkExperience } from './delete-work-experience'
import { getOwnProfile } from './get-own-profile'
import { listCertifications } from './list-certifications'
import { listEducation } from './list-education'
import { listWorkExperience } from './list-work-experience'
import { requestCertificationUpload } from './request-certification-upload'
import { updateCertification } from './update-certification'
import { updateEducation } from './update-education'
import { updateOwnProfile } from './update-own-profile'
import { updateWorkExperience } from './update-work-experience'

const BOUNDED = `At most ${MAX_HISTORY_ENTRIES} per provider (400 past it), so the list is answered whole.`

export const providerProfileRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Provider profile'] } })
    .use(authPlugin(ctx))
    .delete('/provider/account', async ({ caller, body, set }) => {
      await deleteProviderAccount({ ctx, caller, input: body })
      return noContent(set)
    }, {
      asProvider: true,
      body: DeleteProviderAccountBody,
      response: { 204: NoContent, 400: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Delete my account',
        description:
          'A reason is required ("Please provide a reason for deleting the account."). Hired for a shift that has not ended → 409. Open applications are withdrawn, the person’s details are removed and every session ends (next call 401); shifts worked, payments and ratings stay with their figures.',
      },
    })
    .get('/provider/profile', ({ caller }) => getOwnProfile({ ctx, caller }), {
      asProvider: true,
      response: { 200: ProviderProfile },
      detail: { summary: 'My profile', description: 'Personal and professional information and abilities. `hourlyRate` is in dollars an hour; `experienceBand` follows `yearsOfExperience`.' },
    })
    .put('/provider/profile', ({ caller, body }) => updateOwnProfile({ ctx, caller, input: body }), {
      asProvider: true,
      body: ProviderProfileBody,
      response: { 200: ProviderProfile, 400: ErrorResponse },
      detail: {
        summary: 'Edit my profile',
        description:
          'Replaces all three parts. `providerTitle` is read-only (ignored if sent). Softwares, specialties, skills and languages are names from the reference lists (any case, or their slugs); at least one software, specialty and language.',
      },
    })
    .get('/provider/work-experience', ({ caller }) => listWorkExperience({ ctx, caller }), {
      asProvider: true,
      response: { 200: WorkExperienceList },
      detail: { summary: 'My work experience', description: `The current job first, then by start date, newest first. ${BOUNDED}` },
    })
    .post('/provider/work-experience', async ({ caller, body, set }) => {
      const created = await addWorkExperience({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asProvider: true,
      body: WorkExperienceBody,
      response: { 201: WorkExperience, 400: ErrorResponse },
      detail: { summary: 'Add a job', description: 'Company, job title, start date and job description are required; an end date comes after the start date; a current job (`isCurrent`) has none.' },
    })
    .put('/provider/work-experience/:workExperienceId', ({ caller, params, body }) => updateWorkExperience({ ctx, caller, workExperienceId: params.workExperienceId, input: body }), {
      asProvider: true,
      params: WorkExperienceParams,
      body: WorkExperienceBody,
      response: { 200: WorkExperience, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Edit a job', description: 'Replaces it, with the rules of adding one.' },
    })
    .delete('/provider/work-experience/:workExperienceId', async ({ caller, params, set }) => {
      await deleteWorkExperience({ ctx, caller, workExperienceId: params.workExperienceId })
      return noContent(set)
    }, {
      asProvider: true,
      params: WorkExperienceParams,
      response: { 204: NoContent, 404: ErrorResponse },
      detail: { summary: 'Remove a job' },
    })
    .get('/provider/education', ({ caller }) => listEducation({ ctx, caller }), {
      asProvider: true,
      response: { 200: EducationList },
      detail: { summary: 'My education', description: `By graduation date, newest first. ${BOUNDED}` },
    })
    .post('/provider/education', async ({ caller, body, set }) => {
      const created = await addEducation({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asProvider: true,
      body: EducationBody,
      response: { 201: Education, 400: ErrorResponse },
      detail: { summary: 'Add education', description: '`degreeType`: HIGH_SCHOOL_OR_GED, ASSOCIATES, BACHELORS, PHARMD, MASTERS or OTHER. A graduation date may be ahead (expected).' },
    })
    .put('/provider/education/:educationId', ({ caller, params, body }) => updateEducation({ ctx, caller, educationId: params.educationId, input: body }), {
      asProvider: true,
      params: EducationParams,
      body: EducationBody,
      response: { 200: Education, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Edit education', description: 'Replaces it, with the rules of adding one.' },
    })
    .delete('/provider/education/:educationId', async ({ caller, params, set }) => {
      await deleteEducation({ ctx, caller, educationId: params.educationId })
      return noContent(set)
    }, {
      asProvider: true,
      params: EducationParams,
      response: { 204: NoContent, 404: ErrorResponse },
      detail: { summary: 'Remove education' },
    })
    .get('/provider/certifications', ({ caller }) => listCertifications({ ctx, caller }), {
      asProvider: true,
      response: { 200: CertificationList },
      detail: {
        summary: 'My certifications',
        description: `By issue date, newest first. \`status\`: ACTIVE, EXPIRING (expires within 30 days) or EXPIRED (after \`expiresAt\`, its last valid day). \`document.fileLink\` is a signed link valid for an hour. ${BOUNDED}`,
      },
    })
    .put('/provider/certifications/upload-signed-url', ({ caller, body }) => requestCertificationUpload({ ctx, caller, input: body }), {
      asProvider: true,
      body: UploadSignedUrlBody,
      response: { 200: SignedUpload, 400: ErrorResponse },
      detail: {
        summary: 'Get a signed URL to upload a certification document',
        description: 'PUT the file to `uploadUrl` (PDF, JPEG, PNG or HEIC, at most 10 MB) within 15 minutes, then name its `fileId` when adding or editing a certification.',
      },
    })
    .post('/provider/certifications', async ({ caller, body, set }) => {
      const created = await addCertification({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asProvider: true,
      body: CertificationBody,
      response: { 201: Certification, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Add a certification',
        description:
          '`type`: IMMUNIZATION, CPR_BLS, PTCB, EXCPT, MTM, DEA or OTHER. `expiresAt` (optional: some never expire) comes after `issuedAt`. `fileId`: my own upload for a certification, else 404.',
      },
    })
    .put('/provider/certifications/:certificationId', ({ caller, params, body }) => updateCertification({ ctx, caller, certificationId: params.certificationId, input: body }), {
      asProvider: true,
      params: CertificationParams,
      body: CertificationBody,
      response: { 200: Certification, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Edit a certification', description: 'Replaces it, with the rules of adding one; `fileId` absent keeps the document, `null` removes it.' },
    })
    .delete('/provider/certifications/:certificationId', async ({ caller, params, set }) => {
      await deleteCertification({ ctx, caller, certificationId: params.certificationId })
      return noContent(set)
    }, {
      asProvider: true,
      params: CertificationParams,
      response: { 204: NoContent, 404: ErrorResponse },
      detail: { summary: 'Remove a certification' },
    })
