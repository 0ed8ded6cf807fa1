/**
 * The signed-URL endpoints of file storage. They carry no bearer token: the signature in the
 * path is the permission (see signed-urls.ts).
 */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { DownloadedFile, UploadedFile } from '../../../shared/contracts/licenses'
import type { AppContext } from '../../context'
import { receiveUpload } from './receive-upload'
import { serveDownload } from './serve-download'

const TokenParams = Type.Object({ token: Type.String() })

export const fileRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Files'] } })
    .put('/files/upload/:token', ({ params, request }) => receiveUpload({ ctx, token: params.token, request }), {
      // The body is the file itself, read as a bounded stream by the verb.
      parse: 'none',
      params: TokenParams,
      response: { 200: UploadedFile, 400: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse },
      detail: {
        summary: 'Upload a file to a signed URL',
        description:
          'Send the raw bytes with the file\'s `Content-Type` (PDF, JPEG, PNG or HEIC; a license\'s, certification\'s or facility\'s document at most 25 MB, streamed to the store as it arrives; a JPEG or PNG photo, a résumé or anything else at most 10 MB). The URL comes from an `upload-signed-url` call, works once, and expires after 15 minutes (403).',
      },
    })
    .get('/files/download/:token', ({ params }) => serveDownload({ ctx, token: params.token }), {
      params: TokenParams,
      response: { 200: DownloadedFile, 403: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Download a file through a signed, expiring link', description: 'Links appear in answers such as a license\'s `filelink`; expired or altered links answer 403.' },
    })
