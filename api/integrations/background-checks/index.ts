/**
 * Picks the background-check vendor: Checkr when configured (`BACKGROUND_CHECKS=checkr` +
 * `CHECKR_API_KEY`) and the "background check vendor switch" flag is on, otherwise the built-in
 * sandbox (sandbox.ts). The webhook accepts a message signed with either vendor's secret.
 */
import type { Config } from '../../config'
import type { Clock } from '../../context'
import type { Database } from '../../db/client'
import { createCheckrVendor } from './checkr'
import { createSandboxVendor, type SandboxVendor } from './sandbox'
import type { BackgroundCheckVendor } from './vendor'

export type { BackgroundCheckVendor, CandidateDetails, VendorCase, VendorEvent, VendorName } from './vendor'
export type { SandboxVendor } from './sandbox'
export { isVendorSignatureValid, signVendorPayload, SIGNATURE_HEADER } from './signature'
export { createCheckrVendor } from './checkr'

export interface VendorDeps {
  config: Config
  db: Database
  clock: Clock
  secret: string
  completeAfterMs: number
}

export function sandboxVendor(deps: VendorDeps): SandboxVendor {
  return createSandboxVendor({ db: deps.db, clock: deps.clock, appSecret: deps.secret, completeAfterMs: deps.completeAfterMs })
}

/** The vendor new checks go to; `useConfigured` is the vendor-switch flag. */
export function backgroundCheckVendor(deps: VendorDeps, useConfigured: boolean): BackgroundCheckVendor {
  if (useConfigured && deps.config.checkr) return createCheckrVendor({ apiKey: deps.config.checkr.apiKey })
  return sandboxVendor(deps)
}
