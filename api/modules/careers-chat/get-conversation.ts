/**
 * `GET /careers/{facility|provider}/conversations/{conversationId}`: the thread and a page of its
 * messages, newest first, by an opaque (time, id) cursor; `limit` 1–50, 20 by default (spec 000
 * §5, §9). Reading does not mark anything read: the screen says so with `PUT …/read`.
 */
import { and, desc, eq, lt, or } from "drizzle-orm";
import type {
  CareersThread,
  CareersThreadQuery,
} from "../../../shared/contracts/careers-chat";
import type { AppContext, UserCaller } from "../../context";
import { careersMessages } from "../../db/schema";
import { ValidationError } from "../../errors";
import { conversationOfCaller } from "./queries";
import { conversationDto, sideOf, toMessageDto } from "./to-dto";

const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.getTime()}|${row.id}`).toString("base64url");

function decodeCursor(cursor: string): { time: Date; id: string } {
  const [time, id, ...rest] = Buffer.from(cursor, "base64url")
    .toString()
    .split("|");
  const ms = Number(time);
  if (!id || rest.length || !Number.isSafeInteger(ms))
    throw ValidationError.field("cursor", "cursor is not valid");
  return { time: new Date(ms), id };
}

export async function getCareersConversation({
  ctx,
  caller,
  conversationId,
  query,
}: {
  ctx: AppContext;
  caller: UserCaller;
  conversationId: string;
  query: CareersThreadQuery;
}): Promise<CareersThread> {
  const limit = query.limit ?? 20;
  const before = query.cursor ? decodeCursor(query.cursor) : null;
  const db = ctx.db.read;
  const thread = await conversationOfCaller(db, caller, conversationId);
  const rows = await db
    .select()
    .from(careersMessages)
    .where(
      and(
        eq(careersMessages.conversationId, thread.id),
        before
          ? or(
              lt(careersMessages.createdAt, before.time),
              and(
                eq(careersMessages.createdAt, before.time),
                lt(careersMessages.id, before.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(careersMessages.createdAt), desc(careersMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    ...(await conversationDto(db, thread.id, sideOf(caller))),
    messages: page.map(toMessageDto),
    nextCursor:
      rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}
