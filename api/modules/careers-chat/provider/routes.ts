/** The careers chat's calls on the provider side (spec 000 §7 "Careers" → "Chat"): `/careers/provider/conversations`. */
import { Elysia, t } from "elysia";
import { ErrorResponse } from "../../../../shared/contracts/auth";
import {
  CareersConversation,
  CareersConversationList,
  CareersConversationsQuery,
  CareersMessage,
  CareersThread,
  CareersThreadQuery,
  CareersUnreadCount,
  SendCareersMessageBody,
  StartProviderCareersConversationBody,
} from "../../../../shared/contracts/careers-chat";
import type { AppContext } from "../../../context";
import { authPlugin } from "../../../plugins/auth";
import { countUnreadCareersMessages } from "../count-unread";
import { getCareersConversation } from "../get-conversation";
import { listCareersConversations } from "../list-conversations";
import { markCareersConversationRead } from "../mark-read";
import { sendCareersMessage } from "../send-message";
import { startCareersConversation } from "../start-conversation";

const ConversationParams = t.Object({
  conversationId: t.String({ maxLength: 64 }),
});

export const providerCareersChatRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ["Careers chat"] } })
    .use(authPlugin(ctx))
    .get(
      "/careers/provider/conversations",
      ({ caller, query }) => listCareersConversations({ ctx, caller, query }),
      {
        asProvider: true,
        query: CareersConversationsQuery,
        response: { 200: CareersConversationList, 400: ErrorResponse },
        detail: {
          summary: "The provider's careers conversations",
          description:
            "With the organizations of the jobs they applied to, newest activity first, each with the last message and `unreadCount` (messages from the organization not yet read); `page`, `pageSize` (20).",
        },
      },
    )
    .post(
      "/careers/provider/conversations",
      async ({ caller, body, set }) => {
        const started = await startCareersConversation({
          ctx,
          caller,
          input: body,
        });
        set.status = started.created ? 201 : 200;
        return started.conversation;
      },
      {
        asProvider: true,
        body: StartProviderCareersConversationBody,
        response: {
          200: CareersConversation,
          201: CareersConversation,
          400: ErrorResponse,
          404: ErrorResponse,
        },
        detail: {
          summary: "Open the conversation with a job's organization",
          description:
            'Name the job (`jobId`) or its organization (`organizationId`); the provider must have applied to a job of that organization. 201 with the new thread, 200 with the one that exists. Otherwise 404 "You can message an organization once you apply to one of its jobs"; neither field: 400 "jobId or organizationId is required".',
        },
      },
    )
    .get(
      "/careers/provider/conversations/unread-count",
      ({ caller }) => countUnreadCareersMessages({ ctx, caller }),
      {
        asProvider: true,
        response: { 200: CareersUnreadCount },
        detail: {
          summary: "Unread careers messages from organizations",
          description:
            "`count` unread messages in `conversations` threads the caller sees: the careers inbox badge.",
        },
      },
    )
    .get(
      "/careers/provider/conversations/:conversationId",
      ({ caller, params, query }) =>
        getCareersConversation({
          ctx,
          caller,
          conversationId: params.conversationId,
          query,
        }),
      {
        asProvider: true,
        params: ConversationParams,
        query: CareersThreadQuery,
        response: {
          200: CareersThread,
          400: ErrorResponse,
          404: ErrorResponse,
        },
        detail: {
          summary: "A careers conversation with its messages",
          description:
            "The thread and a page of `messages`, newest first; `cursor` is the previous page's `nextCursor`, `limit` 1–50 (20). Reading marks nothing read. Another party's thread: 404.",
        },
      },
    )
    .put(
      "/careers/provider/conversations/:conversationId/read",
      ({ caller, params }) =>
        markCareersConversationRead({
          ctx,
          caller,
          conversationId: params.conversationId,
        }),
      {
        asProvider: true,
        params: ConversationParams,
        response: { 200: CareersConversation, 404: ErrorResponse },
        detail: {
          summary: "Mark a careers conversation read",
          description:
            "Every message from the organization is read by the caller's side and `unreadCount` is 0. Answers the thread; the organization's open screens get the read receipt.",
        },
      },
    )
    .post(
      "/careers/provider/conversations/:conversationId/messages",
      async ({ caller, params, body, set }) => {
        const sent = await sendCareersMessage({
          ctx,
          caller,
          conversationId: params.conversationId,
          input: body,
        });
        set.status = sent.created ? 201 : 200;
        return sent.message;
      },
      {
        asProvider: true,
        params: ConversationParams,
        body: SendCareersMessageBody,
        response: {
          200: CareersMessage,
          201: CareersMessage,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
        detail: {
          summary: "Send a careers message",
          description:
            '`content` 1–2000 characters ("Message content is required", "A message can be at most 2000 characters"). 201 with the message: it reaches the organization\'s open screens at once, and their e-mail and push when still unread after two minutes. The same `clientMessageId` again (an offline queue resending): 200 with the message stored the first time. Over 30 messages a minute: 429.',
        },
      },
    );
