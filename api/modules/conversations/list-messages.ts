/**
 * `GET /conversations/{conversationId}/get-messages`: a page of a thread, newest first, by an
 * opaque (time, id) cursor; `limit` 1–50, 20 by default (spec 000 §5, §9).
 */
import { and, desc, eq, lt, or } from 'drizzle-orm'
import type { MessagesPage, MessagesQuery } from '../../../shared/contracts/conversations'
import type { AppContext, UserCaller } from '../../context'
import { messages } from '../../db/schema'
import { ValidationError } from '../../errors'
import { conversationOfCaller, pairKey, pairsWithUpcomingShift } from './queries'
import { attachmentsOf, toMessageDto } from './to-dto'

const encodeCursor = (row: { timeSent: Date; id: string }) => Buffer.from(`${row.timeSent.getTime()}|${row.id}`).toString('base64url')

function decodeCursor(cursor: string): { time: Date; id: string } {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|')
  const ms = Number(time)
  if (!id || rest.length || !Number.isSafeInteger(ms)) throw ValidationError.field('cursor', 'cursor is not valid')
  return { time: new Date(ms), id }
}

export async function listMessages({ ctx, caller, conversationId, query }: { ctx: AppContext; caller: UserCaller; conversationId: string; query: MessagesQuery }): Promise<MessagesPage> {
  const limit = query.limit ?? 20
  const after = query.cursor ? decodeCursor(query.cursor) : null
  const db = ctx.db.read
  const thread = await conversationOfCaller(db, caller, conversationId)
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, thread.id),
        after ? or(lt(messages.timeSent, after.time), and(eq(messages.timeSent, after.time), lt(messages.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(messages.timeSent), desc(messages.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const upcoming = (await pairsWithUpcomingShift(db, [thread], ctx.clock.now())).has(pairKey(thread))
  const attachments = await attachmentsOf(ctx, db, page.map((row) => row.id))
  return { data: page.map((row) => toMessageDto(row, upcoming, attachments.get(row.id))), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null }
}
