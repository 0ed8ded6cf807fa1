/** The provider's onboarding checklist, compliance training and referrals (issue 13 §5). */
import { queryOptions } from '@tanstack/react-query'
import type {
  InviteReferralBody,
  InviteReferralResponse,
  OnboardingChecklist,
  ReferralOverview,
  SubmitTrainingAnswersBody,
  TrainingModuleDetail,
  TrainingModuleList,
  TrainingResult,
} from '@shared/contracts/compliance'
import { api } from '../../../lib/api'
import { withQuery } from '../../../offline/cached-query-options'

/** `GET /provider/onboarding`: the five items and whether all are done. */
export const onboardingQuery = () =>
  queryOptions({ queryKey: ['provider', 'onboarding'], queryFn: ({ signal }) => api.get<OnboardingChecklist>('/provider/onboarding', { signal }) })

/** `GET /provider/compliance/modules`: every module with my status (the catalog is a handful). */
export const trainingModulesQuery = () =>
  queryOptions({
    queryKey: ['provider', 'training'],
    queryFn: ({ signal }) => api.get<TrainingModuleList>(withQuery('/provider/compliance/modules', { pageSize: 100 }), { signal }),
  })

/** `GET /provider/compliance/modules/{moduleKey}`: its text and questions. */
export const trainingModuleQuery = (moduleKey: string) =>
  queryOptions({
    queryKey: ['provider', 'training', moduleKey],
    queryFn: ({ signal }) => api.get<TrainingModuleDetail>(`/provider/compliance/modules/${encodeURIComponent(moduleKey)}`, { signal }),
  })

export const startTrainingModule = (moduleKey: string) => api.post<TrainingModuleDetail>(`/provider/compliance/modules/${encodeURIComponent(moduleKey)}/start`)

export const submitTrainingAnswers = (moduleKey: string, body: SubmitTrainingAnswersBody) =>
  api.post<TrainingResult>(`/provider/compliance/modules/${encodeURIComponent(moduleKey)}/answers`, body)

/** `GET /provider/referrals`: my code, share link, funnel and a page of the people I referred. */
export const referralsQuery = (page: number) =>
  queryOptions({
    queryKey: ['provider', 'referrals', page],
    queryFn: ({ signal }) => api.get<ReferralOverview>(withQuery('/provider/referrals', { page, pageSize: 20 }), { signal }),
  })

export const inviteReferral = (body: InviteReferralBody) => api.post<InviteReferralResponse>('/provider/referrals/invite', body)
