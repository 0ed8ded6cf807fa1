import type { StoredFileInfo } from '../../../shared/contracts/files'
import type { StoredFile } from '../../integrations/storage/file-storage'

export const toFileInfo = (file: StoredFile): StoredFileInfo => ({
  fileId: file.fileId,
  filename: file.filename,
  contentType: file.contentType,
  size: file.size,
  purpose: file.purpose,
  uploadedAt: file.uploadedAt,
})
