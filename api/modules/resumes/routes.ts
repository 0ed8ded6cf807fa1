/** Résumé upload and extraction (spec 001 §7 "Resume extraction"; spec 000 §7 "Files" POST /upload-signed-url). */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { SignedUpload } from '../../../shared/contracts/licenses'
import { ExtractResumeBody, ExtractResumeResponse, ResumeFile, SaveResumeBody, UploadSignedUrlRequest } from '../../../shared/contracts/resumes'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { extractResumeProfile } from './extract-resume-profile'
import { getResume } from './get-resume'
import { requestResumeUpload } from './request-resume-upload'
import { saveResume } from './save-resume'

const ResumeUpload = Type.Composite([SignedUpload, Type.Object({ downloadUrl: Type.String() })])

export const resumeRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Resume extraction'] } })
    .use(authPlugin(ctx))
    .post('/upload-signed-url', ({ caller, body }) => requestResumeUpload({ ctx, caller, input: body }), {
      asProvider: true,
      body: UploadSignedUrlRequest,
      response: { 200: ResumeUpload, 400: ErrorResponse },
      detail: {
        summary: 'Get a signed URL to upload a file (a résumé)',
        description:
          'PUT the file to `uploadUrl` within 15 minutes with its `Content-Type` (résumé: PDF or DOCX, at most 10 MB); `downloadUrl` then serves it for an hour and is the `resumeUrl` of résumé extraction.',
      },
    })
    .post('/resume-extraction/user/profile', ({ caller, body }) => extractResumeProfile({ ctx, caller, input: body }), {
      asProvider: true,
      body: ExtractResumeBody,
      response: { 200: ExtractResumeResponse, 400: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      detail: {
        summary: 'Read profile fields from my uploaded résumé',
        description:
          "`resumeUrl` is the download link of a résumé the caller uploaded (PDF or DOCX). Answers personal and professional info, abilities (reference-list names only), work experience and education; nothing is saved. 415 for another file type, 422 when the file has no readable text (a scan).",
      },
    })
    .put('/provider/resume', ({ caller, body }) => saveResume({ ctx, caller, input: body }), {
      asProvider: true,
      body: SaveResumeBody,
      response: { 200: ResumeFile, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Keep an uploaded résumé as mine',
        description: '`fileId` of a résumé the caller uploaded through `POST /upload-signed-url`; answers the résumé with a download link valid for an hour. Another file, or one not uploaded as a résumé, is 404.',
      },
    })
    .get('/files/user/get-resume', ({ caller }) => getResume({ ctx, caller }), {
      asProvider: true,
      response: { 200: ResumeFile, 404: ErrorResponse },
      detail: { summary: 'My résumé, with a fresh download link', description: 'The link is valid for an hour. 404 when no résumé has been kept.' },
    })
