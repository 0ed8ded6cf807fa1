/**
 * `PUT /careers/{facility|provider}/conversations/{conversationId}/read`: the caller's side has
 * read every message the other side wrote in the thread; its unread count goes back to 0.
 * Answers the updated thread. Marking again changes nothing; when something was marked, every
 * open screen of the thread hears of it (the read receipt).
 */
import { and, desc, eq } from "drizzle-orm";
import type { CareersConversation } from "../../../shared/contracts/careers-chat";
import type { AppContext, UserCaller } from "../../context";
import { careersConversations, careersMessages } from "../../db/schema";
import { publishRealtime } from "../../realtime";
import { conversationOfCaller, threadUserIds } from "./queries";
import { conversationDto, sideOf } from "./to-dto";

export async function markCareersConversationRead({
  ctx,
  caller,
  conversationId,
}: {
  ctx: AppContext;
  caller: UserCaller;
  conversationId: string;
}): Promise<CareersConversation> {
  return ctx.db.write(async (tx) => {
    const thread = await conversationOfCaller(tx, caller, conversationId);
    const byFacility = caller.kind === "facility";
    const marked = await tx
      .update(careersMessages)
      .set(byFacility ? { readByOrganization: true } : { readByProvider: true })
      .where(
        and(
          eq(careersMessages.conversationId, thread.id),
          byFacility
            ? eq(careersMessages.sentByProvider, true)
            : eq(careersMessages.sentByOrganization, true),
          byFacility
            ? eq(careersMessages.readByOrganization, false)
            : eq(careersMessages.readByProvider, false),
        ),
      )
      .returning({ id: careersMessages.id });
    const counter = byFacility
      ? thread.organizationUnreadCount
      : thread.providerUnreadCount;
    if (marked.length || counter !== 0) {
      await tx
        .update(careersConversations)
        .set(
          byFacility
            ? { organizationUnreadCount: 0 }
            : { providerUnreadCount: 0 },
        )
        .where(eq(careersConversations.id, thread.id));
    }
    if (marked.length) {
      const upTo = await tx
        .select({ id: careersMessages.id })
        .from(careersMessages)
        .where(eq(careersMessages.conversationId, thread.id))
        .orderBy(desc(careersMessages.createdAt), desc(careersMessages.id))
        .limit(1)
        .get();
      await publishRealtime(tx, await threadUserIds(tx, thread), {
        type: "careers.message.read",
        conversationId: thread.id,
        readBy: byFacility ? "facility" : "provider",
        upTo: upTo!.id,
      });
    }
    return conversationDto(tx, thread.id, sideOf(caller));
  });
}
