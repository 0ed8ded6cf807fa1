/**
 * Who is calling. Routes opt in with a macro naming the kind of caller they serve:
 *
 *   { asUser: true }             a provider or a facility user
 *   { asProvider: true }         a provider
 *   { asFacility: true }         a facility user (any organization role; verbs narrow further)
 *   { asTeam: true }             an admin-panel team member
 *   { asFacilityOrAgent: true }  a facility user, or the staffing agent acting for one: the same
 *                                `caller` (the user's scope), with `caller.agent` set for the agent
 *
 * No or bad token → 401; a valid token of the wrong kind → 403 (api-contract "Authentication"). The
 * staffing agent's token is refused with 403 by every guard but `asFacilityOrAgent`.
 *
 * Each guard also documents itself: the route gets the bearer `security` requirement and its
 * 401 and 403 answers in the OpenAPI document without declaring them (`documentGuard`).
 */
import { Elysia } from 'elysia'
import type { AppContext, Caller, FacilityCaller, ProviderCaller, TeamCaller, UserCaller } from '../context'
import { ForbiddenError, UnauthorizedError } from '../errors'
import { resolveCaller } from '../sessions'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Kind } from '@sinclair/typebox'
import type { StaffingAgent } from '../callers'
import { ErrorResponse } from '../../shared/contracts/auth'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1] ?? null
}

// ---- the staffing agent's token ---------------------------------------------------------------

/**
 * The staffing agent calls with `agent.<agentId>.<session token>.<signature>`: a facility user's
 * session, delegated to one agent by the server (only the app secret signs it). The session
 * gives the scope and ends the agent's access when it ends (sign-out, password change, disabled
 * user); the signature keeps a user from passing their own calls off as the agent's. A session
 * token is base64url and has no dots, so the two kinds of token never meet.
 */
const AGENT_TOKEN = /^agent\.([a-z0-9][a-z0-9-]{0,63})\.([\w-]{20,200})\.([\w-]{43})$/

function agentSignature(secret: string, agentId: string, sessionToken: string): string {
  const key = createHmac('sha256', secret).update('staffing-agent-tokens/v1').digest()
  return createHmac('sha256', key).update(`${agentId}\n${sessionToken}`).digest('base64url')
}

/** The token the staffing agent `agentId` uses to act for the user signed in with `sessionToken`. */
export function issueAgentToken(secret: string, agentId: string, sessionToken: string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(agentId)) throw new Error(`agent id ${JSON.stringify(agentId)} must be lower-case letters, digits and dashes`)
  return `agent.${agentId}.${sessionToken}.${agentSignature(secret, agentId, sessionToken)}`
}

