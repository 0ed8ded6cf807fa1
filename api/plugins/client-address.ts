/**
 * `meta`: who is on the other end of a request — the client's address and user agent — for the
 * routes that throttle or record them (sign-in, sign-up, account changes). Only those routes use
 * this plugin, so other requests pay nothing for it.
 *
 * The address is the socket's peer, or, for a request a serve-only process passed on, the peer
 * that process saw (api/server-processes/writer-socket.ts). `X-Forwarded-For` is believed only for the proxies
 * the operator says are there (`TRUST_PROXY`, config.ts): each appends the address it saw, so
 * behind n proxies the client is the n-th entry from the right. Anything before that is whatever
 * the client chose to send, and is ignored; an entry that is not an IP address is too.
 *
 * A request handled without a socket (tests through `app.handle`) has no peer; the test harness
 * names one with `fromClientAddress` (`server.call(…, { address })`).
 */
import { isIP } from 'node:net'
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

/**
 * The client behind `trustedHops` proxies: the peer when none are trusted, else the entry of
 * `X-Forwarded-For` that many places from its right end (the leftmost if the chain is shorter).
 */
export function clientBehindProxies(peer: string | null, forwardedFor: string | null, trustedHops: number): string | null {
  if (trustedHops <= 0 || !forwardedFor) return peer
  const chain = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (!chain.length) return peer
  const entry = chain[Math.max(0, chain.length - trustedHops)]!
  return isIP(entry) ? entry : peer
}

export const clientAddressPlugin = (trustedHops: number) =>
  new Elysia({ name: 'client-address', seed: trustedHops }).derive({ as: 'scoped' }, ({ request, server }): { meta: RequestMeta } => {
    const passedOn = givenAddresses.get(request) ?? passedOnClientAddress(request)
    const peer = passedOn !== undefined ? passedOn : (server?.requestIP(request)?.address ?? null)
    return {
      meta: {
        ipAddress: clientBehindProxies(peer, request.headers.get('x-forwarded-for'), trustedHops),
        userAgent: request.headers.get('user-agent'),
      },
    }
  })
