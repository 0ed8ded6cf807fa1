/**
 * The language-model engine (`AGENT_LLM_URL`…): the model reads the conversation and calls the
 * agent's tools — the same steps the built-in engine takes (update the shift request, count
 * applicants, list open shifts, drop the request). The tools run here, in the caller's scope; the
 * model never posts: the summary card and the Confirm button stay the only way to post. Its
 * arguments are checked like any input (a date that is not `YYYY-MM-DD` is ignored and asked
 * again). At most a few rounds per message; an unreachable model is the caller's to handle
 * (`LlmUnavailableError`: the built-in engine answers instead).
 */
import { PROVIDER_TYPES, type ProviderType } from '../../../shared/enums'
import type { AgentCard } from '../../../shared/contracts/staffing-agent'
import type { AppContext, FacilityCaller } from '../../context'
import type { StaffingAgentDraftFields } from '../../db/schema'
import type { AgentLlmConfig } from '../../config'
import { llmClientFor, type LlmMessage, type LlmTool } from '../../integrations/llm'
import type { ShiftRequestPatch, ShiftsRange } from './parse-message'
import { answerApplicants, answerOpenShifts } from './questions'
import { advanceShiftRequest, facilityOf, matchFacility, todayFor, type AgentAnswer, type FacilityRow } from './shift-request'

const ROUNDS = 4
const RANGES: ShiftsRange[] = ['today', 'tomorrow', 'thisWeek', 'nextWeek', 'upcoming']
const facilityArg = { type: 'string', description: "The facility's name or street, as the user said it" }

export const AGENT_TOOLS: LlmTool[] = [
  {
    type: 'function',
    function: {
      name: 'update_shift_request',
      description:
        'Add what the user said to the shift request being prepared (only the fields they gave). Answers the next question to ask, or the summary awaiting the Confirm button. Never posts.',
      parameters: {
        type: 'object',
        properties: {
          facility: facilityArg,
          providerType: { type: 'string', enum: [...PROVIDER_TYPES] },
          quantity: { type: 'integer', minimum: 1, description: 'Providers needed per shift' },
          dates: { type: 'array', items: { type: 'string', description: 'YYYY-MM-DD' } },
          startTime: { type: 'string', description: 'HH:mm, 24-hour' },
          endTime: { type: 'string', description: 'HH:mm, 24-hour' },
          rate: { type: 'number', description: 'Hourly rate in dollars' },
          software: { type: 'array', items: { type: 'string' } },
          specialties: { type: 'array', items: { type: 'string' } },
          languages: { type: 'array', items: { type: 'string' } },
          autoHire: { type: 'boolean' },
        },
      },
    },
  },
  { type: 'function', function: { name: 'count_applicants', description: 'Applicants awaiting a decision on upcoming open shifts', parameters: { type: 'object', properties: { facility: facilityArg } } } },
  {
    type: 'function',
    function: {
      name: 'list_open_shifts',
      description: 'Open shifts still taking applicants',
      parameters: { type: 'object', properties: { facility: facilityArg, range: { type: 'string', enum: RANGES } } },
    },
  },
  { type: 'function', function: { name: 'cancel_shift_request', description: 'Drop the shift request being prepared (nothing was posted)', parameters: { type: 'object', properties: {} } } },
]

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
const isTime = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v)
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.slice(0, 100)).slice(0, 50) : undefined)

