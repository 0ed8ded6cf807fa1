/** `GET /env/{version}`: what a client needs before anything else. */
import type { AppContext } from '../../context'
import { getFeatureFlags } from './feature-flags'

/** Semantic-version comparison of `a` and `b`: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/** The sandbox's publishable key: clients treat any `pk_` key the same way. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox'

export async function getEnv({ ctx, version }: { ctx: AppContext; version: string }) {
  return {
    isInDemo: ctx.config.stripe === null,
    apiUrl: `${ctx.config.publicUrl}/api`,
    publicKey: ctx.config.stripe?.publishableKey ?? SANDBOX_PUBLISHABLE_KEY,
    needsToUpdate: compareVersions(version, ctx.config.minClientVersion) < 0,
    featureFlags: await getFeatureFlags({ ctx }),
  }
}
