/**
 * Notification preferences (issue 14 §3; spec 001 §3, §5, §6, §7 "Notification preferences"):
 * what each user wants to hear about, by which channel, for which app, and the signed links in
 * every e-mail that open or change them. Also the e-mail campaign click (spec 000 §7).
 */
export { preferenceRoutes } from './routes'
export { preferencesFor } from './effective-preferences'
export { mayNotify, mayNotifyIn, channelsAllowedIn, allowsNotification, type NotificationChannel, type NotificationKind, type NotificationProduct } from './may-notify'
export { unsubscribeUrlFor, preferencesToken } from './link-tokens'
export { setTextOptIn } from './set-text-opt-in'
