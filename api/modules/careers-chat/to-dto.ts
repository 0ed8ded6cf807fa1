/** Rows → the contract's shapes (shared/contracts/careers-chat.ts); "organization" is "facility" in the flags. */
import { desc, eq, inArray, type SQL } from "drizzle-orm";
import type {
  CareersConversation,
  CareersMessage,
} from "../../../shared/contracts/careers-chat";
import type { Tx } from "../../db/client";
import {
  careersConversations,
  careersMessages,
  jobs,
  organizations,
  providers,
  users,
} from "../../db/schema";

export type CareersMessageRow = typeof careersMessages.$inferSelect;
export type Side = "facility" | "provider";

export function toMessageDto(row: CareersMessageRow): CareersMessage {
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    content: row.content,
    sentByProvider: row.sentByProvider,
    sentByFacility: row.sentByOrganization,
    readByProvider: row.readByProvider,
    readByFacility: row.readByOrganization,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Threads matching `where` as the contract shows them to `side`, newest activity first; threads
 * without a message yet last, newest opened first (ids are time-ordered). The order is the
 * `(organization_id | provider_id, last_message_at)` indexes' own.
 */
export async function readConversations(
  db: Tx,
  where: SQL | undefined,
  side: Side,
  page?: { limit: number; offset: number },
): Promise<CareersConversation[]> {
  const query = db
    .select({
      conversation: careersConversations,
      organizationName: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      jobTitle: jobs.title,
    })
    .from(careersConversations)
    .innerJoin(
      organizations,
      eq(organizations.id, careersConversations.organizationId),
    )
    .innerJoin(providers, eq(providers.id, careersConversations.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(jobs, eq(jobs.id, careersConversations.jobId))
    .where(where)
    .orderBy(
      desc(careersConversations.lastMessageAt),
      desc(careersConversations.id),
    );
  const rows = page
    ? await query.limit(page.limit).offset(page.offset)
    : await query;
  const lastIds = rows
    .map((r) => r.conversation.lastMessageId)
    .filter((id): id is string => id !== null);
  const lasts = new Map(
    (lastIds.length
      ? await db
          .select()
          .from(careersMessages)
          .where(inArray(careersMessages.id, lastIds))
      : []
    ).map((m) => [m.id, m]),
  );
  return rows.map(
    ({
      conversation: c,
      organizationName,
      firstName,
      lastName,
      image,
      jobTitle,
    }) => {
      const last = c.lastMessageId ? lasts.get(c.lastMessageId) : undefined;
      return {
        conversationId: c.id,
        providerId: c.providerId,
        organizationId: c.organizationId,
        jobId: c.jobId,
        jobTitle: jobTitle ?? null,
        providerName: `${firstName} ${lastName}`,
        providerAvatarUrl: image ?? null,
        organizationName,
        lastMessage: last ? toMessageDto(last) : null,
        unreadCount:
          side === "facility"
            ? c.organizationUnreadCount
            : c.providerUnreadCount,
        lastMessageAt: c.lastMessageAt ? c.lastMessageAt.toISOString() : null,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      };
    },
  );
}

/** One thread as `side` sees it (the caller's access is checked before). */
export async function conversationDto(
  db: Tx,
  conversationId: string,
  side: Side,
): Promise<CareersConversation> {
  const [dto] = await readConversations(
    db,
    eq(careersConversations.id, conversationId),
    side,
  );
  return dto!;
}

export const sideOf = (caller: { kind: "provider" | "facility" }): Side =>
  caller.kind === "provider" ? "provider" : "facility";
