/**
 * `PUT /unsubscribe-to-notifications` (spec 001 §7): the four opt-ins of an e-mail's link; with
 * no flag given, all four off. By the link's token or a session any flag may be set; by an
 * e-mail address alone only turned off (an address is no proof of who is asking, so it may stop
 * messages, never start them). A replay changes nothing: a row already as asked is not written.
 *
 * `POST` with `List-Unsubscribe=One-Click` (RFC 8058, the mail client's button) turns off both
 * apps' e-mails for the token's user.
 */
import type { UnsubscribeBody, UserIdResponse } from '../../../../shared/contracts/preferences'
import { EMAIL_ALONE_ONLY_TURNS_OFF_MESSAGE } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import { ValidationError } from '../../../errors'
import type { RequestMeta } from '../../../sessions'
import { activeUserOrThrow, preferencesRowOf, type PreferencesRow } from './effective-preferences'
import { limitOpenPreferenceCalls } from './limits'
import { sameSettings, savePreferencesRow } from './save-preferences'
import { subjectOf, type PreferencesAccess } from './subject'

const FLAGS = ['marketplaceEmailOptIn', 'marketplaceSmsOptIn', 'careersEmailOptIn', 'careersSmsOptIn'] as const
type Flags = Partial<Record<(typeof FLAGS)[number], boolean>>

export const ONE_CLICK_FLAGS: Flags = { marketplaceEmailOptIn: false, careersEmailOptIn: false }

export async function unsubscribe({ ctx, access, input, meta }: { ctx: AppContext; access: PreferencesAccess; input: UnsubscribeBody; meta: RequestMeta }): Promise<UserIdResponse> {
  await limitOpenPreferenceCalls(ctx, access, meta.ipAddress)
  const given = FLAGS.filter((f) => input?.[f] !== undefined)
  const flags: Flags = given.length ? Object.fromEntries(given.map((f) => [f, input![f]])) : Object.fromEntries(FLAGS.map((f) => [f, false]))
  const { user, via } = await subjectOf(ctx, access, { emailAlone: true })
  const turnedOn = FLAGS.find((f) => flags[f] === true)
  if (via === 'email' && turnedOn) throw ValidationError.field(turnedOn, EMAIL_ALONE_ONLY_TURNS_OFF_MESSAGE)
  await applyOptIns(ctx, user.id, flags)
  return { userId: user.id }
}

/** Sets the flags in one write; a row already as asked is left alone (idempotent replays). */
export async function applyOptIns(ctx: AppContext, userId: string, flags: Flags): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    const user = await activeUserOrThrow(tx, userId)
    const { row, stored } = await preferencesRowOf(tx, user, now)
    const next: PreferencesRow = { ...row, ...flags }
    if (stored && sameSettings(row, next)) return
    const turnsOff = FLAGS.some((f) => flags[f] === false && row[f])
    await savePreferencesRow(tx, { ...next, updatedAt: now, unsubscribedAt: row.unsubscribedAt ?? (turnsOff ? now : null) })
  })
}
