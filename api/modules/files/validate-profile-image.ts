/**
 * `POST /provider/validate-profile-image {fileId}`: checks the photo a provider uploaded (purpose
 * `profile-image`) is usable as the face pharmacies see — a JPEG, PNG or HEIC picture at least
 * 200 × 200 pixels and not a banner (the long side at most three times the short one) — and,
 * when it is, makes it the profile's photo (`image`). A photo that fails says why, and the
 * profile keeps the photo it had.
 */
import { eq } from 'drizzle-orm'
import { imageSize } from 'image-size'
import type { ProfileImageCheck, ValidateProfileImageBody } from '../../../shared/contracts/files'
import type { AppContext, ProviderCaller } from '../../context'
import { users } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { imageAddress } from './image-address'

export const PROFILE_IMAGE_RULES = { minSide: 200, maxAspect: 3 } as const

export const PROFILE_IMAGE_MESSAGES = {
  notImage: 'Your photo must be a JPEG, PNG or HEIC picture.',
  unreadable: 'We could not read this picture. Please take or choose another one.',
  tooSmall: `Your photo is too small: it must be at least ${PROFILE_IMAGE_RULES.minSide} × ${PROFILE_IMAGE_RULES.minSide} pixels.`,
  tooNarrow: 'Your photo is too narrow or too wide: please crop it closer to a square around your face.',
} as const

export async function validateProfileImage({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: ValidateProfileImageBody }): Promise<ProfileImageCheck> {
  const found = await storageFor(ctx).read(input.fileId)
  if (!found || found.file.ownerUserId !== caller.userId || found.file.purpose !== 'profile-image') throw new NotFoundError('file')
  const refuse = (message: string, width: number | null = null, height: number | null = null): ProfileImageCheck => ({ isValid: false, message, width, height, imageUrl: null })
  if (!found.file.contentType.startsWith('image/')) return refuse(PROFILE_IMAGE_MESSAGES.notImage)
  let size: { width?: number; height?: number }
  try {
    size = imageSize(found.bytes)
  } catch {
    return refuse(PROFILE_IMAGE_MESSAGES.unreadable)
  }
  const { width, height } = size
  if (!width || !height) return refuse(PROFILE_IMAGE_MESSAGES.unreadable)
  if (Math.min(width, height) < PROFILE_IMAGE_RULES.minSide) return refuse(PROFILE_IMAGE_MESSAGES.tooSmall, width, height)
  if (Math.max(width, height) / Math.min(width, height) > PROFILE_IMAGE_RULES.maxAspect) return refuse(PROFILE_IMAGE_MESSAGES.tooNarrow, width, height)
  const imageUrl = imageAddress(ctx, found.file.fileId)
  await ctx.db.write((tx) => tx.update(users).set({ image: imageUrl, updatedAt: ctx.clock.now() }).where(eq(users.id, caller.userId)).run())
  return { isValid: true, message: null, width, height, imageUrl }
}
