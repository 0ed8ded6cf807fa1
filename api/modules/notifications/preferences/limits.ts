/**
 * The calls open without a session (a link's token, an e-mail address, a campaign click) are
 * rate limited before any work (api/modules/README.md rule 12): per network, and per address for
 * an unsubscribe by e-mail alone, so nobody walks a list of addresses through them.
 */
import type { AppContext } from '../../../context'
import { addressBucket, consumeRateLimits, type RateLimit } from '../../../lib/rate-limits'
import { settings } from '../../../settings'
import type { PreferencesAccess } from './subject'

export function limitOpenPreferenceCalls(ctx: AppContext, access: PreferencesAccess, address: string | null | undefined): Promise<void> {
  // A signed-in user on their own preferences is not an open call.
  if (access.token === undefined && access.sessionUserId) return Promise.resolve()
  const limits: RateLimit[] = []
  if (address) limits.push({ key: `preferences:address:${addressBucket(address)}`, ...settings.rateLimits.preferenceLinksPerAddress, message: 'Too many preference requests came from this network.' })
  if (access.token === undefined && access.email !== undefined) {
    limits.push({ key: `preferences:email:${access.email.trim().toLowerCase()}`, ...settings.rateLimits.unsubscribesPerEmail, message: 'Too many requests named this e-mail address.' })
  }
  return consumeRateLimits(ctx, limits)
}

export function limitCampaignClicks(ctx: AppContext, address: string | null | undefined): Promise<void> {
  if (!address) return Promise.resolve()
  return consumeRateLimits(ctx, [{ key: `campaign-clicks:address:${addressBucket(address)}`, ...settings.rateLimits.campaignClicksPerAddress, message: 'Too many link clicks came from this network.' }])
}
