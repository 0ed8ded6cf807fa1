/**
 * Picks the payment processor: Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE may point it
 * at a local double), otherwise the built-in sandbox, which keeps its records in the database.
 */
import type { Config } from '../../config'
import type { Clock } from '../../context'
import type { Database } from '../../db/client'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway } from './sandbox'
import { createStripeGateway } from './stripe'

export type { PaymentGateway } from './gateway'

export interface GatewayDeps {
  db: Database
  clock: Clock
  /** The app secret: the sandbox derives its webhook signing secret from it. */
  secret: string
}

export function createPaymentGateway(config: Config, deps: GatewayDeps): PaymentGateway {
  if (config.stripe) return createStripeGateway(config.stripe, deps.clock)
  return createSandboxGateway({ db: deps.db, clock: deps.clock, publicUrl: config.publicUrl, appSecret: deps.secret })
}
