/**
 * `DELETE /files/{fileId}`: the owner removes a file they uploaded and no longer need — a photo
 * they replaced, a draft scan. A file still in use answers 409 saying where (file-uses.ts).
 */
import type { AppContext, UserCaller } from '../../context'
import { ConflictError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { findOwnFile } from './access'
import { fileInUseBy } from './file-uses'

export async function deleteFile({ ctx, caller, fileId }: { ctx: AppContext; caller: UserCaller; fileId: string }): Promise<void> {
  const file = await findOwnFile(ctx, caller, fileId)
  const usedBy = await fileInUseBy(ctx, file)
  if (usedBy) throw new ConflictError(`This file is still used by ${usedBy}. Replace or remove it there first.`)
  await storageFor(ctx).remove(file.fileId)
}
