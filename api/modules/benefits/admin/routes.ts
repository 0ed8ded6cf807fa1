import { Elysia } from 'elysia'
import { AddCreditsBody, AddCreditsResponse, AppliedBenefit, ApplyBenefitBody, Benefit, BenefitCsvQuery, BenefitList, BenefitListQuery, CreateBenefitBody, OrganizationParams } from '../../../../shared/contracts/benefits'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { CSV_EXPORT_NOTE, CsvFile } from '../../../../shared/contracts/csv'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { addCredits } from './add-credits'
import { applyBenefitToOrganization } from './apply-benefit-to-organization'
import { createBenefit } from './create-benefit'
import { exportBenefitsCsv } from './export-benefits-csv'
import { listBenefits } from './list-benefits'

const security = [{ bearer: [] }]

export const adminBenefitRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/benefits', ({ caller, query }) => listBenefits({ ctx, caller, query }), {
      asTeam: true,
      query: BenefitListQuery,
      response: { 200: BenefitList, 400: ErrorResponse },
      detail: { summary: 'Benefits', description: 'Newest first, 7 a page; `searchTerm` matches the name or the code.', security },
    })
    .get('/admin-panel/benefits/csv', ({ caller, query }) => exportBenefitsCsv({ ctx, caller, query }), {
      asTeam: true,
      query: BenefitCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse },
      detail: { summary: 'Benefits as CSV (streamed)', description: `${CSV_EXPORT_NOTE} Every benefit the list's \`searchTerm\` keeps, the newest first.`, security },
    })
    .post('/admin-panel/benefits', async ({ caller, body, set }) => {
      const created = await createBenefit({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asTeam: true,
      body: CreateBenefitBody,
      response: { 201: Benefit, 400: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Create a benefit (ADMIN)',
        description:
          'The code is unique (compared upper-cased; 409 when taken). The amount of its type is required: `percentageFee` (0–100) for MARKETPLACE_PERCENTAGE_FEE, `discountPercentage` (0–100) for CAREERS_SUBSCRIPTION_DISCOUNT, `creditAmountInCents` (a whole number ≥ 0) for CREDITS. `freeShifts` (any type, default 0): shifts the organization may hire without the marketplace fee.',
        security,
      },
    })
    .post('/admin-panel/benefits/apply', ({ caller, body }) => applyBenefitToOrganization({ ctx, caller, input: body }), {
      asTeam: true,
      body: ApplyBenefitBody,
      response: { 200: AppliedBenefit, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Apply a benefit to an organization (ADMIN, OPERATIONS)',
        description:
          'Unknown organization or code → 404; applied to that organization before → 409. A fee benefit lowers the organization’s fee for shifts posted from now on; credits go into its balance and the ledger.',
        security,
      },
    })
    .put('/admin-panel/organizations/:organizationId/add-credits', ({ caller, params, body }) => addCredits({ ctx, caller, organizationId: params.organizationId, input: body }), {
      asTeam: true,
      params: OrganizationParams,
      body: AddCreditsBody,
      response: { 200: AddCreditsResponse, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Add credits to an organization (ADMIN, OPERATIONS)', description: '`creditsInCents`: a positive whole number of cents. Recorded in the ledger and the audit trail.', security },
    })
