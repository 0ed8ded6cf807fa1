/**
 * The built-in engine (no network): reads the message with `parseMessage`, answers questions from
 * the database, and builds the shift request with `advanceShiftRequest`.
 */
import type { AppContext, FacilityCaller } from '../../context'
import type { StaffingAgentDraftFields } from '../../db/schema'
import { parseMessage } from './parse-message'
import { answerApplicants, answerOpenShifts } from './questions'
import { advanceShiftRequest, facilityOf, matchFacility, todayFor, type AgentAnswer, type FacilityRow } from './shift-request'

export const HELP =
  'I can post shifts for you and answer questions about your shifts. Try "I need a pharmacist next Tuesday and Wednesday 9 to 5, $72 an hour", ' +
  '"how many applicants do I have" or "what shifts are open this week".'

export async function answerWithRules({
  ctx,
  caller,
  list,
  draft,
  ready,
  message,
}: {
  ctx: AppContext
  caller: FacilityCaller
  list: FacilityRow[]
  draft: StaffingAgentDraftFields | null
  ready: boolean
  message: string
}): Promise<AgentAnswer> {
  const named = matchFacility(message, list)
  const facility = named && 'facility' in named ? named.facility : facilityOf(list, draft?.facilityId)
  const parsed = parseMessage(message, todayFor(ctx, facility ?? list[0]))
  const keep = { draft, ready }
  switch (parsed.intent) {
    case 'applicants':
      return { ...(await answerApplicants(ctx, caller, list, named && 'facility' in named ? named.facility : undefined)), ...keep }
    case 'openShifts':
      return { ...(await answerOpenShifts(ctx, caller, list, named && 'facility' in named ? named.facility : undefined, parsed.range)), ...keep }
    case 'cancel':
      return { content: draft ? 'Done: I dropped that request. Nothing was posted.' : 'There is nothing to cancel.', cards: [], draft: null, ready: false }
    case 'confirmWords':
      if (ready) return { content: 'Press Confirm on the summary to post these shifts.', cards: [], ...keep }
      break
    case 'request':
      return advanceShiftRequest({ ctx, caller, list, draft, patch: parsed.patch, facilityText: message, placePhrases: parsed.placePhrases })
    case 'other':
      break
  }
  // An answer to the agent's last question (a facility's name, a rate, a software) completes the draft.
  if (draft && (named || Object.keys(parsed.patch).length)) {
    return advanceShiftRequest({ ctx, caller, list, draft, patch: parsed.patch, facilityText: message, placePhrases: parsed.placePhrases })
  }
  if (draft) return advanceShiftRequest({ ctx, caller, list, draft, patch: {}, facilityText: '', placePhrases: [] })
  return { content: HELP, cards: [], draft: null, ready: false }
}
