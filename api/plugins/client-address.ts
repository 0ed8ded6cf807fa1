/**
 * `meta`: who is on the other end of a request — the client's address and user agent — for the
 * routes that throttle or record them (sign-in, sign-up, account changes). Only those routes use
 * this plugin, so other requests pay nothing for it.
 *
 * The address is the socket's peer, or, for a request a serve-only process passed on, the peer
 * that process saw (api/server-processes.ts). X-Forwarded-For is not trusted, since anyone can
 * send it; behind a proxy the e-mail throttle still holds.
 */
import { Elysia } from 'elysia'
import type { RequestMeta } from '../sessions'
import { passedOnClientAddress } from '../server-processes'

export const clientAddressPlugin = () =>
  new Elysia({ name: 'client-address' }).derive({ as: 'scoped' }, ({ request, server }): { meta: RequestMeta } => {
    const passedOn = passedOnClientAddress(request)
    return {
      meta: {
        ipAddress: passedOn !== undefined ? passedOn : (server?.requestIP(request)?.address ?? null),
        userAgent: request.headers.get('user-agent'),
      },
    }
  })
