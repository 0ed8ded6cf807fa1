/** The admin panel's careers prices (spec 000 §7 "Careers prices"). */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { CSV_EXPORT_NOTE, CsvFile } from '../../../../shared/contracts/csv'
import { CareersPriceCsvQuery, CareersPriceList, CareersPriceListQuery, CreateCareersPricesBody, CreatedCareersPrices } from '../../../../shared/contracts/careers-billing'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { createCareersPrices } from './create-prices'
import { exportCareersPricesCsv } from './export-prices-csv'
import { listCareersPrices } from './list-prices'

export const adminCareersPriceRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Careers billing'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/careers/prices', ({ caller, query }) => listCareersPrices({ ctx, caller, query }), {
      asTeam: true,
      query: CareersPriceListQuery,
      response: { 200: CareersPriceList, 400: ErrorResponse },
      detail: { summary: 'Careers prices: those set by the admin panel, then the built-in defaults' },
    })
    .get('/admin-panel/careers/prices/csv', ({ caller, query }) => exportCareersPricesCsv({ ctx, caller, query }), {
      asTeam: true,
      query: CareersPriceCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse },
      detail: { summary: 'Careers prices as CSV (streamed)', description: `${CSV_EXPORT_NOTE} Every price the list's \`productType\` and \`planType\` keep: the admin panel's, the newest effective first, then the built-in defaults.` },
    })
    .post('/admin-panel/careers/prices', async ({ caller, body, set }) => {
      const created = await createCareersPrices({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asTeam: true,
      body: CreateCareersPricesBody,
      response: { 201: CreatedCareersPrices, 400: ErrorResponse },
      detail: { summary: "New prices of a plan (or of the job-post add-on), from effectiveFrom; subscribers keep theirs until renewal", description: 'ADMIN only.' },
    })
