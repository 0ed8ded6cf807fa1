/** The admin panel's organizations, parent organizations and facilities (spec 000 §7 "Admin"). */
import { Elysia } from 'elysia'
import {
  AdminFacility,
  AdminFacilityCsvQuery,
  AdminFacilityParams,
  AdminOrganization,
  AdminOrganizationCsvQuery,
  AdminOrganizationList,
  AdminOrganizationListQuery,
  CreateOrganizationBody,
  CreateParentOrganizationBody,
  FacilityHiredProvidersQuery,
  FacilityProviderParams,
  HiredProviderList,
  MoveFacilityBody,
  OrganizationIdParams,
  ParentOrganization,
  ParentOrganizationCsvQuery,
  ParentOrganizationIdParams,
  ParentOrganizationList,
  ParentOrganizationListQuery,
  ShiftsWorkedList,
  UpdateOrganizationBody,
} from '../../../../shared/contracts/admin-organizations'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { CSV_EXPORT_NOTE, CsvFile } from '../../../../shared/contracts/csv'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { createOrganization } from './create-organization'
import { createParentOrganization } from './create-parent-organization'
import type { OrganizationAdminDeps } from './deps'
import { exportFacilitiesCsv } from './export-facilities-csv'
import { exportOrganizationsCsv } from './export-organizations-csv'
import { exportParentOrganizationsCsv } from './export-parent-organizations-csv'
import { getFacilityAsAdmin } from './get-facility-as-admin'
import { getOrganizationAsAdmin } from './get-organization-as-admin'
import { getParentOrganization } from './get-parent-organization'
import { listOrganizations } from './list-organizations'
import { listParentOrganizations } from './list-parent-organizations'
import { listProvidersHired } from './list-providers-hired'
import { listShiftsWorked } from './list-shifts-worked'
import { moveFacility } from './move-facility'
import { setParentOrganization } from './set-parent-organization'
import { toggleOrganizationShadowBan } from './toggle-organization-shadow-ban'

const ANY_ROLE = 'Any team role.'
const MANAGERS = 'ADMIN or OPERATIONS (SUPPORT: 403).'

