/** The careers chat's calls on the facility side (spec 000 §7 "Careers" → "Chat"): `/careers/facility/conversations`. */
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
  StartFacilityCareersConversationBody,
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

export const facilityCareersChatRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ["Careers chat"] } })
    .use(authPlugin(ctx))
    .get(
      "/careers/facility/conversations",
      ({ caller, query }) => listCareersConversations({ ctx, caller, query }),
      {
        asFacility: true,
        query: CareersConversationsQuery,
        response: { 200: CareersConversationList, 400: ErrorResponse },
        detail: {
          summary: "The organization's careers conversations",
          description:
            "With the applicants of its jobs (a MEMBER limited to facilities: applicants of jobs at those facilities), newest activity first, each with the last message and `unreadCount` (messages from the provider not yet read); `page`, `pageSize` (20).",
        },
      },
    )
    .post(
      "/careers/facility/conversations",
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
        asFacility: true,
        body: StartFacilityCareersConversationBody,
        response: {
          200: CareersConversation,
          201: CareersConversation,
          400: ErrorResponse,
          404: ErrorResponse,
        },
        detail: {
          summary: "Open the conversation with an applicant",
          description:
            'With a provider who applied to one of the organization\'s jobs (that `jobId` when given): 201 with the new thread, 200 with the one that exists (one per organization and provider). Anyone else: 404 "You can message a provider once they apply to one of your jobs".',
        },
      },
    )
    .get(
      "/careers/facility/conversations/unread-count",
      ({ caller }) => countUnreadCareersMessages({ ctx, caller }),
      {
        asFacility: true,
        response: { 200: CareersUnreadCount },
        detail: {
          summary: "Unread careers messages from applicants",
          description:
            "`count` unread messages in `conversations` threads the caller sees: the careers inbox badge.",
        },
      },
    )
    .get(
      "/careers/facility/conversations/:conversationId",
      ({ caller, params, query }) =>
        getCareersConversation({
          ctx,
          caller,
          conversationId: params.conversationId,
          query,
        }),
      {
        asFacility: true,
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
      "/careers/facility/conversations/:conversationId/read",
      ({ caller, params }) =>
        markCareersConversationRead({
          ctx,
          caller,
          conversationId: params.conversationId,
        }),
      {
        asFacility: true,
        params: ConversationParams,
        response: { 200: CareersConversation, 404: ErrorResponse },
        detail: {
          summary: "Mark a careers conversation read",
          description:
            "Every message from the provider is read by the caller's side and `unreadCount` is 0. Answers the thread; the provider's open screens get the read receipt.",
        },
      },
    )
    .post(
      "/careers/facility/conversations/:conversationId/messages",
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
        asFacility: true,
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
            '`content` 1–2000 characters ("Message content is required", "A message can be at most 2000 characters"). 201 with the message: it reaches the provider\'s open screens at once, and their e-mail and push when still unread after two minutes. The same `clientMessageId` again (an offline queue resending): 200 with the message stored the first time. Over 30 messages a minute: 429.',
        },
      },
    );
