/**
 * Who is calling. Routes opt in with a macro naming the kind of caller they serve:
 *
 *   { asUser: true }      a provider or a facility user
 *   { asProvider: true }  a provider
 *   { asFacility: true }  a facility user (any organization role; verbs narrow further)
 *   { asTeam: true }      an admin-panel team member
 *
 * No or bad token → 401; a valid token of the wrong kind → 403 (CONTRACT "Authentication").
 */
import { Elysia } from 'elysia'
import type { AppContext, Caller, FacilityCaller, ProviderCaller, TeamCaller, UserCaller } from '../context'
import { ForbiddenError, UnauthorizedError } from '../errors'
import { resolveCaller } from '../modules/identity'

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1] ?? null
}

// The header is read from the Request itself: Elysia fills the parsed `headers` only when its
// source analysis sees them used, which the bundled single binary hides from it.
async function requireCaller(ctx: AppContext, request: Request): Promise<Caller> {
  const token = bearerToken(request)
  if (!token) throw new UnauthorizedError()
  const caller = await resolveCaller(ctx, token)
  if (!caller) throw new UnauthorizedError('Your session has ended. Please sign in again.')
  return caller
}

type Kind = 'user' | 'provider' | 'facility' | 'team'

const KIND_CHECK: Record<Kind, { allows: (c: Caller) => boolean; refusal: string }> = {
  user: { allows: (c) => c.kind !== 'team', refusal: 'This is for providers and facility users' },
  provider: { allows: (c) => c.kind === 'provider', refusal: 'This is for providers' },
  facility: { allows: (c) => c.kind === 'facility', refusal: 'This is for facility users' },
  team: { allows: (c) => c.kind === 'team', refusal: 'This is for the admin panel team' },
}

/**
 * Callers are resolved in the transform phase, before Elysia checks the body, so a request
 * without a valid token is 401 (and of the wrong kind 403) whatever its body; the route's
 * `caller` is then read back from this map.
 */
const callers = new WeakMap<Request, Caller>()

function guard<K extends Kind, C extends Caller>(ctx: AppContext, kind: K) {
  return {
    async transform({ request }: { request: Request }) {
      const caller = await requireCaller(ctx, request)
      if (!KIND_CHECK[kind].allows(caller)) throw new ForbiddenError(KIND_CHECK[kind].refusal)
      callers.set(request, caller)
    },
    resolve({ request }: { request: Request }) {
      return { caller: callers.get(request) as C }
    },
  }
}

export const authPlugin = (ctx: AppContext) =>
  new Elysia({ name: 'auth' }).macro({
    asUser: guard<'user', UserCaller>(ctx, 'user'),
    asProvider: guard<'provider', ProviderCaller>(ctx, 'provider'),
    asFacility: guard<'facility', FacilityCaller>(ctx, 'facility'),
    asTeam: guard<'team', TeamCaller>(ctx, 'team'),
  })
