/**
 * Background checks (issue 13 §4): a provider buys a check, the vendor (Checkr, or the built-in
 * sandbox) runs it and reports through its signed webhook; the fee and refunds are ledger rows.
 */
export { backgroundCheckRoutes } from './routes'
export { deliverSandboxBackgroundCheckEvents } from './deliver-sandbox-events'
// The demo data buys checks and plays the vendor's messages through the same verbs (api/demo).
export { startBackgroundCheck } from './start-background-check'
export { handleBackgroundCheckWebhook } from './handle-webhook'
export { sandboxVendorOf } from './vendors'
export { rejectBackgroundCheck } from './admin/reject-background-check'
