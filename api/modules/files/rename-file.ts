/**
 * `POST /files/{fileId}/metadata {filename}`: the owner names their file as it should appear to
 * others ("CA license 2027.pdf"). The bytes, type and purpose never change after the upload.
 */
import type { FileMetadataBody, StoredFileInfo } from '../../../shared/contracts/files'
import type { AppContext, UserCaller } from '../../context'
import { storageFor } from '../../integrations/storage/file-storage'
import { cleanFilename } from '../../integrations/storage/receive-upload'
import { findOwnFile } from './access'
import { toFileInfo } from './to-dto'

export async function renameFile({ ctx, caller, fileId, input }: { ctx: AppContext; caller: UserCaller; fileId: string; input: FileMetadataBody }): Promise<StoredFileInfo> {
  const file = await findOwnFile(ctx, caller, fileId)
  const renamed = { ...file, filename: cleanFilename(input.filename, file.filename) }
  await storageFor(ctx).rewriteMetadata(renamed)
  return toFileInfo(renamed)
}
