/** The provider's licenses: they decide where the provider may apply. */
import { queryOptions } from '@tanstack/react-query'
import type { CreateLicenseBody, License, LicenseList, SignedUpload, UpdateLicenseBody } from '@shared/contracts/licenses'
import { api, ApiError, errorMessage, OFFLINE_MESSAGE } from '../../../lib/api'

/** `GET /license`. */
export const licensesQuery = () =>
  queryOptions({
    queryKey: ['provider', 'licenses'],
    queryFn: ({ signal }) => api.get<LicenseList>('/license', { signal }),
  })

/** `POST /license`: a new license, verified later by the team. */
export const createLicense = (body: CreateLicenseBody) => api.post<License>('/license', body)

/** `PUT /license/{licenseId}`: a correction. Saving a license the team did not accept sends it back to be verified. */
export const updateLicense = ({ licenseId, body }: { licenseId: string; body: UpdateLicenseBody }) => api.put<License>(`/license/${licenseId}`, body)

/**
 * A document for a license, in the API's three steps: a signed upload URL, the file's bytes PUT
 * there, then `PUT /license-image`. The upload goes to this same server, so only the URL's path
 * is used (the API writes absolute links with its PUBLIC_URL, which may name another host than
 * the one the app was opened on).
 */
export async function attachLicenseDocument({ licenseId, file }: { licenseId: string; file: File }): Promise<License> {
  const signed = await api.put<SignedUpload>('/license/upload-signed-url', { filename: file.name.slice(0, 200), contentType: file.type || undefined })
  let uploaded: Response
  try {
    uploaded = await fetch(new URL(signed.uploadUrl).pathname, { method: 'PUT', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file })
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!uploaded.ok) {
    const body = (await uploaded.json().catch(() => ({}))) as { message?: unknown }
    throw new ApiError(uploaded.status, typeof body.message === 'string' ? body.message : errorMessage(null))
  }
  return api.put<License>('/license-image', { fileId: signed.fileId, licenseId })
}
