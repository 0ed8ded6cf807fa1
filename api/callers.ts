/**
 * Who acts. A **caller** is someone signed in over HTTP (resolved from the bearer token by
 * plugins/auth.ts); an **actor** is anyone whose action the product records, which adds the
 * system's own: the scheduler's sweeps, processor webhooks, and later API keys.
 *
 *   caller   provider · facility user (possibly the staffing agent acting for one) · team member
 *   actor    any caller · scheduler · webhook · API key
 *
 * The staffing agent (an AI agent working for a facility user) is a `FacilityCaller` with `agent`
 * set: it has exactly that user's organization scope, so every verb and every scope check that
 * takes a facility caller works for it unchanged, while the audit trail records the agent as the
 * actor and the user as the one it acted for. Routes opt in to it (`asFacilityOrAgent`); every
 * other guard refuses it.
 */
import { ForbiddenError } from './errors'
import type { OrganizationRole, TeamRole } from '../shared/enums'

/** The signed-in caller, resolved from the bearer token by plugins/auth.ts. */
export type Caller = ProviderCaller | FacilityCaller | TeamCaller

export type UserCaller = ProviderCaller | FacilityCaller

/** Set by the guards on the caller of an HTTP request: the `x-request-id` of that request. */
interface InRequest {
  requestId?: string
}

export interface ProviderCaller extends InRequest {
  kind: 'provider'
  sessionId: string
  userId: string
  providerId: string
}

export interface FacilityCaller extends InRequest {
  kind: 'facility'
  sessionId: string
  userId: string
  organizationId: string
  memberId: string
  role: OrganizationRole
  /** The facilities a MEMBER is limited to; null when the caller sees every facility. */
  facilityIds: string[] | null
  /** Present when the staffing agent makes the call for this user (only on `asFacilityOrAgent` routes). */
  agent?: StaffingAgent
}

export interface TeamCaller extends InRequest {
  kind: 'team'
  sessionId: string
  teamMemberId: string
  role: TeamRole
}

/** The staffing agent's own identity (which agent, for the audit trail). */
export interface StaffingAgent {
  agentId: string
}

/** The staffing agent acting for a facility user: that user's scope, the agent's identity. */
export type AgentForFacilityUser = FacilityCaller & { agent: StaffingAgent }

export function isStaffingAgent(caller: Actor): caller is AgentForFacilityUser {
  return caller.kind === 'facility' && caller.agent !== undefined
}

/**
 * For the few things only the person may do even on a route open to the agent (changing who
 * may sign in, say): the agent is refused with 403.
 */
export function requireFacilityUserInPerson(caller: FacilityCaller): void {
  if (caller.agent) throw new ForbiddenError('The staffing agent cannot do this for you')
}

// ---- the system's own actors ------------------------------------------------------------------

/**
 * The server's own in-process work: the scheduler's sweeps (api/scheduler.ts), and start-up
 * (the first admin from ADMIN_EMAIL). `job` names the sweep or the step that acted.
 */
export interface SchedulerActor {
  kind: 'scheduler'
  job: string
}

export const WEBHOOK_SOURCES = ['payments', 'background-check', 'twilio'] as const
export type WebhookSource = (typeof WEBHOOK_SOURCES)[number]

/** A call from an outside service, authenticated by its signature; `eventId` is the sender's id of the delivery. */
export interface WebhookActor extends InRequest {
  kind: 'webhook'
  source: WebhookSource
  eventId: string | null
}

export type SystemActor = SchedulerActor | WebhookActor

/**
 * An organization's API key (integrations calling the API without a person). No keys are issued
 * yet: the type, its scope check and its place in the audit trail are ready for when they are.
 */
export interface ApiKeyCaller extends InRequest {
  kind: 'api-key'
  keyId: string
  organizationId: string
  /** What the key may do, as action names (`shift.create`, …). */
  scopes: readonly string[]
}

/** Anyone whose action is recorded (api/modules/audit). */
export type Actor = Caller | SystemActor | ApiKeyCaller

export const schedulerActor = (job: string): SchedulerActor => ({ kind: 'scheduler', job })

export const webhookActor = (source: WebhookSource, eventId: string | null = null): WebhookActor => ({ kind: 'webhook', source, eventId })

const SYSTEM_REFUSAL: Record<SystemActor['kind'], string> = {
  scheduler: 'This is for the scheduler',
  webhook: 'This is for processor webhooks',
}

/**
 * First line of a verb only the system runs (a sweep, a webhook's handling): anyone else is
 * refused with 403, so such a verb wired to a route by mistake does nothing.
 */
export function requireSystemActor<K extends SystemActor['kind']>(actor: Actor, kind: K): asserts actor is Extract<SystemActor, { kind: K }> {
  if (actor.kind !== kind) throw new ForbiddenError(SYSTEM_REFUSAL[kind])
}

/** First line of a verb an API key may run: the key must carry `scope`. */
export function requireApiKeyScope(actor: Actor, scope: string): asserts actor is ApiKeyCaller {
  if (actor.kind !== 'api-key') throw new ForbiddenError('This is for API keys')
  if (!actor.scopes.includes(scope)) throw new ForbiddenError(`This API key does not have the ${scope} scope`)
}
