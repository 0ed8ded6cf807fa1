/**
 * `GET /careers/facility/conversations` and `GET /careers/provider/conversations`: the caller's
 * side's threads, newest activity first, each with its last message and the caller's unread
 * count (spec 000 §3 "Careers conversation"); paged by `page` and `pageSize` (20).
 */
import { sql } from "drizzle-orm";
import type {
  CareersConversationList,
  CareersConversationsQuery,
} from "../../../shared/contracts/careers-chat";
import type { AppContext, UserCaller } from "../../context";
import { careersConversations } from "../../db/schema";
import { pageRequest, pagination } from "../../lib/paging";
import { threadsOfCaller } from "./queries";
import { readConversations, sideOf } from "./to-dto";

export async function listCareersConversations({
  ctx,
  caller,
  query,
}: {
  ctx: AppContext;
  caller: UserCaller;
  query: CareersConversationsQuery;
}): Promise<CareersConversationList> {
  const db = ctx.db.read;
  const request = pageRequest(query, 20);
  const where = threadsOfCaller(caller);
  const [total] = await db
    .select({ n: sql<number>`count(*)` })
    .from(careersConversations)
    .where(where);
  const data = await readConversations(db, where, sideOf(caller), {
    limit: request.pageSize,
    offset: request.offset,
  });
  return { data, pagination: pagination(request, total?.n ?? 0) };
}
