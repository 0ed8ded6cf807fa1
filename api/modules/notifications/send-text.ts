/** A queued text through the telephony adapter (Twilio) after the commit that wrote its outbox row. */
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { outboxMessages } from '../../db/schema'
import { telephonyFor } from '../../integrations/telephony'

export interface Text {
  id: string
  to: string
  body: string
}

/** Sends it and records the outcome on its outbox row: SENT with the message id, or FAILED. */
export async function sendText(ctx: AppContext, text: Text): Promise<void> {
  let update: Partial<typeof outboxMessages.$inferInsert>
  try {
    const { sid } = await telephonyFor(ctx).sendText(text.to, text.body)
    update = { status: 'SENT', providerMessageId: sid, sentAt: ctx.clock.now(), attempts: 1 }
  } catch (error) {
    update = { status: 'FAILED', error: error instanceof Error ? error.message : String(error), attempts: 1 }
    ctx.log.warn('a text could not be sent', { outboxMessageId: text.id, error: update.error })
  }
  await ctx.db.write((tx) => tx.update(outboxMessages).set(update).where(and(eq(outboxMessages.id, text.id), eq(outboxMessages.status, 'QUEUED'))))
}
