/**
 * The notification-preferences calls (spec 001 §3, §7). One user is named either by the signed
 * token of an e-mail's link (`?token=…`, no sign-in: the public page) or by the signed-in
 * session (the settings pages); the API accepts both on the same paths.
 */
import type { NotificationPreferences, PauseAccountResponse, UpdatePreferencesBody, UserIdResponse } from '@shared/contracts/preferences'
import { api, type RequestOptions } from '../../lib/api'

/** `token`: the e-mail link's token (public page); absent: the signed-in user. */
export type PreferencesSubject = { token: string } | { session: true }

function options(subject: PreferencesSubject): Pick<RequestOptions, 'auth' | 'query'> {
  return 'token' in subject ? { auth: 'none', query: { token: subject.token } } : { auth: 'user' }
}

export const preferencesKey = (subject: PreferencesSubject) => ['notification-preferences', 'token' in subject ? subject.token : 'session'] as const

export const readPreferences = (subject: PreferencesSubject) => api.get<NotificationPreferences>('/user-preferences', options(subject))

export const savePreferences = (subject: PreferencesSubject, body: UpdatePreferencesBody) =>
  api.put<UserIdResponse>('/user-preferences', body, options(subject))

export const setPaused = (subject: PreferencesSubject, isPaused: boolean) =>
  api.put<PauseAccountResponse>('/user-preferences/pause-account', { isPaused }, options(subject))

/** Both apps' e-mails off; text messages are left as they are. */
export const unsubscribeFromEmails = (subject: PreferencesSubject) =>
  api.put<UserIdResponse>('/unsubscribe-to-notifications', { marketplaceEmailOptIn: false, careersEmailOptIn: false }, options(subject))
