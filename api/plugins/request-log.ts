/**
 * A request id on every answer (`x-request-id`, taken from the client when it sends a sane one)
 * and one log line per request. (Size limits: request-bounds.ts.)
 */
import { Elysia } from 'elysia'
import type { Logger } from '../context'

export const requestLogPlugin = (log: Logger) =>
  new Elysia({ name: 'request-log' })
    .derive({ as: 'global' }, ({ request, set }) => {
      const given = request.headers.get('x-request-id')
      const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID()
      set.headers['x-request-id'] = requestId
      return { requestId, startedAt: performance.now() }
    })
    .onAfterResponse({ as: 'global' }, (c) => {
      const { request, path, set, responseValue } = c as typeof c & { responseValue?: unknown }
      const ctx = c as typeof c & { requestId?: string; startedAt?: number }
      if (!path.startsWith('/api/')) return
      log.info('request', {
        requestId: ctx.requestId,
        method: request.method,
        path,
        status: responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200,
        ms: ctx.startedAt ? Math.round((performance.now() - ctx.startedAt) * 10) / 10 : undefined,
      })
    })
