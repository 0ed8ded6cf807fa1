/** `GET /files/images/{fileId}`: a profile photo or a facility's picture (see image-address.ts). */
import type { AppContext } from '../../context'
import { NotFoundError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { IMAGE_PURPOSES } from '../../integrations/storage/file-types'

export async function serveImage({ ctx, fileId }: { ctx: AppContext; fileId: string }): Promise<Response> {
  const found = await storageFor(ctx).read(fileId)
  if (!found || !(IMAGE_PURPOSES as readonly string[]).includes(found.file.purpose)) throw new NotFoundError('image')
  return new Response(found.bytes, {
    headers: {
      'content-type': found.file.contentType,
      'content-length': String(found.bytes.byteLength),
      // A file never changes under its id (a new photo is a new file): cache it for a day.
      'cache-control': 'public, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
