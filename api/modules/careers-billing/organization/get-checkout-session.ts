import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { requireCurrentSubscription } from '../queries'
import { checkoutSessionOf } from './checkout-session'

/** `GET /organization/careers/subscription/session`: the checkout session named (else the current subscription's) and its state. */
export async function getCheckoutSession({ ctx, caller, sessionId }: { ctx: AppContext; caller: FacilityCaller; sessionId?: string | undefined }) {
  const sub = sessionId
    ? await ctx.db.read.select().from(careersSubscriptions).where(and(eq(careersSubscriptions.checkoutSessionId, sessionId), eq(careersSubscriptions.organizationId, caller.organizationId))).get()
    : await requireCurrentSubscription(ctx.db.read, caller.organizationId)
  if (!sub) throw new NotFoundError('checkout session')
  return checkoutSessionOf(ctx, sub)
}
