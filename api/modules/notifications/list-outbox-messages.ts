/** The messages sent to one e-mail address or phone number, newest first (`GET /testing/outbox`). */
import { desc, eq } from 'drizzle-orm'
import type { OutboxList } from '../../../shared/contracts/notifications'
import type { AppContext } from '../../context'
import { outboxMessages } from '../../db/schema'
import { normalizeRecipient } from './links'

/** A test follows the last few messages; a recipient with more gets the newest. */
const MOST = 100

export async function listOutboxMessages(ctx: AppContext, { to }: { to: string }): Promise<OutboxList> {
  const rows = await ctx.db.read
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, normalizeRecipient(to)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(MOST)
  return {
    data: rows.map((row) => ({
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      text: row.text,
      links: row.links,
      createdAt: row.createdAt.toISOString(),
    })),
  }
}
