/** Small helpers shared by route files. */
import type { Server } from 'bun'
import type { RequestMeta } from './modules/auth/sessions'

/**
 * The caller's address for throttling: the socket's peer. X-Forwarded-For is not trusted, since
 * anyone can send it; behind a proxy the e-mail throttle still holds.
 */
export function requestMeta(request: Request, server: Server<unknown> | null | undefined): RequestMeta {
  return {
    ipAddress: server?.requestIP(request)?.address ?? null,
    userAgent: request.headers.get('user-agent'),
  }
}

/** An empty `204 No Content`. */
export function noContent(set: { status?: number | string }): undefined {
  set.status = 204
  return undefined
}
