/**
 * Shift lifecycle routes. The seed names `/facility/shift/{shiftGroupId}` and
 * `/facility/shift/{shiftId}/…` at the same place (likewise under `/provider/shift/`); the router
 * takes one parameter name per place, so these paths use `{id}` and each route says which id.
 */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { AdjustAttendanceBody, ApplyBody, ExpirationBody, FacilityCancelBody, HireBody, MultiApplyBody, ProviderCancelBody } from '../../../shared/contracts/applications'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { PageQuery } from '../../../shared/contracts/paging'
import { BrowseQuery, CountQuery, HistoryQuery } from '../../../shared/contracts/provider-shifts'
import { CreatedShiftGroups, CreateShiftBody, UpdateShiftBody } from '../../../shared/contracts/shifts'
import type { AppContext } from '../../context'
import { noContent } from '../../http'
import { authPlugin } from '../../plugins/auth'
import { applyToShift } from './apply-to-shift'
import { adjustAttendance, confirmAttendance, markNoShow } from './attendance'
import { browseShifts } from './browse-shifts'
import { cancelShiftByFacility } from './cancel-by-facility'
import { closeShiftGroup } from './close-shift-group'
import { createShift } from './create-shift'
import { getShiftGroupForProvider } from './get-shift-group-for-provider'
import { hireApplicant } from './hire-applicant'
import { cancelApplicationForGroup, deleteApplication, updateApplicationExpiration } from './manage-application'
import { multiApply } from './multi-apply'
import { approvedShifts, appliedShifts, countOpenShifts, shiftHistory } from './my-shifts'
import { cancelShiftByProvider, confirmWillAttend } from './provider-shift-actions'
import { relatedShifts } from './related-shifts'
import { rewindShift } from './rewind-shift'
import { updateShift } from './update-shift'

const secured = { security: [{ bearer: [] }] }
const Id = Type.Object({ id: Type.String({ minLength: 1 }) })
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse }
const ShiftState = Type.Object({ shiftId: Type.String(), status: Type.String(), attendanceStatus: Type.String() })

export const facilityShiftActionRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Facility shifts'] } })
    .use(authPlugin(ctx))
    .post('/facility/shift', async ({ caller, body, set }) => {
      const created = await createShift({ ctx, caller, input: body })
      set.status = 201
      return created
    }, { asFacility: true, body: CreateShiftBody, response: { 201: CreatedShiftGroups, ...errors }, detail: { summary: 'Post shifts: each day and time slot becomes a group with `quantity` seats', ...secured } })
    .put('/facility/shift/:id', ({ caller, params, body }) => updateShift({ ctx, caller, shiftGroupId: params.id, input: body }), {
      asFacility: true,
      params: Id,
      body: UpdateShiftBody,
      response: { 200: Type.Object({ shiftGroupId: Type.String() }), ...errors },
      detail: { summary: 'Edit a shift group ({id} = shiftGroupId)', description: 'Rate, description and requirements change only while no seat is filled; date and times only while no one is hired (409 otherwise).', ...secured },
    })
    .post('/facility/shift/:id/hire', async ({ caller, params, body, set }) => {
      const hired = await hireApplicant({ ctx, caller, shiftGroupId: params.id, input: body })
      set.status = 201
      return hired
    }, {
      asFacility: true,
      params: Id,
      body: HireBody,
      response: { 201: Type.Object({ shiftId: Type.String(), shiftGroupId: Type.String(), providerId: Type.String(), applicationId: Type.String() }), 402: ErrorResponse, ...errors },
      detail: { summary: 'Hire an applicant and charge the facility ({id} = shiftGroupId)', description: 'A declined charge answers 402 and leaves the seat open; a full group or a provider booked elsewhere at that time answers 409.', ...secured },
    })
    .put('/facility/shift/:id/attendance/confirm', async ({ caller, params }) => {
      await confirmAttendance({ ctx, caller, shiftId: params.id })
      return { shiftId: params.id, status: 'COMPLETED', attendanceStatus: 'CONFIRMED' }
    }, { asFacility: true, params: Id, response: { 200: ShiftState, ...errors }, detail: { summary: 'Confirm the provider worked the shift as scheduled ({id} = shiftId)', ...secured } })
    .put('/facility/shift/:id/attendance/adjust', async ({ caller, params, body }) => {
      await adjustAttendance({ ctx, caller, shiftId: params.id, input: body })
      return { shiftId: params.id, status: 'COMPLETED', attendanceStatus: 'ADJUSTED' }
    }, { asFacility: true, params: Id, body: AdjustAttendanceBody, response: { 200: ShiftState, ...errors }, detail: { summary: 'Record the hours actually worked; re-prices the shift ({id} = shiftId)', ...secured } })
    .put('/facility/shift/:id/attendance/no-show', async ({ caller, params }) => {
      await markNoShow({ ctx, caller, shiftId: params.id })
      return { shiftId: params.id, status: 'CANCELED', attendanceStatus: 'NO_SHOW' }
    }, { asFacility: true, params: Id, response: { 200: ShiftState, ...errors }, detail: { summary: 'The provider did not come: full refund, no pay ({id} = shiftId)', ...secured } })
    .put('/facility/shift/:id/cancel', async ({ caller, params, body, set }) => {
      await cancelShiftByFacility({ ctx, caller, shiftGroupId: params.id, input: body })
      return noContent(set)
    }, { asFacility: true, params: Id, body: FacilityCancelBody, detail: { summary: 'Cancel a hired provider or the whole group, optionally reposting ({id} = shiftGroupId)', ...secured } })
    .put('/facility/shift/:id/close', async ({ caller, params, set }) => {
      await closeShiftGroup({ ctx, caller, shiftGroupId: params.id })
      return noContent(set)
    }, { asFacility: true, params: Id, detail: { summary: 'Stop taking applications; hired seats keep going ({id} = shiftGroupId)', ...secured } })

