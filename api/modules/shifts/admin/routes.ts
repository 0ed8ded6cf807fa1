import { Elysia } from 'elysia'
import {
  AdminAddBonusBody,
  AdminAddBonusResult,
  AdminAdjustHoursBody,
  AdminCancelShiftBody,
  AdminCancelShiftResult,
  AdminCreateFromTemplateBody,
  AdminShiftActionResult,
  AdminShiftAllDataQuery,
  AdminShiftCsvFile,
  AdminShiftCsvQuery,
  AdminShiftDataPage,
  AdminShiftDetail,
  AdminShiftListQuery,
  AdminShiftMeta,
  AdminShiftPage,
  AdminShiftParams,
  AdminTodayShifts,
  AdminUpdateRateBody,
} from '../../../../shared/contracts/admin-shifts'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { addShiftBonus } from './add-shift-bonus'
import { adjustShiftHours } from './adjust-shift-hours'
import { cancelShiftAsAdmin } from './cancel-shift-as-admin'
import { createShiftFromTemplate } from './create-shift-from-template'
import { exportShiftDetailsCsv } from './export-shift-details-csv'
import { exportShiftsCsv } from './export-shifts-csv'
import { getShiftDetails } from './get-shift-details'
import { getShiftMeta } from './get-shift-meta'
import { listAdminShifts } from './list-admin-shifts'
import { listShiftData } from './list-shift-data'
import { listTodaysShifts } from './list-todays-shifts'
import { updateShiftRate } from './update-shift-rate'

const reads = 'Any team role (`panel.read`).'
const acts = 'ADMIN or OPERATIONS (`shifts.manage`; SUPPORT: 403). Audited. Unknown shift: 404; a state that forbids it: 409.'

