/** `GET /provider/messages`: the provider's threads with facilities, last message and unread count. */
import { eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../context'
import { conversations } from '../../db/schema'
import { pageRequest } from '../../lib/paging'
import { readInbox } from './inbox'

export async function listProviderInbox({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: { page?: number; pageSize?: number } }) {
  return readInbox(ctx, ctx.db.read, eq(conversations.providerId, caller.providerId), 'provider', pageRequest(query, 20))
}
