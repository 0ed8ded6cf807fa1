/**
 * Notifications: the messages the platform sends (e-mail now; text messages and pushes later)
 * and their outbox. Every message is an `outbox_messages` row first, then goes to the mail server
 * (api/integrations/mail) after its transaction commits, or stays in the outbox when none is
 * configured. Imports no other module.
 */
export { sendEmail } from './send-email'
export { queueEmail, type EmailMessage, type QueuedEmail } from './queue-email'
export { deliverEmail, emailDeliveriesSettled } from './deliver-email'
export { listOutboxMessages } from './list-outbox-messages'
