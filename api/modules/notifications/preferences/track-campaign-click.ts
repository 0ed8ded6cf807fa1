/**
 * `GET /email-marketing-metrics/track?email&campaignId&redirectUrl` (spec 000 §7): records the
 * click, then sends the browser on (302). Only to this product's own addresses — a path
 * (`/shifts`) or an absolute URL on `PUBLIC_URL`'s origin — so the link cannot carry anyone to
 * another site under the product's name (an open redirect): `//evil.com`, `https://evil.com`,
 * `/\evil.com`, `javascript:…` and anything with control characters are 400 "The link is not
 * valid", and nothing is recorded.
 */
import { INVALID_REDIRECT_MESSAGE, type TrackClickQuery } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import { emailCampaignClicks } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import type { RequestMeta } from '../../../sessions'
import { limitCampaignClicks } from './limits'

/** The absolute address on this product's own origin that `raw` names, or null when it is anything else. */
export function ownAddress(publicUrl: string, raw: string): string | null {
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`: `/\evil.com` is `//evil.com`.
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null
  const base = new URL(publicUrl)
  let target: URL
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null
    target = new URL(raw, base.origin)
  } else {
    try {
      target = new URL(raw)
    } catch {
      return null
    }
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null
  if (target.origin !== base.origin || target.username || target.password) return null
  return target.href
}

export async function trackCampaignClick({ ctx, input, meta }: { ctx: AppContext; input: TrackClickQuery; meta: RequestMeta }): Promise<Response> {
  const location = ownAddress(ctx.config.publicUrl, input.redirectUrl)
  if (!location) throw ValidationError.field('redirectUrl', INVALID_REDIRECT_MESSAGE)
  await limitCampaignClicks(ctx, meta.ipAddress)
  await ctx.db.write((tx) =>
    tx.insert(emailCampaignClicks).values({ email: input.email.trim().toLowerCase(), campaignId: input.campaignId, redirectUrl: location, clickedAt: ctx.clock.now() }),
  )
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } })
}
