/** Real-time delivery to users' open sockets (tabs and devices), across server processes. */
export { forgetDeliveredRealtimeEvents, publishRealtime, SUPPORT_INBOX, type RealtimeEvent } from './events'
export { realtimeHubOf, type RealtimeHub, type RealtimeSocket } from './hub'
export { realtimeRoutes } from './routes'
export { issueRealtimeTicket, userOfRealtimeTicket } from './tickets'
