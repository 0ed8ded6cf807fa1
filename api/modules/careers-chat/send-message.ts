/**
 * `POST /careers/{facility|provider}/conversations/{conversationId}/messages {content,
 * clientMessageId?}`: one side writes to the other. The message, the thread's last message and
 * the other side's unread count, the real-time events and the notice for later are one
 * transaction. Answers 201 with the message; a message written offline carries its
 * `clientMessageId`, and sending it again answers 200 with the message stored the first time.
 */
import { and, eq, sql } from "drizzle-orm";
import type {
  CareersMessage,
  SendCareersMessageBody,
} from "../../../shared/contracts/careers-chat";
import type { AppContext, UserCaller } from "../../context";
import { careersConversations, careersMessages } from "../../db/schema";
import { ValidationError } from "../../errors";
import { consumeRateLimits } from "../../lib/rate-limits";
import { publishRealtime } from "../../realtime";
import {
  scheduleNotification,
  UNREAD_MESSAGE_GRACE_MS,
} from "../notifications";
import {
  conversationOfCaller,
  noticeFacilityOf,
  threadUserIds,
} from "./queries";
import { toMessageDto } from "./to-dto";

/** A person types; a script does not: 30 messages a minute is more than anyone writes (as shift messages). */
const SEND_LIMIT_PER_MINUTE = 30;

export interface Sent {
  created: boolean;
  message: CareersMessage;
}

export async function sendCareersMessage({
  ctx,
  caller,
  conversationId,
  input,
}: {
  ctx: AppContext;
  caller: UserCaller;
  conversationId: string;
  input: SendCareersMessageBody;
}): Promise<Sent> {
  const content = input.content.trim();
  if (!content)
    throw ValidationError.field("content", "Message content is required");
  await consumeRateLimits(ctx, [
    {
      key: `careers-message:${caller.userId}`,
      limit: SEND_LIMIT_PER_MINUTE,
      windowMinutes: 1,
      message: "You are sending messages too quickly.",
    },
  ]);
  return ctx.db.write(async (tx) => {
    const thread = await conversationOfCaller(tx, caller, conversationId);
    if (input.clientMessageId) {
      const earlier = await tx
        .select()
        .from(careersMessages)
        .where(
          and(
            eq(careersMessages.conversationId, thread.id),
            eq(careersMessages.clientMessageId, input.clientMessageId),
          ),
        )
        .get();
      if (earlier) return { created: false, message: toMessageDto(earlier) };
    }
    const byProvider = caller.kind === "provider";
    const now = ctx.clock.now();
    const row = await tx
      .insert(careersMessages)
      .values({
        conversationId: thread.id,
        content,
        sentByProvider: byProvider,
        sentByOrganization: !byProvider,
        senderUserId: caller.userId,
        // The writer's side has read its own message.
        readByProvider: byProvider,
        readByOrganization: !byProvider,
        clientMessageId: input.clientMessageId ?? null,
        createdAt: now,
      })
      .returning()
      .get();
    await tx
      .update(careersConversations)
      .set({
        lastMessageId: row.id,
        lastMessageAt: now,
        updatedAt: now,
        ...(byProvider
          ? {
              organizationUnreadCount: sql`${careersConversations.organizationUnreadCount} + 1`,
            }
          : {
              providerUnreadCount: sql`${careersConversations.providerUnreadCount} + 1`,
            }),
      })
      .where(eq(careersConversations.id, thread.id));
    const message = toMessageDto(row);
    await publishRealtime(tx, await threadUserIds(tx, thread), {
      type: "careers.message.new",
      conversationId: thread.id,
      message,
    });
    // E-mail and push when the other side has not read it on a screen after a grace period
    // (skipped at delivery if read by then), one notice for the messages of a grace window.
    const window = Math.floor(now.getTime() / UNREAD_MESSAGE_GRACE_MS);
    const to = byProvider ? await noticeFacilityOf(tx, thread) : null;
    if (!byProvider || to) {
      await scheduleNotification(ctx, tx, {
        event: "CAREERS_NEW_MESSAGE",
        to: to ? { facilityId: to } : { providerId: thread.providerId },
        subjectId: row.id,
        dueAt: new Date(now.getTime() + UNREAD_MESSAGE_GRACE_MS),
        dedupeKey: `careers-message:${thread.id}:${byProvider ? "facility" : "provider"}:${window}`,
      });
    }
    return { created: true, message };
  });
}
