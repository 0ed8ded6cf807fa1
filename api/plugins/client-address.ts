/**
 * `meta`: who is on the other end of a request — the client's address and user agent — for the
 * routes that throttle or record them (sign-in, sign-up, account changes). Only those routes use
 * this plugin, so other requests pay nothing for it.
 *
 * The address is the socket's peer, or, for a request a serve-only process passed on, the peer
 * that process saw (api/server-processes.ts). X-Forwarded-For is not trusted, since anyone can
 * send it; behind a proxy the e-mail throttle still holds.
 *
 * A request handled without a socket (tests through `app.handle`) has no peer; the test harness
 * names one with `fromClientAddress` (`server.call(…, { address })`).
 */
import { Elysia } from 'elysia'
import type { RequestMeta } from '../sessions'
import { passedOnClientAddress } from '../server-processes'

/** Addresses given to requests that arrive without a socket (see above). */
const givenAddresses = new WeakMap<Request, string>()

/** Marks `request` as coming from `address`, for a request handed to `app.handle` directly. */
export function fromClientAddress(request: Request, address: string): Request {
  givenAddresses.set(request, address)
  return request
}

export const clientAddressPlugin = () =>
  new Elysia({ name: 'client-address' }).derive({ as: 'scoped' }, ({ request, server }): { meta: RequestMeta } => {
    const passedOn = givenAddresses.get(request) ?? passedOnClientAddress(request)
    return {
      meta: {
        ipAddress: passedOn !== undefined ? passedOn : (server?.requestIP(request)?.address ?? null),
        userAgent: request.headers.get('user-agent'),
      },
    }
  })
