import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { SupportConversation, SupportMessageBody, SupportMessagePage, SupportMessageSent, SupportMessagesQuery } from '../../../../shared/contracts/support'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { escalateMyConversation } from './escalate-my-conversation'
import { listMySupportMessages } from './list-my-support-messages'
import { sendSupportMessage } from './send-support-message'

/** The user's chat with the support assistant (issue 14 §6): always the caller's own conversation. */
export const userSupportRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Support assistant'] } })
    .use(authPlugin(ctx))
    .get('/support-agent/messages', ({ caller, query }) => listMySupportMessages({ ctx, caller, query }), {
      asUser: true,
      query: SupportMessagesQuery,
      response: { 200: SupportMessagePage, 400: ErrorResponse },
      detail: {
        summary: 'My chat with the support assistant',
        description: 'A provider or facility user. The newest message first; `limit` 1–50 (20 by default). `conversation` is null before the first message; `isEscalationEnabled` says a person handles it.',
      },
    })
    .post('/support-agent/messages', async ({ caller, body, set }) => {
      const sent = await sendSupportMessage({ ctx, caller, input: body })
      set.status = 201
      return sent
    }, {
      asUser: true,
      body: SupportMessageBody,
      response: { 201: SupportMessageSent, 400: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Write to the support assistant',
        description:
          '`content` 1–4000 characters, stored trimmed ("Message is required", "Message is too long"). Answers the stored message and, unless a person handles the conversation, the assistant\'s answer (from the help center and my own shifts and payouts; it says so when it does not know). Asking for a person ("talk to a human") hands the conversation to the support team. At most 30 messages a minute (429).',
      },
    })
    .post('/support-agent/escalate', ({ caller }) => escalateMyConversation({ ctx, caller }), {
      asUser: true,
      response: { 200: SupportConversation },
      detail: {
        summary: 'Ask for a person',
        description: 'The conversation becomes human (`isEscalationEnabled`): the assistant says it handed it over and stops answering; the support team replies. Asking again changes nothing.',
      },
    })
