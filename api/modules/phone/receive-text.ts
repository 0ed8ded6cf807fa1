/**
 * `POST /twilio/webhook` (spec 001 §7: Body, From): a provider's text to the platform's number.
 * YES confirms she will attend her next shift, NO tells its facility she cannot (she cancels in
 * the app, where the notice and its points are shown), STOP and START switch her texts off and
 * on, and anything else lands in the conversation with the facility of her next shift. Each
 * message is acted on once (Twilio's MessageSid): a replay gets the same answer and changes
 * nothing.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../context'
import { facilities, inboundTexts, providerPhoneDigits, providers, shiftGroups, shifts } from '../../db/schema'
import { usDigits } from '../../integrations/telephony'
import { sendMessage, startConversation } from '../conversations'
import { setTextOptIn } from '../notifications'
import { confirmWillAttend } from '../shifts'
import { message, twimlResponse } from './twiml'

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])
const START_WORDS = new Set(['START', 'UNSTOP'])
const YES_WORDS = new Set(['YES', 'Y', 'CONFIRM'])
const NO_WORDS = new Set(['NO', 'N'])

export type WebhookAnswer = { status: number; body: string; kind: 'twiml' | 'text' | 'error' }

const reply = (text: string): WebhookAnswer => ({ status: 200, body: twimlResponse(message(text)), kind: 'twiml' })

export async function receiveText(ctx: AppContext, params: Record<string, string>): Promise<WebhookAnswer> {
  const body = (params.Body ?? '').trim()
  const from = params.From ?? ''
  const sid = params.MessageSid ?? params.SmsSid ?? ''
  if (!from || !sid) return { status: 400, body: 'From and MessageSid are required', kind: 'error' }
  const db = ctx.db.read
  const earlier = await db.select({ reply: inboundTexts.reply }).from(inboundTexts).where(eq(inboundTexts.messageSid, sid)).get()
  if (earlier) return { status: 200, body: earlier.reply, kind: 'twiml' }
  const digits = usDigits(from)
  const provider = digits
    ? await db
        .select({ id: providers.id, userId: providers.userId })
        .from(providers)
        .where(inArray(providerPhoneDigits, [digits, `1${digits}`]))
        .get()
    : undefined
  if (!provider) return { status: 404, body: 'Not found', kind: 'text' }
  const caller: ProviderCaller = { kind: 'provider', sessionId: `sms:${sid}`, userId: provider.userId, providerId: provider.id }
  const word = body.toUpperCase().replace(/[^A-Z]/g, '')
  let action: string
  let answer: WebhookAnswer
  if (STOP_WORDS.has(word) || START_WORDS.has(word)) {
    const on = START_WORDS.has(word)
    await setTextOptIn(ctx, provider.userId, on)
    action = on ? 'OPTED_IN' : 'OPTED_OUT'
    answer = reply(on ? 'You will receive our text messages again. Reply STOP to stop.' : 'You will no longer receive text messages from us. Reply START to receive them again.')
  } else {
    const next = await nextHiredShift(ctx, provider.id)
    if (YES_WORDS.has(word)) {
      action = 'CONFIRMED'
      if (!next) answer = reply('We found no upcoming shift to confirm. Open the app to see your shifts.')
      else {
        await confirmWillAttend({ ctx, caller, shiftGroupId: next.shiftGroupId })
        answer = reply(`Thanks! You are confirmed for ${next.title} at ${next.facilityName} on ${next.date} at ${next.startTime}.`)
      }
    } else if (NO_WORDS.has(word)) {
      action = 'DECLINED'
      if (!next) answer = reply('We found no upcoming shift. Open the app to see your shifts.')
      else {
        await writeToFacility(ctx, caller, next.facilityId, `(By text) I cannot make it to ${next.title} on ${next.date} at ${next.startTime}.`, sid)
        answer = reply(`We told ${next.facilityName}. Please cancel the shift in the app so it can be filled: ${ctx.config.publicUrl}/provider/my-shifts`)
      }
    } else {
      action = 'MESSAGE'
      const facilityId = next?.facilityId ?? (await latestFacilityOf(ctx, provider.id))
      if (!facilityId || !body) answer = reply('We could not find a shift to send your message to. Open the app to write to a facility.')
      else {
        const facilityName = next?.facilityName ?? (await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, facilityId)).get())?.name ?? 'the facility'
        await writeToFacility(ctx, caller, facilityId, body.slice(0, 4000), sid)
        answer = reply(`Sent to ${facilityName}.`)
      }
    }
  }
  await ctx.db.write((tx) =>
    tx.insert(inboundTexts).values({ messageSid: sid, from, providerId: provider.id, body: body.slice(0, 1600), action, reply: answer.body, createdAt: ctx.clock.now() }).onConflictDoNothing(),
  )
  return answer
}

/** The provider's next hired shift that has not ended. */
async function nextHiredShift(ctx: AppContext, providerId: string) {
  return ctx.db.read
    .select({ shiftGroupId: shiftGroups.id, facilityId: shiftGroups.facilityId, title: shiftGroups.title, date: shiftGroups.date, startTime: shiftGroups.startTime, facilityName: facilities.name })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(and(eq(shifts.providerId, providerId), eq(shifts.status, 'FILLED'), sql`${shifts.hiredAt} is not null`, gt(shiftGroups.endsAt, ctx.clock.now())))
    .orderBy(asc(shiftGroups.startsAt))
    .get()
}

/** Without an upcoming shift: the facility of her latest hired shift. */
async function latestFacilityOf(ctx: AppContext, providerId: string): Promise<string | null> {
  const row = await ctx.db.read
    .select({ facilityId: shifts.facilityId })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(and(eq(shifts.providerId, providerId), sql`${shifts.hiredAt} is not null`))
    .orderBy(desc(shiftGroups.startsAt))
    .get()
  return row?.facilityId ?? null
}

/** Through the conversation verbs, as the provider: the same thread, rules and notices as in the app. */
async function writeToFacility(ctx: AppContext, caller: ProviderCaller, facilityId: string, content: string, sid: string) {
  const thread = await startConversation({ ctx, caller, input: { facilityId } })
  await sendMessage({ ctx, caller, conversationId: thread.id, input: { content, clientMessageId: sid.slice(0, 64) } })
}
