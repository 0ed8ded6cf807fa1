import { Elysia } from 'elysia'
import { ErrorResponse, NoContent } from '../../../../shared/contracts/auth'
import {
  BanBody,
  BannedProvider,
  BanResult,
  type BanType,
  FacilityProviderParams,
  PreferredProvider,
  PreferredProviderBody,
  PreferredProviderPage,
  PreferredProviderRemoveBody,
  PreferredProviderRemoveQuery,
  PreferredProvidersQuery,
  ProviderIdParams,
  UnbanQuery,
  UnbanRequestBody,
  WorkerPage,
  WorkersQuery,
} from '../../../../shared/contracts/facility-providers'
import { FacilityProviderProfileWithHistory } from '../../../../shared/contracts/profile'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { authPlugin } from '../../../plugins/auth'
import { addPreferredProvider } from './add-preferred-provider'
import { banProvider } from './ban-provider'
import { getBannedProvider } from './get-banned-provider'
import { getProviderProfile } from './get-provider-profile'
import { listPreferredProviders } from './list-preferred-providers'
import { listWorkers } from './list-workers'
import { removePreferredProvider } from './remove-preferred-provider'
import { unbanProvider } from './unban-provider'


export const facilityProviderRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Facility providers'] } })
    .use(authPlugin(ctx))
    .get('/facility/providers/preferred', ({ caller, query }) => listPreferredProviders({ ctx, caller, query }), {
      asFacility: true,
      query: PreferredProvidersQuery,
      response: { 200: PreferredProviderPage, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Preferred providers', description: 'Of `facilityId`, or of every facility I can see; most recently added first.' },
    })
    .post('/facility/providers/preferred', async ({ caller, body, set }) => {
      const preferred = await addPreferredProvider({ ctx, caller, input: body })
      set.status = 201
      return preferred
    }, {
      asFacility: true,
      body: PreferredProviderBody,
      response: { 201: PreferredProvider, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Add a preferred provider',
        description: 'A provider who applied to or worked at my facilities. They are listed first among applicants, and earn reputation points the first time each facility prefers them.',
      },
    })
    .delete('/facility/providers/preferred', async ({ caller, body, query, set }) => {
      await removePreferredProvider({ ctx, caller, input: { facilityId: body?.facilityId ?? query.facilityId, providerId: body?.providerId ?? query.providerId } })
      return noContent(set)
    }, {
      asFacility: true,
      body: PreferredProviderRemoveBody,
      query: PreferredProviderRemoveQuery,
      response: { 204: NoContent, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Remove a preferred provider', description: '`facilityId` and `providerId` in the body or the query string.' },
    })
    .get('/facility/providers/workers', ({ caller, query }) => listWorkers({ ctx, caller, query }), {
      asFacility: true,
      query: WorkersQuery,
      response: { 200: WorkerPage, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Providers who worked at my facilities', description: 'Most recently worked first, with shifts worked, rating summary, preferred and banned flags.' },
    })
    .post('/facility/providers/:providerId/ban', async ({ caller, params, body, set }) => {
      const ban = await banProvider({ ctx, caller, providerId: params.providerId, input: body })
      set.status = 201
      return ban
    }, {
      asFacility: true,
      params: ProviderIdParams,
      body: BanBody,
      response: { 201: BanResult, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Ban a provider',
        description:
          '`BAN` (needs `facilityId`) hides that facility from the provider; `HARD_BAN` (no `facilityId`; OWNER or ADMIN only) covers the whole organization. The provider\'s pending applications there are withdrawn.',
      },
    })
    .delete('/facility/providers/:providerId/ban', async ({ caller, params, body, query, set }) => {
      await unbanProvider({
        ctx,
        caller,
        providerId: params.providerId,
        input: { banType: (body?.banType ?? query.banType) as BanType, facilityId: body?.facilityId ?? query.facilityId },
      })
      return noContent(set)
    }, {
      asFacility: true,
      params: ProviderIdParams,
      body: UnbanRequestBody,
      query: UnbanQuery,
      response: { 204: NoContent, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Lift a ban', description: 'Same rules as banning; `banType` and `facilityId` in the body or the query string. Withdrawn applications stay withdrawn.' },
    })
    .get('/facility/:facilityId/banned-providers/:providerId', ({ caller, params }) => getBannedProvider({ ctx, caller, facilityId: params.facilityId, providerId: params.providerId }), {
      asFacility: true,
      params: FacilityProviderParams,
      response: { 200: BannedProvider, 404: ErrorResponse },
      detail: { summary: 'Is this provider banned at this facility?', description: '404 when not banned.' },
    })
    .get('/facility/provider/:providerId/profile', ({ caller, params }) => getProviderProfile({ ctx, caller, providerId: params.providerId }), {
      asFacility: true,
      params: ProviderIdParams,
      response: { 200: FacilityProviderProfileWithHistory, 404: ErrorResponse },
      detail: {
        summary: "A provider's profile",
        description:
          'Providers who applied to or worked at my facilities; anyone else is 404. With their work experience, education and certifications (status, no numbers or documents); never their street address, phone, e-mail or hourly rate.',
      },
    })
