/**
 * `GET /user/create-ticket` and the socket itself, `GET /realtime?ticket=…` (WebSocket). The
 * socket only listens: messages are sent over HTTP (their contracts, idempotency and limits stay
 * in one place), and the socket carries what happened to the user since it opened.
 */
import { Elysia, t } from 'elysia'
import { ErrorResponse } from '../../shared/contracts/auth'
import { RealtimeTicket } from '../../shared/contracts/conversations'
import type { AppContext } from '../context'
import { UnauthorizedError } from '../errors'
import { authPlugin } from '../plugins/auth'
import { realtimeHubOf } from './hub'
import { issueRealtimeTicket, userOfRealtimeTicket } from './tickets'

interface SocketData {
  query: { ticket?: string }
  userId?: string
}

export const realtimeRoutes = (ctx: AppContext) => {
  const hub = realtimeHubOf(ctx)
  return new Elysia({ detail: { tags: ['Real time'] } })
    .ws('/realtime', {
      query: t.Object({ ticket: t.Optional(t.String({ maxLength: 300 })) }),
      // OpenAPI has no WebSocket operations ("ws" is no HTTP method); `create-ticket` documents it.
      detail: { hide: true },
      // Refused before the upgrade: a socket is only ever opened for a valid ticket.
      beforeHandle({ query }) {
        if (!userOfRealtimeTicket(ctx, query.ticket)) throw new UnauthorizedError('The ticket is not valid or has expired')
      },
      async open(ws) {
        const data = ws.data as unknown as SocketData
        const userId = userOfRealtimeTicket(ctx, data.query.ticket)
        if (!userId) return ws.close(4401, 'ticket expired')
        data.userId = userId
        // Bun's own socket: Elysia wraps it anew for each hook, so only `raw` is the same object in `close`.
        await hub.add(userId, ws.raw)
        ws.send(JSON.stringify({ type: 'ready' }))
      },
      close(ws) {
        const data = ws.data as unknown as SocketData
        if (data.userId) hub.remove(data.userId, ws.raw)
      },
      // Clients may ping to keep proxies from closing an idle socket; anything else is ignored.
      message(ws, message) {
        if (message === 'ping') ws.send('pong')
      },
    })
    .use(authPlugin(ctx))
    .get('/user/create-ticket', ({ caller }) => issueRealtimeTicket(ctx, caller.userId), {
      asUser: true,
      response: { 200: RealtimeTicket, 401: ErrorResponse },
      detail: {
        summary: 'A ticket for the real-time socket',
        description: 'Opens `GET /api/realtime?ticket=…` (WebSocket) within `expiresIn` seconds. The socket sends JSON events: `message.new`, `message.read`, `notification`, `support.message`.',
      },
    })
}
