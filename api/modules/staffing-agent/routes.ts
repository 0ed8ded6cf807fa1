/** The facility's AI staffing agent (spec 000 §7 Facility "Staffing agent"). */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { StaffingAgentBody, StaffingAgentMessages, StaffingAgentMessagesQuery, StaffingAgentReply } from '../../../shared/contracts/staffing-agent'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { listAgentMessages } from './list-messages'
import { sendAgentMessage } from './send-message'

export const staffingAgentRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Staffing agent'] } })
    .use(authPlugin(ctx))
    .post('/facility/staffing-agent', ({ caller, body }) => sendAgentMessage({ ctx, caller, input: body }), {
      asFacility: true,
      body: StaffingAgentBody,
      response: { 200: StaffingAgentReply, 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Talk to the staffing agent',
        description:
          'One message (1–2,000 characters) and its answer, with cards (`type`: shiftCard, jobCard, shiftSummary, npiRequest, preferencesRequest, multiShiftSummary). ' +
          'The agent asks for what a shift request lacks, one question at a time, then shows a priced summary; `confirmViaButton: true` posts it with the rules of `POST /facility/shift` ' +
          '(a rule failure is the answer text). 403 while the "AI staffing agent" flag is off; 429 past 120 messages an hour.',
      },
    })
    .get('/facility/staffing-agent/messages', ({ caller, query }) => listAgentMessages({ ctx, caller, input: query }), {
      asFacility: true,
      query: StaffingAgentMessagesQuery,
      response: { 200: StaffingAgentMessages, 400: ErrorResponse, 403: ErrorResponse },
      detail: { summary: 'My chat with the staffing agent', description: 'Newest first; `page` and `limit` above 0 (limit at most 50, default 20).' },
    })
