import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { AddPointsBody, AddPointsResponse } from '../../../shared/contracts/ratings'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { addPointsToProvider } from './add-points-to-provider'

export const reputationRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Reputation'] } })
    .use(authPlugin(ctx))
    .post('/points/add-points-to-provider', ({ caller, body }) => addPointsToProvider({ ctx, caller, input: body }), {
      asTeam: true,
      body: AddPointsBody,
      response: { 200: AddPointsResponse, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "Adjust a provider's reputation points",
        description:
          'Admin-panel staff with `providers.manage`. `points` may be negative. A `reason` naming a reputation reason (e.g. `ONBOARDING_COMPLETED`) is recorded as that reason; other text as `ADMIN_ADJUSTMENT` with the text as note.',
        security: [{ bearer: [] }],
      },
    })
