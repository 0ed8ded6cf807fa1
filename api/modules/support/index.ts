/**
 * The support assistant (issue 14 §6): `user/` a provider's or facility user's chat with the
 * assistant, which answers from the help center (engine/help-center.ts) and the user's own shifts
 * and payouts, offline, and hands the conversation to a person on request; `admin/` the admin
 * panel's review of the chats (spec 000 §7 "Support agent"), where staff answer as SUPPORT.
 *
 * Real-time delivery hook: `replyAsSupport` and `sendSupportMessage` answer the messages they
 * stored, so whoever publishes to a user's open chat (wired later) calls them and sends what they
 * return; the routes do no more than that.
 */
export { supportRoutes } from './routes'
export { replyAsSupport } from './admin/reply-as-support'
export { sendSupportMessage } from './user/send-support-message'
export { helpCenterEngine, type SupportEngine, type UserFacts } from './engine/engine'
