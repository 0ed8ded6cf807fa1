/**
 * What the marketplace tells people, and on which channels (issue 14 §2). Each event is
 * rendered at delivery from the database as it is then, so a notice never repeats a shift's
 * old time, and a reminder for a shift canceled meanwhile is skipped.
 */
export const NOTIFICATION_EVENTS = [
  'SHIFT_HIRED',
  'SHIFT_REMINDER_48H',
  'SHIFT_REMINDER_24H',
  'SHIFT_CANCELED_BY_FACILITY',
  'SHIFT_CANCELED_BY_PROVIDER',
  'NEW_MESSAGE',
  'NEW_APPLICANTS',
  'APPLICATION_WITHDRAWN',
  'ATTENDANCE_CONFIRMED',
  'ATTENDANCE_ADJUSTED',
  'NO_SHOW',
  'RATING_RECEIVED',
  'PAYOUT_SENT',
  'NEW_MATCHING_SHIFT',
  'APPLICATION_EXPIRED',
  'APPLICATION_REJECTED',
  // The careers chat: heard under the careers preferences (careersEmailOptIn), not the marketplace's.
  'CAREERS_NEW_MESSAGE',
  // A hired provider whose onboarding checklist is incomplete, 7, 3 and 1 days before the shift
  // (scheduled by modules/compliance when each is due).
  'ONBOARDING_REMINDER_7D',
  'ONBOARDING_REMINDER_3D',
  'ONBOARDING_REMINDER_1D',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

export type Channel = 'IN_APP' | 'EMAIL' | 'SMS' | 'PUSH'

/**
 * The channels of each event. SMS is for what cannot wait (a reminder that asks for an answer, a
 * canceled shift); a new message e-mails only when it is still unread after a while.
 */
export const CHANNELS: Record<NotificationEvent, readonly Channel[]> = {
  SHIFT_HIRED: ['IN_APP', 'EMAIL', 'PUSH'],
  SHIFT_REMINDER_48H: ['IN_APP', 'EMAIL', 'PUSH'],
  SHIFT_REMINDER_24H: ['IN_APP', 'EMAIL', 'SMS', 'PUSH'],
  SHIFT_CANCELED_BY_FACILITY: ['IN_APP', 'EMAIL', 'SMS', 'PUSH'],
  SHIFT_CANCELED_BY_PROVIDER: ['IN_APP', 'EMAIL', 'PUSH'],
  NEW_MESSAGE: ['EMAIL', 'PUSH'],
  NEW_APPLICANTS: ['IN_APP', 'EMAIL', 'PUSH'],
  APPLICATION_WITHDRAWN: ['IN_APP', 'EMAIL'],
  ATTENDANCE_CONFIRMED: ['IN_APP', 'PUSH'],
  ATTENDANCE_ADJUSTED: ['IN_APP', 'EMAIL', 'PUSH'],
  NO_SHOW: ['IN_APP', 'EMAIL', 'PUSH'],
  RATING_RECEIVED: ['IN_APP', 'PUSH'],
  PAYOUT_SENT: ['IN_APP', 'EMAIL', 'PUSH'],
  // Many providers hear of one shift: the bell and a push, never an e-mail each.
  NEW_MATCHING_SHIFT: ['IN_APP', 'PUSH'],
  APPLICATION_EXPIRED: ['IN_APP', 'PUSH'],
  // A clear "no" lets a provider plan the day: the bell, a push and an e-mail.
  APPLICATION_REJECTED: ['IN_APP', 'EMAIL', 'PUSH'],
  CAREERS_NEW_MESSAGE: ['EMAIL', 'PUSH'],
  ONBOARDING_REMINDER_7D: ['IN_APP', 'EMAIL', 'PUSH'],
  ONBOARDING_REMINDER_3D: ['IN_APP', 'EMAIL', 'PUSH'],
  // The last chance before the points are lost: a text as well.
  ONBOARDING_REMINDER_1D: ['IN_APP', 'EMAIL', 'SMS', 'PUSH'],
}

/** New applicants are told to the facility once per window, not once per application. */
export const APPLICANT_BATCH_MS = 15 * 60_000

/** A new message waits this long for the recipient to read it on a screen before it is e-mailed. */
export const UNREAD_MESSAGE_GRACE_MS = 2 * 60_000

/** The rendered notice: one title and body for every channel, a longer text for e-mail. */
export interface Rendered {
  title: string
  body: string
  /** The app's path it opens. */
  path: string
  emailText: string
  smsText: string
  /** Notices this one sets going (the reminders before a shift, scheduled with the hire notice). */
  followUps?: { event: NotificationEvent; dueAt: Date; dedupeKey: string }[]
}
