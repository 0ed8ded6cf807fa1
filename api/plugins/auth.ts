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
import { resolveCaller } from '../modules/auth/resolve-caller'

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

export const authPlugin = (ctx: AppContext) =>
  new Elysia({ name: 'auth' }).macro({
    asUser: {
      async resolve({ request }) {
        const caller = await requireCaller(ctx, request)
        if (caller.kind === 'team') throw new ForbiddenError('This is for providers and facility users')
        return { caller: caller as UserCaller }
      },
    },
    asProvider: {
      async resolve({ request }) {
        const caller = await requireCaller(ctx, request)
        if (caller.kind !== 'provider') throw new ForbiddenError('This is for providers')
        return { caller: caller as ProviderCaller }
      },
    },
    asFacility: {
      async resolve({ request }) {
        const caller = await requireCaller(ctx, request)
        if (caller.kind !== 'facility') throw new ForbiddenError('This is for facility users')
        return { caller: caller as FacilityCaller }
      },
    },
    asTeam: {
      async resolve({ request }) {
        const caller = await requireCaller(ctx, request)
        if (caller.kind !== 'team') throw new ForbiddenError('This is for the admin panel team')
        return { caller: caller as TeamCaller }
      },
    },
  })
