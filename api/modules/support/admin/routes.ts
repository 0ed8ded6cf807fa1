import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import {
  ChatHistories,
  ChatHistoriesQuery,
  ChatUserParams,
  EscalateChatBody,
  SupportConversation,
  SupportMessage,
  SupportMessageBody,
  SupportMessagePage,
  SupportMessagesQuery,
} from '../../../../shared/contracts/support'
import type { AppContext } from '../../../context'
import { RealtimeTicket } from '../../../../shared/contracts/conversations'
import { authPlugin } from '../../../plugins/auth'
import { supportInboxTicket } from './support-inbox-ticket'
import { listChatHistories } from './list-chat-histories'
import { listChatMessages } from './list-chat-messages'
import { replyAsSupport } from './reply-as-support'
import { setChatEscalation } from './set-chat-escalation'

/** The admin panel's review of support-assistant chats (spec 000 §7 "Support agent"): ADMIN, OPERATIONS and SUPPORT. */
export const adminSupportRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Support assistant', 'Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/support-agent/chat-histories', ({ caller, query }) => listChatHistories({ ctx, caller, query }), {
      asTeam: true,
      query: ChatHistoriesQuery,
      response: { 200: ChatHistories, 400: ErrorResponse },
      detail: {
        summary: 'Support-assistant conversations',
        description:
          'Any team role. The latest activity first, `limit` 10 by default. `conversationType` human (a person handles it) | ai | all; `userType` all | facility | provider; `search` matches the user\'s name or e-mail.',
      },
    })
    .get('/admin-panel/support-agent/chat-histories/messages/:userId', ({ caller, params, query }) => listChatMessages({ ctx, caller, userId: params.userId, query }), {
      asTeam: true,
      params: ChatUserParams,
      query: SupportMessagesQuery,
      response: { 200: SupportMessagePage, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "A user's conversation with the support assistant",
        description: 'Any team role. The newest message first, `limit` 1–50 (20 by default); empty with `conversation: null` when the user never wrote. Unknown user: 404.',
      },
    })
    .put('/admin-panel/support-agent/chat-histories/escalate/:userId', ({ caller, params, body }) => setChatEscalation({ ctx, caller, userId: params.userId, input: body }), {
      asTeam: true,
      params: ChatUserParams,
      body: EscalateChatBody,
      response: { 200: SupportConversation, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Take a conversation over, or hand it back to the assistant',
        description: 'Any team role. `isEscalationEnabled` true: a person handles it and the assistant stops answering; false: the assistant answers again. Audited.',
      },
    })
    .get('/admin-panel/support-agent/realtime-ticket', ({ caller }) => supportInboxTicket({ ctx, caller }), {
      asTeam: true,
      response: { 200: RealtimeTicket },
      detail: {
        summary: "A ticket for the support inbox's real-time socket",
        description:
          'Any team role. Opens `GET /api/realtime?ticket=…` (WebSocket) within `expiresIn` seconds, as `GET /user/create-ticket` does for users; the socket then sends `support.inbox` events (`userId`, `messages`, and `conversation` when its state changed) whenever a user writes or asks for a person, or a colleague answers or hands a conversation back.',
      },
    })
    .post('/admin-panel/support-agent/chat-histories/:userId/messages', async ({ caller, params, body, set }) => {
      const message = await replyAsSupport({ ctx, caller, userId: params.userId, input: body })
      set.status = 201
      return message
    }, {
      asTeam: true,
      params: ChatUserParams,
      body: SupportMessageBody,
      response: { 201: SupportMessage, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Answer a user as the support team',
        description:
          'Any team role. `content` 1–4000 characters, stored trimmed, sent by SUPPORT. The conversation becomes human (the assistant stops answering) and the user is e-mailed. Audited.',
      },
    })
