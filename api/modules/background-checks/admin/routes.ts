import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { AdminBackgroundCheckList, AdminBackgroundCheckListQuery } from '../../../../shared/contracts/background-checks'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { listBackgroundChecksForReview } from './list-background-checks-for-review'

/** The admin panel's review of background checks. */
export const adminBackgroundCheckRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Background checks', 'Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/background-checks', ({ caller, query }) => listBackgroundChecksForReview({ ctx, caller, query }), {
      asTeam: true,
      query: AdminBackgroundCheckListQuery,
      response: { 200: AdminBackgroundCheckList, 400: ErrorResponse },
      detail: {
        summary: 'Background checks to review',
        description:
          'Any team role. `review` needs-review (default: blocked by the vendor, or finished without clearing the provider), cleared, in-progress or all; the latest change first, 7 a page by default.',
      },
    })