export const organizationAdminRoutes = (ctx: AppContext, deps: OrganizationAdminDeps) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .get('/admin-panel/organizations', ({ caller, query }) => listOrganizations({ ctx, caller, deps, query }), {
      asTeam: true,
      query: AdminOrganizationListQuery,
      response: { 200: AdminOrganizationList, 400: ErrorResponse },
      detail: { summary: 'Organizations', description: `${ANY_ROLE} By name, 7 a page by default; \`searchTerm\` matches the name or the parent organization's name, any case.` },
    })
    .get('/admin-panel/organizations/csv', ({ caller, query }) => exportOrganizationsCsv({ ctx, caller, deps, query }), {
      asTeam: true,
      query: AdminOrganizationCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse },
      detail: { summary: 'Organizations as CSV (streamed)', description: `${CSV_EXPORT_NOTE} Every organization the list's \`searchTerm\` keeps, by name; facilities and people one cell each.` },
    })
    .post('/admin-panel/organizations', ({ caller, body, meta, set }) => {
      set.status = 201
      return createOrganization({ ctx, caller, deps, input: body, meta })
    }, {
      asTeam: true,
      body: CreateOrganizationBody,
      response: { 201: AdminOrganization, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Add an organization',
        description: `${MANAGERS} \`name\` required; \`percentageFee\` 0–100 (the platform default when left out); \`parentOrganizationId\` optional (unknown: 404). \`owner\` {email, firstName, lastName}, optional: made its OWNER and e-mailed an invitation to choose a password (an address that has an account: 409). It starts with no facilities.`,
      },
    })
    .get('/admin-panel/organizations/:organizationId', ({ caller, params }) => getOrganizationAsAdmin({ ctx, caller, deps, organizationId: params.organizationId }), {
      asTeam: true,
      params: OrganizationIdParams,
      response: { 200: AdminOrganization, 404: ErrorResponse },
      detail: { summary: 'An organization: fee, parent, shadow ban, credits, facilities and members', description: ANY_ROLE },
    })
    .patch('/admin-panel/organizations/:organizationId', ({ caller, params, body }) => setParentOrganization({ ctx, caller, deps, organizationId: params.organizationId, input: body }), {
      asTeam: true,
      params: OrganizationIdParams,
      body: UpdateOrganizationBody,
      response: { 200: AdminOrganization, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Set an organization's parent", description: `${MANAGERS} \`parentOrganizationId\`: a parent organization's id, or null for none (unknown: 404).` },
    })
    .get('/admin-panel/parent-organizations', ({ caller, query }) => listParentOrganizations({ ctx, caller, deps, query }), {
      asTeam: true,
      query: ParentOrganizationListQuery,
      response: { 200: ParentOrganizationList, 400: ErrorResponse },
      detail: { summary: 'Parent organizations', description: `${ANY_ROLE} By name, with their child organizations, 7 a page by default; \`searchTerm\` matches the name.` },
    })
    .get('/admin-panel/parent-organizations/csv', ({ caller, query }) => exportParentOrganizationsCsv({ ctx, caller, deps, query }), {
      asTeam: true,
      query: ParentOrganizationCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse },
      detail: { summary: 'Parent organizations as CSV (streamed)', description: `${CSV_EXPORT_NOTE} Every parent organization the list's \`searchTerm\` keeps, by name, with its child organizations.` },
    })
    .post('/admin-panel/parent-organizations', ({ caller, body, set }) => {
      set.status = 201
      return createParentOrganization({ ctx, caller, deps, input: body })
    }, {
      asTeam: true,
      body: CreateParentOrganizationBody,
      response: { 201: ParentOrganization, 400: ErrorResponse },
      detail: { summary: 'Add a parent organization', description: `${MANAGERS} \`name\` required.` },
    })
    .get('/admin-panel/parent-organizations/:parentOrganizationId', ({ caller, params }) => getParentOrganization({ ctx, caller, deps, parentOrganizationId: params.parentOrganizationId }), {
      asTeam: true,
      params: ParentOrganizationIdParams,
      response: { 200: ParentOrganization, 404: ErrorResponse },
      detail: { summary: 'A parent organization and its child organizations', description: ANY_ROLE },
    })
    .put('/admin-panel/shadow-ban-organization/:organizationId', ({ caller, params }) => toggleOrganizationShadowBan({ ctx, caller, deps, organizationId: params.organizationId }), {
      asTeam: true,
      params: OrganizationIdParams,
      response: { 200: AdminOrganization, 404: ErrorResponse },
      detail: {
        summary: "Turn an organization's shadow ban on or off",
        description: `${MANAGERS} No body: each call flips it. While on, the organization's shifts are hidden from providers; the organization is not told.`,
      },
    })
    .get('/admin-panel/facilities/csv', ({ caller, query }) => exportFacilitiesCsv({ ctx, caller, deps, query }), {
      asTeam: true,
      query: AdminFacilityCsvQuery,
      response: { 200: CsvFile, 400: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: 'Facilities as CSV (streamed)',
        description: `${CSV_EXPORT_NOTE} Every live facility with its organization, in the order they were added; \`organizationId\` keeps one organization's (unknown: 404), \`searchTerm\` matches the facility's name, its city or its organization's name.`,
      },
    })
    .get('/admin-panel/facilities/:facilityId', ({ caller, params }) => getFacilityAsAdmin({ ctx, caller, deps, facilityId: params.facilityId }), {
      asTeam: true,
      params: AdminFacilityParams,
      response: { 200: AdminFacility, 404: ErrorResponse },
      detail: { summary: 'A facility and its organization', description: `${ANY_ROLE} A deleted facility: 404.` },
    })
    .put('/admin-panel/facilities/:facilityId', ({ caller, params, body }) => moveFacility({ ctx, caller, deps, facilityId: params.facilityId, input: body }), {
      asTeam: true,
      params: AdminFacilityParams,
      body: MoveFacilityBody,
      response: { 200: AdminFacility, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Move a facility to another organization',
        description: `${MANAGERS} Its shift history, onboarding form, conversations and bans go with it; money records and cards stay with the old organization. Shifts still to come or hired seats not yet completed: 409.`,
      },
    })
    .get('/admin-panel/facilities/:facilityId/providers-hired', ({ caller, params, query }) => listProvidersHired({ ctx, caller, deps, facilityId: params.facilityId, query }), {
      asTeam: true,
      params: AdminFacilityParams,
      query: FacilityHiredProvidersQuery,
      response: { 200: HiredProviderList, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Providers the facility hired', description: `${ANY_ROLE} Anyone hired at least once (not counting canceled hires), the latest shift first, 7 a page by default.` },
    })
    .get(
      '/admin-panel/facilities/:facilityId/providers-hired/:providerId/shifts-worked',
      ({ caller, params, query }) => listShiftsWorked({ ctx, caller, deps, facilityId: params.facilityId, providerId: params.providerId, query }),
      {
        asTeam: true,
        params: FacilityProviderParams,
        query: FacilityHiredProvidersQuery,
        response: { 200: ShiftsWorkedList, 400: ErrorResponse, 404: ErrorResponse },
        detail: { summary: "A provider's shifts at the facility", description: `${ANY_ROLE} Seats filled or completed, the latest first: times in the facility's zone, \`rate\` in dollars an hour.` },
      },
    )
