/**
 * The facility's profile and its onboarding form (FFM, issue 13 §8–9). Reads are cached on the
 * device (a lost connection still shows the last answers); the form's saves and file uploads go
 * through the outbox (`ffm.save`, `ffm.file`); the rest needs a connection.
 */
import type { FacilityImage, SignedUpload } from '@shared/contracts/files'
import type { FacilityPreferencesBody, FacilityProfile, NpiValidation } from '@shared/contracts/facility-profile'
import type { FfmDetail, FfmFileUrl, FfmPage } from '@shared/contracts/onboarding-forms'
import { api } from '../../../lib/api'
import { cachedQueryOptions, withQuery } from '../../../offline/cached-query-options'

/** `GET /facility/ffm/onboardings`: one form per facility the user sees. */
export const ffmListQuery = () => cachedQueryOptions<FfmPage>(['facility', 'ffm', 'list'], withQuery('/facility/ffm/onboardings', { pageSize: 100 }))

/** `GET /facility/ffm/{ffmId}`: the answers, files and packet. */
export const ffmDetailQuery = (ffmId: string) => cachedQueryOptions<FfmDetail>(['facility', 'ffm', ffmId], `/facility/ffm/${encodeURIComponent(ffmId)}`)

/** `GET /facility/{facilityId}/profile`. */
export const facilityProfileQuery = (facilityId: string) => cachedQueryOptions<FacilityProfile>(['facility', 'profile', facilityId], `/facility/${encodeURIComponent(facilityId)}/profile`)

export const validateNpi = (facilityId: string, npi: string) => api.post<NpiValidation>(`/facility/${encodeURIComponent(facilityId)}/validate-npi`, { npi })

export const savePreferences = (facilityId: string, body: FacilityPreferencesBody) => api.put<FacilityProfile>(`/facility/${encodeURIComponent(facilityId)}/preferences`, body)

/** A picture of the pharmacy: a signed upload, the bytes, then `PUT /facility/{facilityId}/image`. */
export async function uploadFacilityImage(facilityId: string, file: File): Promise<FacilityImage> {
  const signed = await api.put<SignedUpload>('/facility/upload-signed-url', { facilityId, filename: file.name, contentType: file.type })
  const sent = await fetch(new URL(signed.uploadUrl, location.origin).pathname, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file })
  if (!sent.ok) {
    const body = (await sent.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message ?? 'The picture could not be uploaded')
  }
  return api.put<FacilityImage>(`/facility/${encodeURIComponent(facilityId)}/image`, { fileId: signed.fileId })
}

export const ffmFileUrl = (facilityId: string, fileId: string) => api.post<FfmFileUrl>(`/facility/${encodeURIComponent(facilityId)}/ffm/files/get-url`, { fileId })

export const deleteFfmFile = (facilityId: string, fileId: string) => api.delete<void>(`/facility/${encodeURIComponent(facilityId)}/ffm/files`, { body: { fileId } })

/** "Publish to providers": an approved (GENERATED) form becomes COMPLETED; hired providers read the packet from then on. Needs a connection. */
export const completeFfm = (facilityId: string, ffmId: string) => api.put<FfmDetail>(`/facility/${encodeURIComponent(facilityId)}/ffm/${encodeURIComponent(ffmId)}/complete`)
