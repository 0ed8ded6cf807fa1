/**
 * The provider's own profile as a guided onboarding (issue 13 §9): details, work experience,
 * education, certifications, the background check, the profile photo and the résumé that
 * pre-fills the rest. Every call is the API's own (docs/decisions.md "Provider profile").
 */
import { queryOptions } from '@tanstack/react-query'
import type { BackgroundCheckState, StartBackgroundCheckBody } from '@shared/contracts/background-checks'
import type { ProfileImageCheck } from '@shared/contracts/files'
import type { SignedUpload } from '@shared/contracts/licenses'
import type {
  Certification,
  CertificationBody,
  Education,
  EducationBody,
  ProviderProfile,
  ProviderProfileBody,
  WorkExperience,
  WorkExperienceBody,
} from '@shared/contracts/profile'
import type { ExtractResumeResponse, ExtractedProfile, ResumeFile } from '@shared/contracts/resumes'
import { api, ApiError, errorMessage, OFFLINE_MESSAGE } from '../../../lib/api'

export const profileQuery = () => queryOptions({ queryKey: ['provider', 'profile'], queryFn: ({ signal }) => api.get<ProviderProfile>('/provider/profile', { signal }) })
export const saveProfile = (body: ProviderProfileBody) => api.put<ProviderProfile>('/provider/profile', body)

export const workExperienceQuery = () =>
  queryOptions({ queryKey: ['provider', 'work-experience'], queryFn: ({ signal }) => api.get<WorkExperience[]>('/provider/work-experience', { signal }) })
export const addWorkExperience = (body: WorkExperienceBody) => api.post<WorkExperience>('/provider/work-experience', body)
export const updateWorkExperience = (id: string, body: WorkExperienceBody) => api.put<WorkExperience>(`/provider/work-experience/${encodeURIComponent(id)}`, body)
export const deleteWorkExperience = (id: string) => api.delete<void>(`/provider/work-experience/${encodeURIComponent(id)}`)

export const educationQuery = () =>
  queryOptions({ queryKey: ['provider', 'education'], queryFn: ({ signal }) => api.get<Education[]>('/provider/education', { signal }) })
export const addEducation = (body: EducationBody) => api.post<Education>('/provider/education', body)
export const updateEducation = (id: string, body: EducationBody) => api.put<Education>(`/provider/education/${encodeURIComponent(id)}`, body)
export const deleteEducation = (id: string) => api.delete<void>(`/provider/education/${encodeURIComponent(id)}`)

export const certificationsQuery = () =>
  queryOptions({ queryKey: ['provider', 'certifications'], queryFn: ({ signal }) => api.get<Certification[]>('/provider/certifications', { signal }) })
export const addCertification = (body: CertificationBody) => api.post<Certification>('/provider/certifications', body)
export const updateCertification = (id: string, body: CertificationBody) => api.put<Certification>(`/provider/certifications/${encodeURIComponent(id)}`, body)
export const deleteCertification = (id: string) => api.delete<void>(`/provider/certifications/${encodeURIComponent(id)}`)

export const backgroundCheckQuery = () =>
  queryOptions({ queryKey: ['provider', 'background-check'], queryFn: ({ signal }) => api.get<BackgroundCheckState>('/background-check', { signal }) })
export const startBackgroundCheck = (body: StartBackgroundCheckBody) => api.post<{ checkoutUrl: string; bypassCheckout: boolean }>('/background-check', body)

/**
 * PUT a file's bytes to a signed upload URL. The upload goes to this same server, so only the
 * URL's path is used (the API writes absolute links with its PUBLIC_URL, which may name another
 * host than the one the app was opened on).
 */
async function putBytes(uploadUrl: string, file: File): Promise<void> {
  let uploaded: Response
  try {
    uploaded = await fetch(new URL(uploadUrl, location.origin).pathname, { method: 'PUT', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file })
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!uploaded.ok) {
    const body = (await uploaded.json().catch(() => ({}))) as { message?: unknown }
    throw new ApiError(uploaded.status, typeof body.message === 'string' ? body.message : errorMessage(null))
  }
}

/** A certification's document: signed URL, bytes; answers the `fileId` to name on the certification. */
export async function uploadCertificationDocument(file: File): Promise<string> {
  const signed = await api.put<SignedUpload>('/provider/certifications/upload-signed-url', { filename: file.name.slice(0, 200), contentType: file.type || undefined })
  await putBytes(signed.uploadUrl, file)
  return signed.fileId
}

/** A profile photo: uploaded (purpose `profile-image`), then checked and made the profile's by the API. */
export async function uploadProfilePhoto(file: File): Promise<ProfileImageCheck> {
  const signed = await api.post<SignedUpload>('/upload-signed-url', { purpose: 'profile-image', filename: file.name.slice(0, 200), contentType: file.type || undefined })
  await putBytes(signed.uploadUrl, file)
  return api.post<ProfileImageCheck>('/provider/validate-profile-image', { fileId: signed.fileId })
}

export interface ReadResume {
  fileId: string
  filename: string
  profile: ExtractedProfile
}

/**
 * A résumé read for the profile: uploaded (purpose `resume`), then `POST
 * /resume-extraction/user/profile` with its download link. Nothing is saved: the answer fills a
 * form the provider reviews; `keepResume` keeps the file once they save.
 */
export async function readResume(file: File): Promise<ReadResume> {
  const filename = file.name.slice(0, 200)
  const signed = await api.post<SignedUpload & { downloadUrl: string }>('/upload-signed-url', { purpose: 'resume', filename, contentType: file.type || undefined })
  await putBytes(signed.uploadUrl, file)
  const extracted = await api.post<ExtractResumeResponse>('/resume-extraction/user/profile', { resumeUrl: signed.downloadUrl, originalFilename: filename })
  return { fileId: signed.fileId, filename, profile: extracted.data.profile }
}

export const keepResume = (fileId: string, originalFilename: string) => api.put<ResumeFile>('/provider/resume', { fileId, originalFilename })
