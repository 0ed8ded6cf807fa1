/**
 * What every verb receives: the database, the clock, the configuration and the secret. Built
 * once per server (or per test) and passed down; nothing reads globals.
 */
import type { Config } from './config'
import type { Database } from './db/client'
import type { PaymentGateway } from './integrations/payments/gateway'
import type { PushChannels } from './integrations/push/sender'

/** Time is explicit so tests and the testing helpers can move it. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface AppContext {
  db: Database
  clock: Clock
  config: Config
  /** Signs session hashes and signed URLs; never logged or returned. */
  secret: string
  log: Logger
  /** The payment processor: Stripe, or the built-in sandbox (api/integrations/payments). */
  payments: PaymentGateway
  /**
   * Web push, Expo and the offline outbox (api/integrations/push). Built at start; when absent
   * (a context built by hand, as tests do) the push module builds it from the configuration.
   */
  push?: PushChannels
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

// The callers and actors live in callers.ts; re-exported so `import type { FacilityCaller } from '../context'` keeps working.
export type {
  Actor,
  AgentForFacilityUser,
  ApiKeyCaller,
  Caller,
  FacilityCaller,
  ProviderCaller,
  SchedulerActor,
  StaffingAgent,
  SystemActor,
  TeamCaller,
  UserCaller,
  WebhookActor,
  WebhookSource,
} from './callers'
