/**
 * The scheduler's sweep for the sandbox vendor: the events its timeline has made due are posted
 * to our webhook's verb as the vendor would send them (signed raw bodies), and marked delivered
 * once answered. A refused delivery is logged and tried again on the next tick; that case's later
 * events wait for it, other cases go on.
 */
import type { AppContext } from '../../context'
import { handleBackgroundCheckWebhook } from './handle-webhook'
import { sandboxVendorOf } from './vendors'

export async function deliverSandboxBackgroundCheckEvents(ctx: AppContext): Promise<number> {
  const sandbox = sandboxVendorOf(ctx)
  let delivered = 0
  const stuck = new Set<string>()
  for (const due of await sandbox.dueEvents()) {
    if (stuck.has(due.caseId)) continue
    try {
      await handleBackgroundCheckWebhook({ ctx, rawBody: due.rawBody, signature: due.signature })
    } catch (error) {
      ctx.log.warn('the sandbox background-check vendor could not deliver an event', { caseId: due.caseId, step: due.step, error: error instanceof Error ? error.message : String(error) })
      stuck.add(due.caseId)
      continue
    }
    await sandbox.markDelivered(due.caseId, due.step)
    delivered++
  }
  return delivered
}
