/**
 * A provider's calendar feed (issue 14 §7): the private address (`GET /provider/calendar`), a
 * new one (`POST /provider/calendar/revoke`), and the feed itself, fetched by calendar apps
 * without a bearer token (`GET /calendar/{token}.ics`).
 */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../../shared/contracts/auth'
import { CalendarDocument, CalendarFeed, CalendarFeedParams } from '../../../../../shared/contracts/calendar'
import type { AppContext } from '../../../../context'
import { authPlugin } from '../../../../plugins/auth'
import { getCalendarFeed } from './get-calendar-feed'
import { renderCalendarFeed } from './render-calendar-feed'
import { revokeCalendarFeed } from './revoke-calendar-feed'

export const calendarRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Calendar'] } })
    .get(
      '/calendar/:token',
      async ({ params }) =>
        new Response(await renderCalendarFeed({ ctx, token: params.token }), {
          headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="shifts.ics"', 'cache-control': 'private, max-age=300' },
        }),
      {
        params: CalendarFeedParams,
        response: { 200: CalendarDocument, 404: ErrorResponse },
        detail: { summary: "A provider's shifts as an iCalendar feed (`{token}.ics`)", description: 'No bearer token: the address is the credential. Hired shifts from 60 days ago onward (at most 500); canceled ones as `STATUS:CANCELLED`. An unknown or revoked address answers 404.' },
      },
    )
    .use(authPlugin(ctx))
    .get('/provider/calendar', ({ caller }) => getCalendarFeed({ ctx, caller }), {
      asProvider: true,
      response: { 200: CalendarFeed },
      detail: { summary: 'My private calendar feed address', description: 'Made on the first call; the same address until revoked. `webcalUrl` opens the subscription in the device’s calendar app.' },
    })
    .post('/provider/calendar/revoke', ({ caller }) => revokeCalendarFeed({ ctx, caller }), {
      asProvider: true,
      response: { 200: CalendarFeed },
      detail: { summary: 'A new calendar feed address', description: 'The old address answers 404 from now on.' },
    })
