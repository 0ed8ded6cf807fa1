/**
 * The shift request the agent builds with a facility user, whichever engine read the message:
 * merge what was said into the draft, ask for the first thing still missing (one question at a
 * time), and once complete show the summary, priced as the post prices it (shared/domain/money:
 * `seatPrice` over the group's instants in the facility's zone, the organization's current fee,
 * the facility's lunch preference), waiting for the Confirm button.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { AgentCard, AgentShiftLine } from '../../../shared/contracts/staffing-agent'
import type { CreateShiftBody } from '../../../shared/contracts/shifts'
import { centsToDollars, quantityOfHours, seatPrice, slotMinutes } from '../../../shared/domain/money'
import { todayIn, zonedTimeToUtc } from '../../../shared/domain/zoned-time'
import type { AppContext, FacilityCaller } from '../../context'
import { facilities, facilityPreferences, organizations, type StaffingAgentDraftFields } from '../../db/schema'
import { inCallerScope, oneLineAddress } from '../organizations'
import { PROVIDER_LABELS, type ShiftRequestPatch } from './parse-message'

export type FacilityRow = typeof facilities.$inferSelect
type Preferences = typeof facilityPreferences.$inferSelect

/** What an engine answers: the text, its cards, and the draft after it (null: no draft any more; undefined: left as it is). */
export interface AgentAnswer {
  content: string
  cards: AgentCard[]
  draft: StaffingAgentDraftFields | null | undefined
  /** The draft's summary waits for the Confirm button. */
  ready: boolean
}

/** The facilities the caller may see (and post for), live ones only, by name. */
export async function facilitiesInScope(ctx: AppContext, caller: FacilityCaller): Promise<FacilityRow[]> {
  const rows = await ctx.db.read
    .select()
    .from(facilities)
    .where(and(inCallerScope(caller, { organizationId: facilities.organizationId, facilityId: facilities.id }), isNull(facilities.deletedAt)))
  return rows.sort((a, b) => a.name.localeCompare(b.name))
}

const ABBREVIATIONS: Record<string, string> = { street: 'st', avenue: 'ave', road: 'rd', boulevard: 'blvd', drive: 'dr', lane: 'ln', parkway: 'pkwy', highway: 'hwy', place: 'pl', court: 'ct' }
export const normalize = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ')} `

/** Ways a user names a facility: its name, its name without "pharmacy", its first word, its street without the number. */
function keysOf(f: FacilityRow): string[] {
  const name = normalize(f.name)
  const bare = name.replace(/ (pharmacy|pharmacies|rx|drugs?|apothecary) /g, ' ').replace(/\s+/g, ' ')
  const street = normalize(f.streetAddress).replace(/^ \d+[a-z]? /, ' ')
  // The name's first word alone ("Riverside"), when it is a word that names something.
  const first = ` ${bare.trim().split(' ')[0] ?? ''} `
  return [name, bare, street, first].filter((k) => k.trim().length >= 3 && !/^ (the|st|saint|new|north|south|east|west|main) $/.test(k))
}

