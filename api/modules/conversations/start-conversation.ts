/**
 * `POST /conversations`: opens (or finds) the thread between a facility and a provider who share
 * a shift or an application (spec 000 §7 "Shift conversations"). A facility user names the
 * provider and the facility; a provider names the facility. Anyone else gets 404, as for an id
 * that does not exist.
 */
import { and, eq } from 'drizzle-orm'
import type { Conversation, StartConversationBody } from '../../../shared/contracts/conversations'
import type { AppContext, UserCaller } from '../../context'
import { conversations, facilities } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors'
import { getFacilityInScope } from '../organizations'
import { shareAShift } from './queries'

/** One answer for every "not connected" case, so a provider cannot tell a facility that exists from one that does not. */
const notConnected = () => new NotFoundError('conversation', 'You can message a facility or a provider once you share a shift or an application')

export async function startConversation({ ctx, caller, input }: { ctx: AppContext; caller: UserCaller; input: StartConversationBody }): Promise<Conversation> {
  if (!input.facilityId) throw ValidationError.field('facilityId', 'facilityId is required')
  if (caller.kind === 'facility' && !input.providerId) throw ValidationError.field('providerId', 'providerId is required')
  const facilityId = input.facilityId
  return ctx.db.write(async (tx) => {
    let organizationId: string
    let providerId: string
    if (caller.kind === 'facility') {
      organizationId = (await getFacilityInScope(tx, caller, facilityId)).organizationId
      providerId = input.providerId!
    } else {
      const facility = await tx.select({ organizationId: facilities.organizationId }).from(facilities).where(eq(facilities.id, facilityId)).get()
      if (!facility) throw notConnected()
      organizationId = facility.organizationId
      // A provider speaks for themself only: naming anyone else is asking about a stranger.
      if (input.providerId !== undefined && input.providerId !== caller.providerId) throw notConnected()
      providerId = caller.providerId
    }
    if (!(await shareAShift(tx, facilityId, providerId))) throw notConnected()
    const existing = await tx.select().from(conversations).where(and(eq(conversations.facilityId, facilityId), eq(conversations.providerId, providerId))).get()
    const row = existing ?? (await tx.insert(conversations).values({ organizationId, facilityId, providerId, createdAt: ctx.clock.now() }).returning().get())
    return { id: row.id, providerId: row.providerId, facilityId: row.facilityId, lastMessageId: row.lastMessageId }
  })
}

