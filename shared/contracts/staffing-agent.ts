/**
 * The facility's AI staffing agent (spec 000 §7 Facility "Staffing agent": `POST
 * /facility/staffing-agent` (message, confirmViaButton), `GET /facility/staffing-agent/messages`
 * (page, limit, "above 0" — spec 000 §5); spec 001 §3 "AI agent chat card types": shift card, job
 * card, shift summary, NPI request, preferences request, multi-shift summary).
 *
 * A message is shaped like the support agent's (spec 000 §3: llmMessageId, content, timeSent,
 * sentBy; sender kinds USER, LLM — spec 001 §6) plus `cards`: what the app draws under the text,
 * each with a `type` discriminator. Money as everywhere: dollars in the seed's names, integer
 * cents in `…InCents` beside them.
 */
import { Type, type Static } from '@sinclair/typebox'
import { PROVIDER_TYPES } from '../enums'
import { literalUnion } from './literal-union'
import { Pagination } from './paging'

/** Spec 000 §5 leaves the length open; 2,000 characters is a long chat message, and bounds the work. */
export const AGENT_MESSAGE_MAX = 2000

export const StaffingAgentBody = Type.Object({
  message: Type.String({
    minLength: 1,
    maxLength: AGENT_MESSAGE_MAX,
    pattern: '\\S',
    messages: {
      required: 'Message is required',
      type: 'Message is required',
      minLength: 'Message is required',
      pattern: 'Message is required',
      maxLength: `Message must be ${AGENT_MESSAGE_MAX.toLocaleString('en-US')} characters or less`,
    },
  }),
  /** True when the user pressed the summary card's Confirm button: post the shifts waiting for it. */
  confirmViaButton: Type.Optional(Type.Boolean({ messages: { default: 'confirmViaButton must be true or false' } })),
})
export type StaffingAgentBody = Static<typeof StaffingAgentBody>

export const StaffingAgentMessagesQuery = Type.Object({
  page: Type.Optional(
    Type.Number({ minimum: 1, maximum: 1_000_000, multipleOf: 1, default: 1, messages: { minimum: 'Page must be greater than 0', maximum: 'Page must be at most 1,000,000', default: 'Page must be a whole number greater than 0' } }),
  ),
  limit: Type.Optional(
    // Spec 000 §5/§9: message pages hold 1 to 50 (default 20).
    Type.Number({ minimum: 1, maximum: 50, multipleOf: 1, default: 20, messages: { minimum: 'Limit must be greater than 0', maximum: 'Limit must be at most 50', default: 'Limit must be a whole number greater than 0' } }),
  ),
})
export type StaffingAgentMessagesQuery = Static<typeof StaffingAgentMessagesQuery>

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
const Dollars = (description: string) => Type.Number({ description: `${description}, dollars` })
const Cents = (description: string) => Type.Integer({ description: `${description}, integer cents` })

const CardFacility = Type.Object({ facilityId: Type.String(), name: Type.String(), address: Type.String(), timeZone: Type.String() })

/** One shift of a summary: one date and time slot, `quantity` seats, priced as the post prices it. */
export const AgentShiftLine = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD in the facility time zone' }),
  startTime: Type.String({ description: 'HH:mm' }),
  endTime: Type.String({ description: 'HH:mm' }),
  quantity: Type.Integer(),
  quantityOfHours: Type.Number(),
  /** Per seat. */
  providerEarnings: Dollars('What one provider earns'),
  shiftFee: Dollars("The platform's fee on one seat"),
  /** All seats of this line. */
  total: Dollars('What the facility pays for this line'),
  totalInCents: Cents('What the facility pays for this line'),
})
export type AgentShiftLine = Static<typeof AgentShiftLine>