/** The caller's facility a text names, the several it could mean, or none. */
export function matchFacility(text: string, list: FacilityRow[]): { facility: FacilityRow } | { several: FacilityRow[] } | null {
  const t = normalize(text)
  let best = 0
  let found: FacilityRow[] = []
  for (const f of list) {
    const length = Math.max(0, ...keysOf(f).filter((k) => t.includes(k)).map((k) => k.length))
    if (!length) continue
    if (length > best) [best, found] = [length, [f]]
    else if (length === best) found.push(f)
  }
  if (found.length === 1) return { facility: found[0]! }
  return found.length ? { several: found } : null
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const names = (list: FacilityRow[]) => list.map((f) => `${f.name} (${f.streetAddress})`).join('; ')

export function facilityOf(list: FacilityRow[], id: string | undefined): FacilityRow | undefined {
  return id ? list.find((f) => f.id === id) : undefined
}

/** The day a request's words are read against: today at the facility meant, or the caller's first one. */
export function todayFor(ctx: AppContext, facility: FacilityRow | undefined): string {
  return todayIn(facility?.timeZone ?? 'America/New_York', ctx.clock.now())
}

async function preferencesOf(ctx: AppContext, facilityId: string): Promise<Preferences | undefined> {
  return ctx.db.read.select().from(facilityPreferences).where(eq(facilityPreferences.facilityId, facilityId)).get()
}

/**
 * Merges `patch` into `draft` and answers: the next question, or the summary. `facilityText` is
 * what may name a facility (the user's words; a model's `facility` argument).
 */
export async function advanceShiftRequest({
  ctx,
  caller,
  list,
  draft,
  patch,
  facilityText,
  placePhrases,
}: {
  ctx: AppContext
  caller: FacilityCaller
  list: FacilityRow[]
  draft: StaffingAgentDraftFields | null
  patch: ShiftRequestPatch
  facilityText: string
  placePhrases: string[]
}): Promise<AgentAnswer> {
  const fields: StaffingAgentDraftFields = { ...(draft ?? {}) }
  const ask = (content: string, cards: AgentCard[] = []): AgentAnswer => ({ content, cards, draft: fields, ready: false })

  // Which facility: named by name or street, or the only one the caller has.
  const match = matchFacility(facilityText, list)
  if (match && 'facility' in match) fields.facilityId = match.facility.id
  else if (match) return ask(`Which of these do you mean: ${names(match.several)}?`)
  else if (placePhrases.length) {
    // Another tenant's facility is simply not one of the caller's: not found, nothing more said.
    return ask(`I could not find a facility called "${placePhrases[0]}" among yours. ${list.length ? `Your facilities: ${names(list)}. Which one is it?` : ''}`.trim())
  }
  if (!fields.facilityId && list.length === 1) fields.facilityId = list[0]!.id
  const facility = facilityOf(list, fields.facilityId)
  if (fields.facilityId && !facility) delete fields.facilityId

  if (patch.providerType) fields.providerType = patch.providerType
  if (patch.quantity !== undefined) fields.quantity = patch.quantity
  if (patch.startTime && patch.endTime) Object.assign(fields, { startTime: patch.startTime, endTime: patch.endTime })
  if (patch.rateCents !== undefined) fields.rateCents = patch.rateCents
  if (patch.autoHire !== undefined) fields.autoHire = patch.autoHire
  for (const kind of ['software', 'specialties', 'languages'] as const) if (patch[kind]?.length) fields[kind] = patch[kind]
  if (patch.dates?.length) {
    const today = todayFor(ctx, facility)
    const past = patch.dates.filter((d) => d < today)
    if (past.length) return ask(`${past.join(', ')} is in the past. Which days do you need?`)
    fields.dates = patch.dates
  }
  if (patch.badDate) return ask(`"${patch.badDate}" is not a date I know. Which days do you need?`)

  if (!list.length) return { content: 'You have no facility I can post shifts for.', cards: [], draft: null, ready: false }
  if (!facility) return ask(`Which facility are these shifts for? ${names(list)}.`)
  if (!fields.providerType) return ask('Which kind of provider do you need: a pharmacist, a pharmacy technician or a pharmacy intern?')
  if (!fields.dates?.length) return ask('Which days do you need them? For example "tomorrow", "next Tuesday and Wednesday" or "December 3".')
  if (!fields.startTime || !fields.endTime) return ask('What hours? For example "9 to 5" or "9am-5:30pm".')

  const prefs = await preferencesOf(ctx, facility.id)
  if (fields.rateCents === undefined) {
    const suggested = prefs?.rates.find((r) => r.providerType === fields.providerType)?.suggestedRateCents
    if (suggested === undefined) return ask(`What hourly rate would you like to offer the ${PROVIDER_LABELS[fields.providerType].one}?`)
    fields.rateCents = suggested
  }
  const lists = {
    software: fields.software ?? prefs?.softwares ?? [],
    specialties: fields.specialties ?? prefs?.specialties ?? [],
    languages: fields.languages ?? prefs?.languages ?? [],
  }
  const missing = (['software', 'specialties', 'languages'] as const).filter((k) => !lists[k].length)
  if (missing.length) {
    return ask(`Which ${missing.join(', ').replace(/, ([^,]*)$/, ' and $1')} should the ${PROVIDER_LABELS[fields.providerType].one} know? Name them here, or set them once in ${facility.name}'s preferences.`, [
      { type: 'preferencesRequest', facilityId: facility.id, facilityName: facility.name, missing },
    ])
  }
  if (fields.autoHire && !facility.npiVerifiedAt) {
    delete fields.autoHire
    return ask(`Auto-hire needs ${facility.name}'s NPI verified first. Verify it, or tell me to go on without auto-hire.`, [
      { type: 'npiRequest', facilityId: facility.id, facilityName: facility.name, reason: 'Auto-hire is offered only to a pharmacy whose NPI the registry knows' },
    ])
  }

  const summary = await summarize(ctx, caller, facility, fields, lists, prefs)
  const count = summary.shifts.length
  const label = PROVIDER_LABELS[fields.providerType]
  const seats = fields.quantity ?? 1
  const content =
    `Here is what I will post at ${facility.name}: ${seats === 1 ? `a ${label.one}` : `${seats} ${label.many}`} for ${count} shift${count === 1 ? '' : 's'} ` +
    `(${summary.shifts.map((s) => `${s.date} ${s.startTime}–${s.endTime}`).join(', ')}) at ${money(summary.rateInCents)} an hour, ${money(summary.totalInCents)} in all with the ${summary.percentageFee}% fee. ` +
    'Press Confirm to post.'
  return { content, cards: [summary], draft: fields, ready: true }
}

export interface PostableRequest {
  facility: FacilityRow
  body: CreateShiftBody
}

/** The `POST /facility/shift` body of a complete draft: the same verb, so the same rules and messages. */
export async function postBodyOf(ctx: AppContext, list: FacilityRow[], fields: StaffingAgentDraftFields): Promise<PostableRequest | null> {
  const facility = facilityOf(list, fields.facilityId)
  if (!facility || !fields.providerType || !fields.dates?.length || !fields.startTime || !fields.endTime || fields.rateCents === undefined) return null
  const prefs = await preferencesOf(ctx, facility.id)
  const label = PROVIDER_LABELS[fields.providerType].one
  const title = `${label.charAt(0).toUpperCase()}${label.slice(1)} shift at ${facility.name}`.slice(0, 100)
  return {
    facility,
    body: {
      facilityId: facility.id,
      title,
      description: `A ${label} is needed at ${facility.name}, ${oneLineAddress(facility)}, on the dates and hours of this post. Posted with the staffing agent.`.slice(0, 2000),
      rate: centsToDollars(fields.rateCents),
      providerType: fields.providerType,
      locationType: 'ON_SITE',
      software: fields.software ?? prefs?.softwares ?? [],
      specialties: fields.specialties ?? prefs?.specialties ?? [],
      languages: fields.languages ?? prefs?.languages ?? [],
      skills: prefs?.skills ?? [],
      isParkingFree: prefs?.isParkingFree ?? false,
      parkingDetails: prefs?.parkingDetails ?? null,
      parkingOptions: (prefs?.parkingOptions ?? []) as CreateShiftBody['parkingOptions'],
      isLunchBreakPaid: prefs?.isLunchBreakPaid ?? false,
      lunchBreakMinutes: prefs?.lunchBreakMinutes ?? 0,
      isAutoHireEnabled: fields.autoHire ?? false,
      ...(fields.autoHire ? { paymentMethodId: prefs?.paymentMethodId ?? null } : {}),
      shiftDays: fields.dates.map((date) => ({ date, timeSlots: [{ startTime: fields.startTime!, endTime: fields.endTime!, quantity: fields.quantity ?? 1 }] })),
    },
  }
}

async function summarize(
  ctx: AppContext,
  caller: FacilityCaller,
  facility: FacilityRow,
  fields: StaffingAgentDraftFields,
  lists: { software: string[]; specialties: string[]; languages: string[] },
  prefs: Preferences | undefined,
) {
  const org = await ctx.db.read.select({ fee: organizations.currentPercentageFee }).from(organizations).where(eq(organizations.id, caller.organizationId)).get()
  const percentageFee = org?.fee ?? 0
  const lunchBreakMinutes = prefs?.lunchBreakMinutes ?? 0
  const isLunchBreakPaid = prefs?.isLunchBreakPaid ?? false
  const rateCents = fields.rateCents!
  const quantity = fields.quantity ?? 1
  const minutes = slotMinutes(fields.startTime!, fields.endTime!)
  const shifts: AgentShiftLine[] = fields.dates!.map((date) => {
    const startsAt = zonedTimeToUtc(date, fields.startTime!, facility.timeZone)
    const group = { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), rateCents, percentageFee, lunchBreakMinutes, isLunchBreakPaid }
    const price = seatPrice(group)
    return {
      date,
      startTime: fields.startTime!,
      endTime: fields.endTime!,
      quantity,
      quantityOfHours: quantityOfHours(group),
      providerEarnings: centsToDollars(price.providerEarningsCents),
      shiftFee: centsToDollars(price.shiftFeeCents),
      total: centsToDollars(price.totalCents * quantity),
      totalInCents: price.totalCents * quantity,
    }
  })
  const totalInCents = shifts.reduce((sum, s) => sum + s.totalInCents, 0)
  const label = PROVIDER_LABELS[fields.providerType!].one
  return {
    type: shifts.length === 1 ? ('shiftSummary' as const) : ('multiShiftSummary' as const),
    facility: { facilityId: facility.id, name: facility.name, address: oneLineAddress(facility), timeZone: facility.timeZone },
    providerType: fields.providerType!,
    title: `${label.charAt(0).toUpperCase()}${label.slice(1)} shift at ${facility.name}`.slice(0, 100),
    rate: centsToDollars(rateCents),
    rateInCents: rateCents,
    percentageFee,
    lunchBreakMinutes,
    isLunchBreakPaid,
    ...lists,
    shifts,
    total: centsToDollars(totalInCents),
    totalInCents,
    awaitingConfirmation: true,
  }
}
