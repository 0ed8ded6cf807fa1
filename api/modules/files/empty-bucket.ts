/**
 * `DELETE /testing/buckets {bucketName, keys}` (testing helper, ENABLE_TESTING_ROUTES only):
 * removes those files (keys are file ids) from the store, so a test can leave it as it found it.
 * `bucketName` names the container (see container-token.ts); only files stored for that
 * container's purpose are removed.
 */
import type { EmptyBucketBody } from '../../../shared/contracts/files'
import type { AppContext } from '../../context'
import { ValidationError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { CONTAINERS } from './container-token'

const PURPOSE_OF: Record<string, string> = { ...CONTAINERS.provider, ...CONTAINERS.facility, messages: 'message' }

export async function emptyBucket(ctx: AppContext, input: EmptyBucketBody): Promise<void> {
  const purpose = PURPOSE_OF[input.bucketName]
  if (!purpose) throw ValidationError.field('bucketName', `Bucket name must be one of: ${Object.keys(PURPOSE_OF).join(', ')}`)
  const storage = storageFor(ctx)
  for (const key of input.keys) {
    const file = await storage.find(key)
    if (file?.purpose === purpose) await storage.remove(key)
  }
}
