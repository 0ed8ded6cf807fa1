/**
 * The careers chat (spec 000 §3 "Careers conversation", §7 "Careers" → "Chat"): an organization
 * and a provider who applied to one of its jobs, one thread each, both inboxes and unread counts.
 * New messages and read receipts reach open screens through api/realtime; unread messages are
 * e-mailed and pushed through the notification center under the careers preferences.
 */
export { careersChatRoutes } from "./routes";
export { sendCareersMessage } from "./send-message";
export { startCareersConversation } from "./start-conversation";
// The demo data reads its threads as a person would.
export { markCareersConversationRead } from "./mark-read";
