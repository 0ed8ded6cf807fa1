/**
 * Credentials that expire (issue 13 §3): the sweep that reminds a provider 30, 7 and 1 days
 * before a license or a certification lapses. Reads the licenses' and certifications' tables,
 * writes its own `credential_reminders`, and sends through notifications' outbox.
 */
export { remindExpiringCredentials, REMINDER_DAYS } from './remind-expiring-credentials'
export { remindExpiringCredentialsOnSchedule } from './remind-on-schedule'
