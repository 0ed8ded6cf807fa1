/** Calls and texts through Twilio (or the sandbox): masked calls, and providers' text replies (issue 14 §4). */
export { phoneRoutes } from './routes'
