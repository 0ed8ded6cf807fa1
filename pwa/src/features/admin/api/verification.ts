/**
 * The admin panel's verification queues beside the licenses' (issue 16 §3): certifications,
 * background checks needing review and facility onboarding forms awaiting approval — each a paged
 * list, one item's detail, and two decisions.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminBackgroundCheckList, BackgroundCheckReviewFilter } from '@shared/contracts/background-checks'
import type { CertificationReviewStatus } from '@shared/enums'
import type {
  AdminBackgroundCheckDetail,
  AdminCertificationDetail,
  AdminCertificationList,
  AdminFfmDetail,
  AdminFfmList,
  FfmReviewStatus,
} from '@shared/contracts/verification-queues'
import { api } from '../../../lib/api'

/** Every cached list and detail of the three queues, refreshed after a decision. */
export const VERIFICATION_KEY = ['admin', 'verification'] as const

const auth = 'admin' as const
const term = (search: string) => search.trim() || undefined

export const certificationQueueQuery = ({ status, page, search }: { status: CertificationReviewStatus; page: number; search: string }) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEY, 'certifications', { status, page, search }],
    queryFn: ({ signal }) => api.get<AdminCertificationList>('/admin-panel/certifications', { auth, signal, query: { status, page, search: term(search) } }),
    placeholderData: keepPreviousData,
  })

export const certificationDetailQuery = (certificationId: string) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEY, 'certifications', 'detail', certificationId],
    queryFn: ({ signal }) => api.get<AdminCertificationDetail>(`/admin-panel/certifications/${certificationId}`, { auth, signal }),
  })

export const verifyCertification = ({ id, updatedAt }: { id: string; updatedAt: string }) =>
  api.put<AdminCertificationDetail>(`/admin-panel/certifications/${id}/verify`, { updatedAt }, { auth })
export const rejectCertification = ({ id, updatedAt, reason }: { id: string; updatedAt: string; reason: string }) =>
  api.put<AdminCertificationDetail>(`/admin-panel/certifications/${id}/reject`, { reason, updatedAt }, { auth })

export const backgroundCheckQueueQuery = ({ review, page }: { review: BackgroundCheckReviewFilter; page: number }) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEY, 'background-checks', { review, page }],
    queryFn: ({ signal }) => api.get<AdminBackgroundCheckList>('/admin-panel/background-checks', { auth, signal, query: { review, page } }),
    placeholderData: keepPreviousData,
  })

export const backgroundCheckDetailQuery = (backgroundCheckId: string) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEY, 'background-checks', 'detail', backgroundCheckId],
    queryFn: ({ signal }) => api.get<AdminBackgroundCheckDetail>(`/admin-panel/background-checks/${backgroundCheckId}`, { auth, signal }),
  })

export const clearBackgroundCheck = ({ id, updatedAt }: { id: string; updatedAt: string }) =>
  api.put<AdminBackgroundCheckDetail>(`/admin-panel/background-checks/${id}/clear`, { updatedAt }, { auth })
export const rejectBackgroundCheck = ({ id, updatedAt, reason }: { id: string; updatedAt: string; reason: string }) =>
  api.put<AdminBackgroundCheckDetail>(`/admin-panel/background-checks/${id}/reject`, { reason, updatedAt }, { auth })

export const ffmQueueQuery = ({ status, page, search }: { status: FfmReviewStatus; page: number; search: string }) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEY, 'ffm', { status, page, search }],
    queryFn: ({ signal }) => api.get<AdminFfmList>('/admin-panel/ffm', { auth, signal, query: { status, page, search: term(search) } }),
    placeholderData: keepPreviousData,
  })

export const ffmDetailQuery = (ffmId: string) =>
  queryOptions({
    queryKey: [...VERIFICATION_KEY, 'ffm', 'detail', ffmId],
    queryFn: ({ signal }) => api.get<AdminFfmDetail>(`/admin-panel/ffm/${ffmId}`, { auth, signal }),
  })

export const approveFfm = ({ id, updatedAt }: { id: string; updatedAt: string }) => api.put<AdminFfmDetail>(`/admin-panel/ffm/${id}/approve`, { updatedAt }, { auth })
export const rejectFfm = ({ id, updatedAt, reason }: { id: string; updatedAt: string; reason: string }) =>
  api.put<AdminFfmDetail>(`/admin-panel/ffm/${id}/reject`, { reason, updatedAt }, { auth })
