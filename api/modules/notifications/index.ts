/**
 * Notifications: the messages the platform sends (e-mail now; text messages and pushes later)
 * and their outbox. Every message is an `outbox_messages` row first, then goes to the mail server
 * (api/integrations/mail) after its transaction commits, or stays in the outbox when none is
 * configured. The notification center (center/) turns what happens in the marketplace (a hire,
 * a cancellation, a shift coming up, an unread message) into notices on each person's channels:
 * in-app, e-mail, text and push, through jobs written with the change and a scheduler sweep.
 * Imports organizations only (who works at a facility).
 */
export { sendEmail } from './send-email'
export { queueEmail, type EmailMessage, type QueuedEmail } from './queue-email'
export { deliverEmail, emailDeliveriesSettled } from './deliver-email'
export { retryStrandedEmails, retryStrandedTexts } from './retry-stranded-messages'
export { listOutboxMessages } from './list-outbox-messages'
export { notificationCenterRoutes } from './center/routes'
export { scheduleNotification, type NotificationJob } from './center/schedule-notification'
export { deliverDueNotifications } from './center/deliver-due-notifications'
export { APPLICANT_BATCH_MS, UNREAD_MESSAGE_GRACE_MS } from './center/events'
export {
  preferenceRoutes,
  preferencesFor,
  mayNotify,
  mayNotifyIn,
  allowsNotification,
  unsubscribeUrlFor,
  setTextOptIn,
  type NotificationChannel,
  type NotificationKind,
  type NotificationProduct,
} from './preferences'
