import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import {
  FacilityIdParams,
  RateFacilityBody,
  RateProviderBody,
  Rating,
  UnratedFacilitiesQuery,
  UnratedFacilityShiftPage,
  UnratedProviderShiftPage,
  UnratedProvidersQuery,
} from '../../../shared/contracts/ratings'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { listFacilitiesUnrated } from './list-facilities-unrated'
import { listProvidersUnrated } from './list-providers-unrated'
import { rateFacility } from './rate-facility'
import { rateProvider } from './rate-provider'

const rateErrors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse }

export const ratingRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Ratings'] } })
    .use(authPlugin(ctx))
    .post('/rate-provider/:facilityId', async ({ caller, params, body, set }) => {
      const rating = await rateProvider({ ctx, caller, facilityId: params.facilityId, input: body })
      set.status = 201
      return rating
    }, {
      asFacility: true,
      params: FacilityIdParams,
      body: RateProviderBody,
      response: { 201: Rating, ...rateErrors },
      detail: {
        summary: 'Rate the provider of a completed shift',
        description:
          'Once per shift (409). The shift must be completed (422) at this facility with this provider. An average of 4.5 or more gives the provider reputation points; 2 or less takes some away.',
      },
    })
    .get('/get-providers-unrated', ({ caller, query }) => listProvidersUnrated({ ctx, caller, query }), {
      asFacility: true,
      query: UnratedProvidersQuery,
      response: { 200: UnratedProviderShiftPage, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Completed shifts at my facilities whose provider I have not rated' },
    })
    .post('/rate-facility', async ({ caller, body, set }) => {
      const rating = await rateFacility({ ctx, caller, input: body })
      set.status = 201
      return rating
    }, {
      asProvider: true,
      body: RateFacilityBody,
      response: { 201: Rating, ...rateErrors },
      detail: { summary: 'Rate the facility of a shift I completed', description: 'Once per shift (409); the shift must be completed (422).' },
    })
    .get('/get-facilities-unrated', ({ caller, query }) => listFacilitiesUnrated({ ctx, caller, query }), {
      asProvider: true,
      query: UnratedFacilitiesQuery,
      response: { 200: UnratedFacilityShiftPage, 400: ErrorResponse },
      detail: { summary: 'My completed shifts whose facility I have not rated' },
    })
