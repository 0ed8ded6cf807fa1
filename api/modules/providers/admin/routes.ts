/** The admin panel's providers (spec 000 §7): the list, a provider's upcoming shifts, the shadow ban. */
import { Elysia } from 'elysia'
import { AdminProviderCsvQuery, AdminProviderDetail, AdminProviderList, AdminProviderListQuery, AdminProviderParams, ShadowBanProviderBody, ShadowBanProviderResult, UpcomingShiftsCount } from '../../../../shared/contracts/admin-providers'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { CSV_EXPORT_NOTE, CsvFile } from '../../../../shared/contracts/csv'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { countUpcomingShifts } from './count-upcoming-shifts'
import { exportProvidersCsv } from './export-providers-csv'
import { getProviderRecord } from './get-provider-record'
import { listProviders } from './list-providers'
import { toggleProviderShadowBan } from './toggle-provider-shadow-ban'

export const adminProviderRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/providers', ({ caller, query }) => listProviders({ ctx, caller, query }), {
      asTeam: true,
      query: AdminProviderListQuery,
      response: { 200: AdminProviderList, 400: ErrorResponse },
      detail: {
        summary: 'Providers',
        description:
          'Any team role. The newest first, 7 a page by default; `providerType` PHARMACIST | TECHNICIAN | INTERN; `searchString` matches the name, e-mail, phone number or city. `currentHourlyRate` is dollars an hour; `stripeAccountId` (also `paymentAccountId`) the payout account.',
      },
    })
    .get('/admin-panel/providers/csv', ({ caller, query }) => exportProvidersCsv({ ctx, caller, query }), {
      asTeam: true,
      query: AdminProviderCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse },
      detail: { summary: 'Providers as CSV (streamed)', description: `${CSV_EXPORT_NOTE} Every provider the list's \`providerType\` and \`searchString\` keep, the newest first.` },
    })
    .get('/admin-panel/providers/:providerId', ({ caller, params }) => getProviderRecord({ ctx, caller, providerId: params.providerId }), {
      asTeam: true,
      params: AdminProviderParams,
      response: { 200: AdminProviderDetail, 404: ErrorResponse },
      detail: {
        summary: "A provider's full record",
        description: 'Any team role. The list row, the profile, licenses with their status, the latest hired shifts, payouts and points history (50 each), ratings (summary and the latest 20), bans and background checks.',
      },
    })
    .get('/admin-panel/providers/:providerId/upcoming-shifts-count', ({ caller, params }) => countUpcomingShifts({ ctx, caller, providerId: params.providerId }), {
      asTeam: true,
      params: AdminProviderParams,
      response: { 200: UpcomingShiftsCount, 404: ErrorResponse },
      detail: { summary: "How many shifts a provider is hired for that have not started", description: 'Any team role.' },
    })
    .put('/admin-panel/shadow-ban-provider/:providerId', ({ caller, params, body }) => toggleProviderShadowBan({ ctx, caller, providerId: params.providerId, input: body }), {
      asTeam: true,
      params: AdminProviderParams,
      body: ShadowBanProviderBody,
      response: { 200: ShadowBanProviderResult, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "Turn a provider's shadow ban on or off",
        description:
          'ADMIN or OPERATIONS (SUPPORT: 403). Each call flips it. While on, facilities do not see the provider\'s applications. `notifyProvider: true` e-mails the provider when the ban turns on (never when it is lifted).',
      },
    })
