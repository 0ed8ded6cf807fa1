/** `GET /files/download/{token}`: a file's bytes behind a signed, expiring link. */
import type { AppContext } from '../../context'
import { NotFoundError } from '../../errors'
import { storageFor } from './file-storage'
import { verifyFileToken } from './signed-urls'

export async function serveDownload({ ctx, token }: { ctx: AppContext; token: string }): Promise<Response> {
  const claims = verifyFileToken(ctx, token, 'download')
  // Streamed from the store: a 25 MB scan is not read whole to be sent.
  const found = await storageFor(ctx).open(claims.fileId)
  if (!found) throw new NotFoundError('file')
  const { file } = found
  // Header values are Latin-1: the plain `filename` gets an ASCII stand-in, `filename*` the real name.
  const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_')
  return new Response(found.stream(), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      // Personal documents: never kept by shared caches; the link itself expires.
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  })
}