/** A model's arguments as a patch: only well-formed values; the rest is left for the next question. */
export function patchFromArguments(args: Record<string, unknown>): ShiftRequestPatch {
  const patch: ShiftRequestPatch = {}
  if (PROVIDER_TYPES.includes(args.providerType as ProviderType)) patch.providerType = args.providerType as ProviderType
  if (typeof args.quantity === 'number' && Number.isFinite(args.quantity)) patch.quantity = Math.round(args.quantity)
  const dates = Array.isArray(args.dates) ? args.dates.filter(isDate).slice(0, 62) : []
  if (dates.length) patch.dates = [...new Set(dates)].sort()
  if (isTime(args.startTime) && isTime(args.endTime) && args.startTime !== args.endTime) Object.assign(patch, { startTime: args.startTime, endTime: args.endTime })
  if (typeof args.rate === 'number' && Number.isFinite(args.rate) && args.rate > 0) patch.rateCents = Math.round(args.rate * 100)
  for (const kind of ['software', 'specialties', 'languages'] as const) {
    const list = strings(args[kind])
    if (list?.length) patch[kind] = list
  }
  if (typeof args.autoHire === 'boolean') patch.autoHire = args.autoHire
  return patch
}

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export async function answerWithModel({
  ctx,
  caller,
  config,
  list,
  draft,
  ready,
  message,
  history,
}: {
  ctx: AppContext
  caller: FacilityCaller
  config: AgentLlmConfig
  list: FacilityRow[]
  draft: StaffingAgentDraftFields | null
  ready: boolean
  message: string
  history: { sentBy: 'USER' | 'LLM'; content: string }[]
}): Promise<AgentAnswer> {
  const client = llmClientFor(config)
  const current = facilityOf(list, draft?.facilityId) ?? list[0]
  const system =
    `You are the staffing agent of a pharmacy staffing marketplace, helping a pharmacy post shifts and follow its shifts. Today is ${todayFor(ctx, current)}` +
    ` (${current?.timeZone ?? 'America/New_York'}). The user's facilities: ${list.map((f) => `${f.name}, ${f.streetAddress}`).join('; ') || 'none'}.` +
    ' Use the tools for every fact; ask one question at a time. You cannot post: the user presses Confirm on the summary.' +
    (draft ? ` A shift request is in progress: ${JSON.stringify(draft)}.` : '')
  const messages: LlmMessage[] = [
    { role: 'system', content: system },
    ...history.map((m): LlmMessage => (m.sentBy === 'USER' ? { role: 'user', content: m.content } : { role: 'assistant', content: m.content })),
    { role: 'user', content: message },
  ]

  let outcome: AgentAnswer = { content: '', cards: [], draft, ready }
  const cards: AgentCard[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const answer = await client.complete(messages, AGENT_TOOLS)
    if (!answer.toolCalls.length) return { ...outcome, content: answer.content?.trim() || outcome.content || 'Sorry, I have no answer to that.', cards: [...cards, ...outcome.cards] }
    messages.push({ role: 'assistant', content: answer.content, tool_calls: answer.toolCalls })
    for (const call of answer.toolCalls) {
      const args = parseArguments(call.function.arguments)
      const named = typeof args.facility === 'string' ? matchFacility(args.facility, list) : null
      const facility = named && 'facility' in named ? named.facility : undefined
      let result: string
      switch (call.function.name) {
        case 'update_shift_request': {
          const text = typeof args.facility === 'string' ? args.facility.slice(0, 200) : ''
          outcome = await advanceShiftRequest({ ctx, caller, list, draft: outcome.draft ?? null, patch: patchFromArguments(args), facilityText: text, placePhrases: text ? [text] : [] })
          result = JSON.stringify({ ready: outcome.ready, say: outcome.content, cards: outcome.cards })
          break
        }
        case 'count_applicants': {
          const a = await answerApplicants(ctx, caller, list, facility)
          cards.push(...a.cards)
          result = JSON.stringify({ say: a.content, cards: a.cards })
          break
        }
        case 'list_open_shifts': {
          const range = RANGES.includes(args.range as ShiftsRange) ? (args.range as ShiftsRange) : 'upcoming'
          const a = await answerOpenShifts(ctx, caller, list, facility, range)
          cards.push(...a.cards)
          result = JSON.stringify({ say: a.content, cards: a.cards })
          break
        }
        case 'cancel_shift_request':
          outcome = { content: 'Done: I dropped that request. Nothing was posted.', cards: [], draft: null, ready: false }
          result = JSON.stringify({ say: outcome.content })
          break
        default:
          result = JSON.stringify({ error: `There is no tool called ${call.function.name}` })
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content: result })
    }
  }
  // Out of rounds: what the tools last said.
  return { ...outcome, content: outcome.content || 'Sorry, I could not finish that. Please try again.', cards: [...cards, ...outcome.cards] }
}
