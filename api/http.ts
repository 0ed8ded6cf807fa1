/** Small helpers shared by route files. */
import type { Server } from 'bun'
import type { RequestMeta } from './modules/auth/sessions'
import { passedOnClientAddress } from './server-processes'

/**
 * The caller's address for throttling: the socket's peer (for a request a serve-only process
 * passed on, the peer it saw). X-Forwarded-For is not trusted, since anyone can send it; behind
 * a proxy the e-mail throttle still holds.
 */
export function requestMeta(request: Request, server: Server<unknown> | null | undefined): RequestMeta {
  const passedOn = passedOnClientAddress(request)
  return {
    ipAddress: passedOn !== undefined ? passedOn : (server?.requestIP(request)?.address ?? null),
    userAgent: request.headers.get('user-agent'),
  }
}

/** An empty `204 No Content`. */
export function noContent(set: { status?: number | string }): undefined {
  set.status = 204
  return undefined
}
