/**
 * `GET /careers/facility/conversations/unread-count` and `GET /careers/provider/conversations/unread-count`:
 * the badge on the careers inbox — unread messages from the other side over every thread the
 * caller's side sees, and how many threads have any.
 */
import { and, gt, sql } from "drizzle-orm";
import type { CareersUnreadCount } from "../../../shared/contracts/careers-chat";
import type { AppContext, UserCaller } from "../../context";
import { careersConversations } from "../../db/schema";
import { threadsOfCaller } from "./queries";

export async function countUnreadCareersMessages({
  ctx,
  caller,
}: {
  ctx: AppContext;
  caller: UserCaller;
}): Promise<CareersUnreadCount> {
  const counter =
    caller.kind === "provider"
      ? careersConversations.providerUnreadCount
      : careersConversations.organizationUnreadCount;
  const [row] = await ctx.db.read
    .select({
      count: sql<number>`coalesce(sum(${counter}), 0)`,
      conversations: sql<number>`count(*)`,
    })
    .from(careersConversations)
    .where(and(threadsOfCaller(caller), gt(counter, 0)));
  return {
    count: Number(row?.count ?? 0),
    conversations: Number(row?.conversations ?? 0),
  };
}
