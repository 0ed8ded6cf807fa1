/** Shift conversations between a facility and the providers of its shifts (spec 000 §3, §7). */
export { conversationRoutes } from './routes'
export { sendMessage } from './send-message'
export { startConversation } from './start-conversation'
