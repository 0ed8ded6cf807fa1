/** The vendor for new checks (the "background check vendor switch" flag) and the sandbox's sweep. */
import type { AppContext } from '../../context'
import { backgroundCheckVendor, sandboxVendor, type BackgroundCheckVendor, type SandboxVendor } from '../../integrations/background-checks'
import { settings } from '../../settings'
import { isFeatureEnabled } from '../platform'

const depsOf = (ctx: AppContext) => ({ config: ctx.config, db: ctx.db, clock: ctx.clock, secret: ctx.secret, completeAfterMs: settings.backgroundChecks.sandboxCompleteAfterMs })

export async function vendorForNewChecks(ctx: AppContext): Promise<BackgroundCheckVendor> {
  return backgroundCheckVendor(depsOf(ctx), await isFeatureEnabled(ctx, 'backgroundCheckVendorSwitch'))
}

export const sandboxVendorOf = (ctx: AppContext): SandboxVendor => sandboxVendor(depsOf(ctx))

/** Every secret a genuine vendor message may be signed with: the sandbox's, and Checkr's when configured. */
export function vendorSecrets(ctx: AppContext): { vendor: 'sandbox' | 'checkr'; secret: string }[] {
  const secrets: { vendor: 'sandbox' | 'checkr'; secret: string }[] = [{ vendor: 'sandbox', secret: sandboxVendorOf(ctx).webhookSecret }]
  if (ctx.config.checkr) secrets.push({ vendor: 'checkr', secret: ctx.config.checkr.apiKey })
  return secrets
}