/** The admin panel's shifts (spec 000 §7 "Admin" shifts and "Shift actions"). */
export const adminShiftRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/shifts/today', ({ caller }) => listTodaysShifts({ ctx, caller }), {
      asTeam: true,
      response: { 200: AdminTodayShifts },
      detail: {
        summary: "Today's shifts: finished, in progress, close to start",
        description: `${reads} finished: hired seats that ended in the last 24 hours; inProgress: hired seats under way; closeToStart: seats (open or hired) starting in the next 3 hours.`,
      },
    })
    .get('/admin-panel/shifts/all-data', ({ caller, query }) => listShiftData({ ctx, caller, query }), {
      asTeam: true,
      query: AdminShiftAllDataQuery,
      response: { 200: AdminShiftDataPage, 400: ErrorResponse },
      detail: { summary: 'Every column of every shift', description: `${reads} 50 a page by default, newest start first. Money columns are sums of the ledger.` },
    })
    .get('/admin-panel/shifts', ({ caller, query }) => listAdminShifts({ ctx, caller, query }), {
      asTeam: true,
      query: AdminShiftListQuery,
      response: { 200: AdminShiftPage, 400: ErrorResponse },
      detail: {
        summary: 'Shifts of the whole marketplace',
        description: `${reads} 7 a page by default, newest start first. \`status\` Open, Filled, Completed, Canceled and \`providerType\` joined by \`|\`; \`search\` matches the title, the facility or the hired provider.`,
      },
    })
    .get('/shifts/csv', ({ caller, query }) => exportShiftsCsv({ ctx, caller, query }), {
      asTeam: true,
      query: AdminShiftCsvQuery,
      response: { 200: AdminShiftCsvFile, 400: ErrorResponse },
      detail: { summary: 'Every shift as CSV (streamed)', description: `${reads} The all-data columns, every row of the filters, streamed page by page.` },
    })
    .get('/shifts/meta/:shiftId', ({ caller, params }) => getShiftMeta({ ctx, caller, shiftId: params.shiftId }), {
      asTeam: true,
      params: AdminShiftParams,
      response: { 200: AdminShiftMeta, 404: ErrorResponse },
      detail: { summary: "A shift's headline", description: reads },
    })
    .get('/shifts/details/:shiftId', ({ caller, params }) => getShiftDetails({ ctx, caller, shiftId: params.shiftId }), {
      asTeam: true,
      params: AdminShiftParams,
      response: { 200: AdminShiftDetail, 404: ErrorResponse },
      detail: { summary: 'A shift in detail: requirements, rates, payment, provider, bonuses', description: reads },
    })
    .get('/admin-panel/shifts/:shiftId/details/csv', ({ caller, params }) => exportShiftDetailsCsv({ ctx, caller, shiftId: params.shiftId }), {
      asTeam: true,
      params: AdminShiftParams,
      response: { 200: AdminShiftCsvFile, 404: ErrorResponse },
      detail: { summary: 'A shift as CSV', description: `${reads} Its all-data row, then its bonuses.` },
    })
    .put('/admin-panel/shifts/:shiftId/adjust-hours', ({ caller, params, body }) => adjustShiftHours({ ctx, caller, shiftId: params.shiftId, input: body }), {
      asTeam: true,
      params: AdminShiftParams,
      body: AdminAdjustHoursBody,
      response: { 200: AdminShiftActionResult, 400: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Adjust the hours worked',
        description: `${acts} A hired shift that has ended and awaits attendance: completed with the hours worked (the facility's local times; an end not after the start is the next day), re-priced to the cent as the facility's adjustment, the difference refunded or charged, the provider paid.`,
      },
    })
    .post('/admin-panel/shifts/:shiftId/create-from-template', ({ caller, params, body, set }) => {
      set.status = 201
      return createShiftFromTemplate({ ctx, caller, shiftId: params.shiftId, input: body })
    }, {
      asTeam: true,
      params: AdminShiftParams,
      body: AdminCreateFromTemplateBody,
      response: { 201: AdminShiftActionResult, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: { summary: 'A new open shift from this one', description: `${acts} At the same facility, with the template's requirements and the body's title, description, type, rate, date, times and lunch break.` },
    })
    .post('/admin-panel/shifts/:shiftId/add-bonus', ({ caller, params, body, set }) => {
      set.status = 201
      return addShiftBonus({ ctx, caller, shiftId: params.shiftId, input: body })
    }, {
      asTeam: true,
      params: AdminShiftParams,
      body: AdminAddBonusBody,
      response: { 201: AdminAddBonusResult, 400: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Pay the hired provider a bonus',
        description: `${acts} The facility is charged the bonus (credits first, then the shift's card or bank; no platform fee) with its own receipt as the invoice, and the provider is paid it (a Bonus in their payments). A shift with no hired provider, or canceled: 409. A declined charge: 402. Send an Idempotency-Key header: a replay answers the first bonus and charges nothing twice.`,
      },
    })
    .put('/admin-panel/shifts/:shiftId/update-rate', ({ caller, params, body }) => updateShiftRate({ ctx, caller, shiftId: params.shiftId, input: body }), {
      asTeam: true,
      params: AdminShiftParams,
      body: AdminUpdateRateBody,
      response: { 200: AdminShiftActionResult, 400: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: "Change an in-progress shift's rate",
        description: `${acts} Only while the shift is in progress (hired, started, not ended). The rate is the posting's: every hired seat of it is re-priced and the facility refunded or charged the difference at once.`,
      },
    })
    .put('/admin-panel/shifts/:shiftId/cancel', ({ caller, params, body }) => cancelShiftAsAdmin({ ctx, caller, shiftId: params.shiftId, input: body }), {
      asTeam: true,
      params: AdminShiftParams,
      body: AdminCancelShiftBody,
      response: { 200: AdminCancelShiftResult, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        summary: 'Cancel a shift',
        description: `${acts} An open or hired shift (not completed or already canceled). The facility is refunded in full; with \`banProvider\` the hired provider is banned from that facility.`,
      },
    })
