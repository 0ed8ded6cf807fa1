/**
 * The file calls every feature shares (spec 000 §7 "Files"; issue "People and paperwork" §1):
 * download links, a file's name, deleting one's own file, checking a profile photo, a
 * container's upload token, a facility's picture and documents, and the testing helper that
 * empties a bucket.
 */
import { Type, type Static } from '@sinclair/typebox'
import { optional } from './fields'

const fileId = () =>
  Type.String({ minLength: 1, maxLength: 64, messages: { required: 'File ID is required', minLength: 'File ID is required', type: 'File ID is required', maxLength: 'File ID is not valid' } })

export const FileParams = Type.Object({ fileId: Type.String({ maxLength: 64 }) })

/** A stored file as its owner sees it. */
export const StoredFileInfo = Type.Object({
  fileId: Type.String(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  purpose: Type.String(),
  uploadedAt: Type.String({ format: 'date-time' }),
})
export type StoredFileInfo = Static<typeof StoredFileInfo>

/** `GET /download-url/{fileId}`: a link that serves the file for an hour. */
export const DownloadUrl = Type.Object({
  fileId: Type.String(),
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  filename: Type.String(),
  contentType: Type.String(),
})
export type DownloadUrl = Static<typeof DownloadUrl>

/** `POST /files/{fileId}/metadata`: what the owner may change about an uploaded file — its name. */
export const FileMetadataBody = Type.Object({
  filename: Type.String({
    minLength: 1,
    maxLength: 200,
    messages: { required: 'File name is required', minLength: 'File name is required', maxLength: 'File name is too long' },
  }),
})
export type FileMetadataBody = Static<typeof FileMetadataBody>

/** `POST /provider/validate-profile-image`: the uploaded photo (purpose `profile-image`). */
export const ValidateProfileImageBody = Type.Object({ fileId: fileId() })
export type ValidateProfileImageBody = Static<typeof ValidateProfileImageBody>
export const ProfileImageCheck = Type.Object({
  isValid: Type.Boolean(),
  /** Why not, in words a provider can act on; null when valid. */
  message: Type.Union([Type.String(), Type.Null()]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  /** The address the photo is shown at once it is the profile's (`image`). */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
})
export type ProfileImageCheck = Static<typeof ProfileImageCheck>

/** `POST /internal/sas-token`: an upload token for one new file in a container. */
export const SasTokenBody = Type.Object({
  containerName: Type.String({
    minLength: 1,
    maxLength: 64,
    messages: { required: 'Container name is required.', minLength: 'Container name is required.', type: 'Container name is required.', maxLength: 'Container name is not valid.' },
  }),
})
export type SasTokenBody = Static<typeof SasTokenBody>
export const SasToken = Type.Object({
  containerName: Type.String(),
  token: Type.String(),
  /** Seconds the token works. */
  expiresIn: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
  fileId: Type.String(),
  uploadUrl: Type.String(),
})
export type SasToken = Static<typeof SasToken>

/** `PUT /facility/upload-signed-url` and `/facility/document-upload-signed-url`. */
export const FacilityUploadBody = Type.Object({
  facilityId: Type.String({ minLength: 1, maxLength: 64, messages: { required: 'Facility Id is required', minLength: 'Facility Id is required', type: 'Facility Id is required' } }),
  filename: optional(Type.String({ maxLength: 200, messages: { maxLength: 'File name is too long' } })),
  contentType: optional(Type.String({ maxLength: 200 })),
})
export type FacilityUploadBody = Static<typeof FacilityUploadBody>
export const SignedUpload = Type.Object({ uploadUrl: Type.String(), fileId: Type.String(), expiresAt: Type.String({ format: 'date-time' }) })
export type SignedUpload = Static<typeof SignedUpload>

/** `PUT /facility/{facilityId}/image`: an uploaded picture (purpose `facility-image`) becomes the facility's. */
export const FacilityImageBody = Type.Object({ fileId: fileId() })
export type FacilityImageBody = Static<typeof FacilityImageBody>
export const FacilityImage = Type.Object({ facilityId: Type.String(), image: Type.Union([Type.String(), Type.Null()]) })
export type FacilityImage = Static<typeof FacilityImage>

/** `DELETE /testing/buckets`: removes these files (keys are file ids) from a container. */
export const EmptyBucketBody = Type.Object({
  bucketName: Type.String({ minLength: 1, maxLength: 64, messages: { required: 'Bucket name is required', minLength: 'Bucket name is required' } }),
  keys: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 }),
})
export type EmptyBucketBody = Static<typeof EmptyBucketBody>
