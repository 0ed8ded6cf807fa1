/**
 * `POST /internal/sas-token {containerName}` (spec 000 §7; "Container name is required."): an
 * upload token for one new file in a container, in the manner of a storage account's shared
 * access signature — the app uploads straight to `uploadUrl` without its bearer header. Each
 * container is one purpose, and each side of the marketplace has its own: a provider cannot
 * write into a pharmacy's documents, nor the other way round.
 */
import { uuidv7 } from 'uuidv7'
import type { SasToken, SasTokenBody } from '../../../shared/contracts/files'
import type { AppContext, UserCaller } from '../../context'
import { ValidationError } from '../../errors'
import { signedUploadUrl, STORAGE_LIMITS } from '../../integrations/storage/signed-urls'

/** Container → the purpose its files are stored for, per side. */
export const CONTAINERS = {
  provider: { licenses: 'license', certifications: 'certification', resumes: 'resume', 'profile-images': 'profile-image' },
  facility: { 'facility-images': 'facility-image', 'facility-documents': 'facility-document' },
} as const satisfies Record<UserCaller['kind'], Record<string, string>>

export function requestContainerToken({ ctx, caller, input }: { ctx: AppContext; caller: UserCaller; input: SasTokenBody }): SasToken {
  const containers: Record<string, string> = CONTAINERS[caller.kind]
  const containerName = input.containerName.trim()
  if (!containerName) throw ValidationError.field('containerName', 'Container name is required.')
  const purpose = containers[containerName]
  if (!purpose) throw ValidationError.field('containerName', `Container name must be one of: ${Object.keys(containers).join(', ')}.`)
  const upload = signedUploadUrl(ctx, { fileId: uuidv7(), ownerUserId: caller.userId, purpose })
  return {
    containerName,
    token: new URL(upload.uploadUrl).pathname.split('/').pop()!,
    expiresIn: STORAGE_LIMITS.uploadUrlMinutes * 60,
    expiresAt: upload.expiresAt,
    fileId: upload.fileId,
    uploadUrl: upload.uploadUrl,
  }
}