export const providerShiftRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Provider shifts'] } })
    .use(authPlugin(ctx))
    .get('/provider/shift/browse', ({ caller, query }) => browseShifts({ ctx, caller, query }), {
      asProvider: true,
      query: BrowseQuery,
      detail: { summary: 'Browse open shifts with filters and sorts', description: 'Lists are joined by `|`. Sorts: soonestAvailable (default), highestPay, closestToMe, mostRelevant.', ...secured },
    })
    .get('/provider/shift/approved', ({ caller, query }) => approvedShifts({ ctx, caller, query }), { asProvider: true, query: PageQuery, detail: { summary: 'My hired shifts still to work or to be confirmed', ...secured } })
    .get('/provider/shift/applied', ({ caller, query }) => appliedShifts({ ctx, caller, query }), { asProvider: true, query: PageQuery, detail: { summary: 'My open applications', ...secured } })
    .get('/provider/shift/count', ({ query }) => countOpenShifts({ ctx, query }), { asProvider: true, query: CountQuery, response: { 200: Type.Object({ count: Type.Integer() }), ...errors }, detail: { summary: 'How many open shifts there are', ...secured } })
    .get('/provider/shifts/history', ({ caller, query }) => shiftHistory({ ctx, caller, query }), { asProvider: true, query: HistoryQuery, detail: { summary: 'Every shift I was hired for', ...secured } })
    .post('/provider/shift/multi-apply', async ({ caller, body, set }) => {
      const result = await multiApply({ ctx, caller, input: body })
      if (!result.hiredForAll) return noContent(set)
      return result
    }, { asProvider: true, body: MultiApplyBody, detail: { summary: 'Apply to several shifts at once', description: 'Answers 200 `{hiredForAll: true}` when auto-hire hired every one, else 204.', ...secured } })
    .post('/provider/shift/:id/apply', async ({ caller, params, body, set }) => {
      const outcome = await applyToShift({ ctx, caller, shiftGroupId: params.id, input: body ?? {} })
      if (!outcome.hired) return noContent(set)
      return outcome
    }, {
      asProvider: true,
      params: Id,
      body: Type.Optional(ApplyBody),
      detail: { summary: 'Apply to a shift ({id} = shiftGroupId)', description: 'Answers 200 `{hired: true}` when auto-hire hired the provider, else 204.', ...secured },
    })
    .put('/provider/shift/:id/confirm-attendance', async ({ caller, params, set }) => {
      await confirmWillAttend({ ctx, caller, shiftGroupId: params.id })
      return noContent(set)
    }, { asProvider: true, params: Id, detail: { summary: 'Tell the facility I will attend ({id} = shiftGroupId)', ...secured } })
    .put('/provider/shift/:id/cancel', async ({ caller, params, body, set }) => {
      await cancelShiftByProvider({ ctx, caller, shiftId: params.id, reason: body.cancelationReason })
      return noContent(set)
    }, { asProvider: true, params: Id, body: ProviderCancelBody, detail: { summary: 'Cancel my hired shift; costs reputation points by notice ({id} = shiftId)', ...secured } })
    .get('/provider/shift-group/:shiftGroupId', ({ caller, params }) => getShiftGroupForProvider({ ctx, caller, shiftGroupId: params.shiftGroupId }), {
      asProvider: true,
      detail: { summary: 'A shift with my requirements, my application and whether I can apply', ...secured },
    })
    .get('/provider/shift-group/:shiftGroupId/related', ({ caller, params, query }) => relatedShifts({ ctx, caller, shiftGroupId: params.shiftGroupId, query }), {
      asProvider: true,
      query: PageQuery,
      detail: { summary: 'Other open shifts like this one', ...secured },
    })
    .post('/provider/shift-group/:shiftGroupId/application/cancel', async ({ caller, params, set }) => {
      await cancelApplicationForGroup({ ctx, caller, shiftGroupId: params.shiftGroupId })
      return noContent(set)
    }, { asProvider: true, detail: { summary: 'Withdraw my application to this shift', ...secured } })
    .delete('/application/:applicationId', async ({ caller, params, set }) => {
      await deleteApplication({ ctx, caller, applicationId: params.applicationId })
      return noContent(set)
    }, { asProvider: true, detail: { summary: 'Withdraw an application', ...secured } })
    .put('/provider/application/:applicationId/expiration', async ({ caller, params, body, set }) => {
      await updateApplicationExpiration({ ctx, caller, applicationId: params.applicationId, options: body.expirationOptions })
      return noContent(set)
    }, { asProvider: true, body: ExpirationBody, detail: { summary: 'Change when my application expires (counted from now)', ...secured } })

export const shiftTestingRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Testing helpers'] } }).put('/testing/shifts/:shiftGroupId/rewind', async ({ params, body, set }) => {
    await rewindShift({ ctx, shiftGroupId: params.shiftGroupId, providerId: body.providerId })
    return noContent(set)
  }, { body: Type.Object({ providerId: Type.String({ minLength: 1, messages: { required: 'Provider ID is required', minLength: 'Provider ID is required' } }) }), detail: { summary: "Move a provider's hired shift so it ended an hour ago" } })
