/** A forgotten password: `POST /auth/forgot-password` and `POST /auth/reset-password` (public calls, 204). */
import type { AcceptInvitationBody, AcceptInvitationResponse, ForgotPasswordBody, ResetPasswordBody } from '@shared/contracts/auth'
import { api } from '../../../lib/api'

export const requestPasswordReset = (body: ForgotPasswordBody) => api.post<void>('/auth/forgot-password', body, { auth: 'none' })

export const resetPassword = (body: ResetPasswordBody) => api.post<void>('/auth/reset-password', body, { auth: 'none' })

/** `POST /auth/accept-invitation` (CONTRACT "Accounts by e-mail link"): the invited person's first password; answers a session token. */
export const acceptInvitation = (body: AcceptInvitationBody) => api.post<AcceptInvitationResponse>('/auth/accept-invitation', body, { auth: 'none' })
