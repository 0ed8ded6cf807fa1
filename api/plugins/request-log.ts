/**
 * A request id on every answer (`x-request-id`, taken from the client when it sends a sane one)
 * and one log line per request. Also refuses bodies over the size limit before they are parsed.
 */
import { Elysia } from 'elysia'
import type { Logger } from '../context'
import { PayloadTooLargeError } from '../errors'
import { settings } from '../settings'

export const requestLogPlugin = (log: Logger) =>
  new Elysia({ name: 'request-log' })
    .derive({ as: 'global' }, ({ request, set }) => {
      const given = request.headers.get('x-request-id')
      const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID()
      set.headers['x-request-id'] = requestId
      return { requestId, startedAt: performance.now() }
    })
    .onRequest(({ request }) => {
      // Uploads to a signed URL carry files up to their own, larger limit (integrations/storage).
      if (new URL(request.url).pathname.startsWith('/api/files/upload/')) return
      const length = Number(request.headers.get('content-length') ?? 0)
      if (length > settings.maxBodyBytes) throw new PayloadTooLargeError(`The request body is larger than ${settings.maxBodyBytes / 1_048_576} MB`)
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
