import { Elysia, t } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import {
  Conversation,
  Inbox,
  InboxQuery,
  MarkAsReadResponse,
  Message,
  MessagesPage,
  MessagesQuery,
  ProviderInboxQuery,
  SendMessageBody,
  StartConversationBody,
  UnreadCount,
} from '../../../shared/contracts/conversations'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { attachFileToMessage } from './attach-file'
import { countUnreadMessages } from './count-unread'
import { listFacilityInbox } from './list-facility-inbox'
import { listMessages } from './list-messages'
import { listProviderInbox } from './list-provider-inbox'
import { markMessageRead } from './mark-message-read'
import { sendMessage } from './send-message'
import { startConversation } from './start-conversation'

const ConversationParams = t.Object({ conversationId: t.String({ maxLength: 64 }) })
const MessageParams = t.Object({ messageId: t.String({ maxLength: 64 }) })

export const conversationRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Conversations'] } })
    .use(authPlugin(ctx))
    .post('/conversations', ({ caller, body }) => startConversation({ ctx, caller, input: body }), {
      asUser: true,
      body: StartConversationBody,
      response: { 200: Conversation, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Open the conversation with a provider or a facility',
        description: 'Between a facility and a provider who share a shift or an application (the same thread when it exists). A facility user sends `facilityId` and `providerId`; a provider sends `facilityId`. Anyone else: 404.',
      },
    })
    .get('/conversations/:conversationId/get-messages', ({ caller, params, query }) => listMessages({ ctx, caller, conversationId: params.conversationId, query }), {
      asUser: true,
      params: ConversationParams,
      query: MessagesQuery,
      response: { 200: MessagesPage, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "A conversation's messages", description: 'Newest first; `cursor` is the previous page\'s `nextCursor`; `limit` 1–50 (20).' },
    })
    .post('/conversations/:conversationId/messages', ({ caller, params, body }) => sendMessage({ ctx, caller, conversationId: params.conversationId, input: body }), {
      asUser: true,
      params: ConversationParams,
      body: SendMessageBody,
      response: { 200: Message, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      detail: { summary: 'Send a message', description: 'Reaches the other side at once on its open screens. `clientMessageId` makes a resend (offline queue) store the message once.' },
    })
    .post('/messages/:messageId/mark-as-read', ({ caller, params }) => markMessageRead({ ctx, caller, messageId: params.messageId }), {
      asUser: true,
      params: MessageParams,
      response: { 200: MarkAsReadResponse, 404: ErrorResponse },
      detail: { summary: 'Mark a message (and the earlier ones) as read', description: 'For the caller\'s side; the other side sees the read receipt.' },
    })
    .post(
      '/files/upload/messages/:messageId',
      ({ caller, params, query, request }) => attachFileToMessage({ ctx, caller, messageId: params.messageId, request, filename: query.filename }),
      {
        asUser: true,
        // The body is the file itself, read as a bounded stream by the verb.
        parse: 'none',
        params: MessageParams,
        query: t.Object({ filename: t.Optional(t.String({ maxLength: 200 })) }),
        response: { 200: Message, 400: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse, 422: ErrorResponse },
        detail: {
          summary: 'Attach a file to my message',
          description: "The raw bytes with the file's `Content-Type` (PDF, JPEG, PNG or HEIC, at most 10 MB), `?filename=` to name it; at most 5 files a message, only on a message my side wrote. Answers the message with its attachments (signed links that expire after an hour).",
        },
      },
    )
    .get('/facility/messages', ({ caller, query }) => listFacilityInbox({ ctx, caller, query }), {
      asFacility: true,
      query: InboxQuery,
      response: { 200: Inbox, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "The facility's conversations", description: 'Of the facilities the caller may see (or `facilityId`), with the last message and the unread count; latest activity first.' },
    })
    .get('/facility/messages/count', ({ caller }) => countUnreadMessages({ ctx, caller }), {
      asFacility: true,
      response: { 200: UnreadCount },
      detail: { summary: 'Unread messages from providers' },
    })
    .get('/provider/messages', ({ caller, query }) => listProviderInbox({ ctx, caller, query }), {
      asProvider: true,
      query: ProviderInboxQuery,
      response: { 200: Inbox, 400: ErrorResponse },
      detail: { summary: "The provider's conversations", description: 'With the facilities of their shifts and applications, the last message and the unread count; latest activity first.' },
    })
    .get('/provider/messages/count', ({ caller }) => countUnreadMessages({ ctx, caller }), {
      asProvider: true,
      response: { 200: UnreadCount },
      detail: { summary: 'Unread messages from facilities' },
    })
