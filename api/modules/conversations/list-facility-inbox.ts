/** `GET /facility/messages`: the threads of the facilities the caller may see (or of one of them), with last message and unread count. */
import type { InboxQuery } from '../../../shared/contracts/conversations'
import type { AppContext, FacilityCaller } from '../../context'
import { conversations } from '../../db/schema'
import { pageRequest } from '../../lib/paging'
import { getFacilityInScope, inLiveCallerScope } from '../organizations'
import { readInbox } from './inbox'

export async function listFacilityInbox({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: InboxQuery }) {
  const db = ctx.db.read
  if (query.facilityId) await getFacilityInScope(db, caller, query.facilityId)
  const where = await inLiveCallerScope(db, caller, { organizationId: conversations.organizationId, facilityId: conversations.facilityId }, query.facilityId)
  return readInbox(ctx, db, where, 'facility', pageRequest(query, 20))
}
