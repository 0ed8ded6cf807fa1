/**
 * A feed's token is HMAC(app secret, feedKey): the database keeps only `feedKey` and the
 * token's SHA-256, so a copy of the database opens no feed, while the provider can be shown
 * the same address again on every `GET /provider/calendar`. A revoke draws a new `feedKey`.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { AppContext } from '../../../../context'

export const newFeedKey = () => randomBytes(16).toString('base64url')

export const feedTokenOf = (ctx: AppContext, feedKey: string) => createHmac('sha256', ctx.secret).update(`calendar-feed:${feedKey}`).digest('base64url')

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** `{feedUrl, webcalUrl}` of a token: the webcal address is the https one with its scheme swapped. */
export function feedAddresses(ctx: AppContext, token: string) {
  const feedUrl = `${ctx.config.publicUrl}/api/calendar/${token}.ics`
  return { feedUrl, webcalUrl: feedUrl.replace(/^https?:/, 'webcal:') }
}
