/**
 * What every verb receives: the database, the clock, the configuration and the secret. Built
 * once per server (or per test) and passed down; nothing reads globals.
 */
import type { Config } from './config'
import type { Database } from './db/client'
import type { PaymentGateway } from './integrations/payments/gateway'
import type { OrganizationRole, TeamRole } from '../shared/enums'

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
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** The signed-in caller, resolved from the bearer token by plugins/auth.ts. */
export type Caller = ProviderCaller | FacilityCaller | TeamCaller

export interface ProviderCaller {
  kind: 'provider'
  sessionId: string
  userId: string
  providerId: string
}

export interface FacilityCaller {
  kind: 'facility'
  sessionId: string
  userId: string
  organizationId: string
  memberId: string
  role: OrganizationRole
  /** The facilities a MEMBER is limited to; null when the caller sees every facility. */
  facilityIds: string[] | null
}

export interface TeamCaller {
  kind: 'team'
  sessionId: string
  teamMemberId: string
  role: TeamRole
}

export type UserCaller = ProviderCaller | FacilityCaller
