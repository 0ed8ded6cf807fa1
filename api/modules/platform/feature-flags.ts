/** Feature flags: the defaults in api/settings.ts, overridden by rows in `feature_flags`. */
import type { FeatureFlag } from '../../../shared/enums'
import type { AppContext } from '../../context'
import { featureFlags } from '../../db/schema'
import { settings } from '../../settings'

export async function getFeatureFlags({ ctx }: { ctx: AppContext }): Promise<Record<FeatureFlag, boolean>> {
  const flags: Record<FeatureFlag, boolean> = { ...settings.featureFlags }
  for (const row of await ctx.db.read.select().from(featureFlags)) {
    if (row.key in flags) flags[row.key as FeatureFlag] = row.enabled
  }
  return flags
}

export async function isFeatureEnabled(ctx: AppContext, flag: FeatureFlag): Promise<boolean> {
  return (await getFeatureFlags({ ctx }))[flag]
}