const summaryFields = {
  facility: CardFacility,
  providerType: literalUnion(PROVIDER_TYPES),
  title: Type.String(),
  rate: Dollars('Provider hourly rate'),
  rateInCents: Cents('Provider hourly rate'),
  percentageFee: Type.Number({ description: "The organization's fee, percent" }),
  lunchBreakMinutes: Type.Integer(),
  isLunchBreakPaid: Type.Boolean(),
  software: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  shifts: Type.Array(AgentShiftLine),
  total: Dollars('What the facility pays for every shift of the summary'),
  totalInCents: Cents('What the facility pays for every shift of the summary'),
  /** True while it waits for the Confirm button (`confirmViaButton: true`). */
  awaitingConfirmation: Type.Boolean(),
}

/** A draft of one shift (one date and slot), ready to post. */
export const ShiftSummaryCard = Type.Object({ type: Type.Literal('shiftSummary'), ...summaryFields })
/** A draft of several shifts (several dates), ready to post in one go. */
export const MultiShiftSummaryCard = Type.Object({ type: Type.Literal('multiShiftSummary'), ...summaryFields })

/** A posted shift group, as the agent shows one it posted or found. */
export const ShiftCard = Type.Object({
  type: Type.Literal('shiftCard'),
  shiftGroupId: Type.String(),
  title: Type.String(),
  facility: CardFacility,
  providerType: literalUnion(PROVIDER_TYPES),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  rate: Dollars('Provider hourly rate'),
  quantity: Type.Integer(),
  openSeats: Type.Integer(),
  applicantsCount: Type.Integer({ description: 'Applications awaiting a decision' }),
  status: Type.String({ description: 'OPEN, CLOSED or CANCELED' }),
})

/** A careers job (the careers job board is not built yet: the built-in engine sends none). */
export const JobCard = Type.Object({
  type: Type.Literal('jobCard'),
  jobId: Type.String(),
  title: Type.String(),
  status: Type.String(),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  numberOfApplicants: Type.Integer(),
})

/** The facility's NPI must be verified first (auto-hire needs it): `POST /facility/{facilityId}/validate-npi`. */
export const NpiRequestCard = Type.Object({
  type: Type.Literal('npiRequest'),
  facilityId: Type.String(),
  facilityName: Type.String(),
  reason: Type.String(),
})

/** Shift preferences the post needs and the facility has not set (`PUT /facility/{facilityId}/preferences`, or named in the chat). */
export const PreferencesRequestCard = Type.Object({
  type: Type.Literal('preferencesRequest'),
  facilityId: Type.String(),
  facilityName: Type.String(),
  missing: Type.Array(literalUnion(['software', 'specialties', 'languages'] as const)),
})

export const AgentCard = Type.Union([ShiftCard, JobCard, ShiftSummaryCard, NpiRequestCard, PreferencesRequestCard, MultiShiftSummaryCard])
export type AgentCard = Static<typeof AgentCard>
export type ShiftSummaryCard = Static<typeof ShiftSummaryCard>
export type MultiShiftSummaryCard = Static<typeof MultiShiftSummaryCard>
export type ShiftCard = Static<typeof ShiftCard>

export const AGENT_SENDERS = ['USER', 'LLM'] as const
export type AgentSender = (typeof AGENT_SENDERS)[number]

export const StaffingAgentMessage = Type.Object({
  llmMessageId: Type.String(),
  content: Type.String(),
  timeSent: Type.String({ description: 'ISO 8601, UTC' }),
  sentBy: literalUnion(AGENT_SENDERS),
  cards: Type.Array(AgentCard),
})
export type StaffingAgentMessage = Static<typeof StaffingAgentMessage>

/** `POST /facility/staffing-agent`: the user's message as stored, and the agent's answer. */
export const StaffingAgentReply = Type.Object({ sent: StaffingAgentMessage, reply: StaffingAgentMessage })
export type StaffingAgentReply = Static<typeof StaffingAgentReply>

/** `GET /facility/staffing-agent/messages`: newest first. */
export const StaffingAgentMessages = Type.Object({ data: Type.Array(StaffingAgentMessage), pagination: Pagination })
export type StaffingAgentMessages = Static<typeof StaffingAgentMessages>