/** An agent token's parts when its signature holds; null for any other token. */
function readAgentToken(secret: string, token: string): { agentId: string; sessionToken: string } | 'forged' | null {
  if (!token.startsWith('agent.')) return null
  const match = AGENT_TOKEN.exec(token)
  if (!match) return 'forged'
  const [, agentId, sessionToken, signature] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(agentSignature(secret, agentId, sessionToken))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { agentId, sessionToken } : 'forged'
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.'

// The header is read from the Request itself: Elysia fills the parsed `headers` only when its
// source analysis sees them used, which the bundled single binary hides from it.
async function requireCaller(ctx: AppContext, request: Request): Promise<Caller> {
  const token = bearerToken(request)
  if (!token) throw new UnauthorizedError()
  const agent = readAgentToken(ctx.secret, token)
  if (agent === 'forged') throw new UnauthorizedError(SESSION_ENDED)
  const caller = await resolveCaller(ctx, agent ? agent.sessionToken : token, request)
  if (!caller) throw new UnauthorizedError(SESSION_ENDED)
  if (!agent) return caller
  // The agent acts only for facility users; a grant over any other session is no credential.
  if (caller.kind !== 'facility') throw new UnauthorizedError(SESSION_ENDED)
  return { ...caller, agent: { agentId: agent.agentId } satisfies StaffingAgent }
}

type Kind = 'user' | 'provider' | 'facility' | 'team' | 'facilityOrAgent'

const KIND_CHECK: Record<Kind, { allows: (c: Caller) => boolean; refusal: string; agent?: true }> = {
  user: { allows: (c) => c.kind !== 'team', refusal: 'This is for providers and facility users' },
  provider: { allows: (c) => c.kind === 'provider', refusal: 'This is for providers' },
  facility: { allows: (c) => c.kind === 'facility', refusal: 'This is for facility users' },
  team: { allows: (c) => c.kind === 'team', refusal: 'This is for the admin panel team' },
  facilityOrAgent: { allows: (c) => c.kind === 'facility', refusal: 'This is for facility users', agent: true },
}

const AGENT_REFUSAL = 'This is not open to the staffing agent'

/**
 * Callers are resolved in the transform phase, before Elysia checks the body, so a request
 * without a valid token is 401 (and of the wrong kind 403) whatever its body; the route's
 * `caller` is then read back from this map.
 */
const callers = new WeakMap<Request, Caller>()

/** The request id the request log gave this request (plugins/request-log.ts), for the audit trail. */
function requestIdOf(set: { headers: Record<string, unknown> }): string | undefined {
  const id = set.headers['x-request-id']
  return typeof id === 'string' ? id : undefined
}

/**
 * What a guard adds to its route's OpenAPI operation: the bearer requirement and the 401 and
 * 403 answers, unless the route declares its own. A macro's `detail` would be merged by Elysia
 * with arrays concatenated (a route that also lists `security` would get it twice) and a macro's
 * `response` becomes a standalone validator with its own typing, so the guard writes both into
 * the route's options through `introspect`, which Elysia calls with them before it builds the
 * route. The added answers change nothing at run time: the guard's 401 and 403 are thrown, and
 * thrown errors are answered by the errors plugin, not checked against `response`.
 */
const BEARER = 'bearer'

function documentGuard(hook: Record<string, unknown>): void {
  const detail = (hook.detail ?? {}) as { security?: unknown }
  if (!detail.security) hook.detail = { ...detail, security: [{ [BEARER]: [] }] }
  const response = hook.response
  const guardAnswers = { 401: ErrorResponse, 403: ErrorResponse }
  if (response === undefined) hook.response = guardAnswers
  else if (isStatusMap(response)) hook.response = { ...guardAnswers, ...response }
  else hook.response = { 200: response, ...guardAnswers }
}

/** `{200: schema, 404: schema}` rather than one schema (TypeBox, Standard Schema) or a model's name. */
function isStatusMap(response: unknown): response is Record<string, unknown> {
  return typeof response === 'object' && response !== null && !(Kind in response) && !('~standard' in response) && !('type' in response) && !('$ref' in response)
}

function guard<K extends Kind, C extends Caller>(ctx: AppContext, kind: K) {
  const check = KIND_CHECK[kind]
  return {
    async transform({ request, set }: { request: Request; set: { headers: Record<string, unknown> } }) {
      const caller = await requireCaller(ctx, request)
      if (caller.kind === 'facility' && caller.agent && !check.agent) throw new ForbiddenError(AGENT_REFUSAL)
      if (!check.allows(caller)) throw new ForbiddenError(check.refusal)
      const requestId = requestIdOf(set)
      callers.set(request, requestId ? { ...caller, requestId } : caller)
    },
    resolve({ request }: { request: Request }) {
      return { caller: callers.get(request) as C }
    },
    introspect: documentGuard,
  }
}

export const authPlugin = (ctx: AppContext) =>
  new Elysia({ name: 'auth' }).macro({
    asUser: guard<'user', UserCaller>(ctx, 'user'),
    asProvider: guard<'provider', ProviderCaller>(ctx, 'provider'),
    asFacility: guard<'facility', FacilityCaller>(ctx, 'facility'),
    asTeam: guard<'team', TeamCaller>(ctx, 'team'),
    asFacilityOrAgent: guard<'facilityOrAgent', FacilityCaller>(ctx, 'facilityOrAgent'),
  })
