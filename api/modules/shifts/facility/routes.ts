/**
 * A facility's shift calls: post, edit, hire, attendance, cancel and close, and the lists of
 * groups, applicants and hired seats. The seed names `/facility/shift/{shiftGroupId}` and
 * `/facility/shift/{shiftId}/…` at the same place; the router takes one parameter name per place,
 * so those paths use `{id}` and each route says which id.
 */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { AdjustAttendanceBody, AttendanceOutcome, FacilityCancelBody, HireBody, HiredApplicant } from '../../../../shared/contracts/applications'
import { CreatedShiftGroups, PostShiftBody, UpdatedShiftGroup, UpdateShiftBody } from '../../../../shared/contracts/shifts'
import { ErrorResponse, NoContent } from '../../../../shared/contracts/auth'
import {
  ApplicantTabPage,
  ApplicantTabQuery,
  ApplicationsQuery,
  ExtendedApplicantPage,
  FacilityApplicationPage,
  FacilityCancellation,
  FacilityCancellationPreview,
  GroupApplicantsQuery,
  GroupApplicationParams,
  GroupParams,
  GroupProviderParams,
  HiredProvider,
  InProgressShiftPage,
  InProgressShiftsQuery,
  OwnerShiftPage,
  OwnerShiftsQuery,
  PendingShiftGroupPage,
  PendingShiftGroupsQuery,
  ProviderStanding,
  SeatParams,
  ShiftGroupPreview,
} from '../../../../shared/contracts/facility-shifts'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { authPlugin } from '../../../plugins/auth'
import { adjustAttendance, confirmAttendance, markNoShow } from './attendance'
import { cancelShiftByFacility } from './cancel-by-facility'
import { getFacilityCancellation } from './get-facility-cancellation'
import { previewFacilityCancellation } from './preview-facility-cancellation'
import { closeShiftGroup } from './close-shift-group'
import { createShift } from './create-shift'
import { getHiredProvider } from './get-hired-provider'
import { hireApplicant } from './hire-applicant'
import { rejectApplicant } from './reject-applicant'
import { getProviderStanding } from './get-provider-standing'
import { listApplicantTabs } from './list-applicant-tabs'
import { listApplications } from './list-applications'
import { listGroupApplicants } from './list-group-applicants'
import { listInProgressShifts } from './list-in-progress-shifts'
import { listOrganizationShifts } from './list-organization-shifts'
import { listPendingShiftGroups } from './list-pending-shift-groups'
import { previewShiftGroup } from './preview-shift-group'
import { updateShift } from './update-shift'

const errors = { 400: ErrorResponse, 404: ErrorResponse }
const actionErrors = { ...errors, 409: ErrorResponse, 422: ErrorResponse }
const Id = Type.Object({ id: Type.String({ minLength: 1 }) })

export const facilityShiftRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Facility shifts'] } })
    .use(authPlugin(ctx))
    .get('/facility/shifts/pending', ({ caller, query }) => listPendingShiftGroups({ ctx, caller, input: query }), {
      asFacility: true,
      query: PendingShiftGroupsQuery,
      response: { 200: PendingShiftGroupPage, ...errors },
      detail: {
        summary: 'Shift groups waiting for people',
        description: 'Open (or closed to new applications) groups starting in the future with a seat nobody holds, soonest first. `total` and `totalAmountInCents` cover every seat of the group.',
      },
    })
    .get('/facility/shifts/in-progress', ({ caller, query }) => listInProgressShifts({ ctx, caller, input: query }), {
      asFacility: true,
      query: InProgressShiftsQuery,
      response: { 200: InProgressShiftPage, ...errors },
      detail: { summary: 'Hired seats not yet completed', description: 'Upcoming, under way, or ended and waiting for attendance; soonest first.' },
    })
    .get('/facility/shift/applications', ({ caller, query }) => listApplications({ ctx, caller, input: query }), {
      asFacility: true,
      query: ApplicationsQuery,
      response: { 200: FacilityApplicationPage, ...errors },
      detail: { summary: 'Applications awaiting a decision', description: 'Across my groups that can still hire, newest first; expired ones are left out.' },
    })
    .get('/facility/shifts/applicants', ({ caller, query }) => listApplicantTabs({ ctx, caller, input: query }), {
      asFacility: true,
      query: ApplicantTabQuery,
      response: { 200: ApplicantTabPage, ...errors },
      detail: {
        summary: 'Applicant tabs: not-filled, filled, completed',
        description: 'Each group with its first five applicants and their count. not-filled: open, future, a seat free; filled: hiring over with a hired seat not completed; completed: every hired seat completed.',
      },
    })
    .get('/facility/shift/:id/applicants', ({ caller, params, query }) => listGroupApplicants({ ctx, caller, input: { ...query, shiftGroupId: params.id } }), {
      asFacility: true,
      params: GroupParams,
      query: GroupApplicantsQuery,
      response: { 200: ExtendedApplicantPage, ...errors },
      detail: { summary: 'A group’s applicants ({id} = shiftGroupId)', description: 'Preferred providers first, then earliest application first. Canceled, expired and banned applicants are left out.' },
    })
    .get('/facility/shift/:id/hired-provider', ({ caller, params }) => getHiredProvider({ ctx, caller, input: { shiftId: params.id } }), {
      asFacility: true,
      params: SeatParams,
      response: { 200: HiredProvider, ...errors },
      detail: { summary: 'The provider hired on a seat ({id} = shiftId)', description: '`id` is the seat’s shiftId. A seat nobody holds answers 404.' },
    })
    .get('/facility/shift/:id/provider/:providerId', ({ caller, params }) => getProviderStanding({ ctx, caller, input: { shiftGroupId: params.id, providerId: params.providerId } }), {
      asFacility: true,
      params: GroupProviderParams,
      response: { 200: ProviderStanding, ...errors },
      detail: { summary: 'One provider’s standing in a group ({id} = shiftGroupId)', description: 'Their application, their seat if hired, and the requirement check. Neither applied nor hired → 404.' },
    })
    .get('/facility/shift/:id/preview', ({ caller, params }) => previewShiftGroup({ ctx, caller, input: { shiftGroupId: params.id } }), {
      asFacility: true,
      params: GroupParams,
      response: { 200: ShiftGroupPreview, ...errors },
      detail: { summary: 'A group as providers see it, with its price ({id} = shiftGroupId)', description: 'Per-seat money in dollars and in cents, and the total for every seat.' },
    })
    .get('/shifts/facility-owner', ({ caller, query }) => listOrganizationShifts({ ctx, caller, input: query }), {
      asFacility: true,
      query: OwnerShiftsQuery,
      response: { 200: OwnerShiftPage, ...errors },
      detail: {
        summary: 'Every seat across the organization',
        description:
          '`pageIndex` counts from 0 (the answer’s `page` is pageIndex + 1); `pageSize` defaults to 10; `orderBy` date_desc (default) or date_asc by start time. `status` and `providerType` take several values joined by `|`. OWNER and ADMIN see every facility, a MEMBER its own.',
      },
    })
    .post('/facility/shift', async ({ caller, body, set }) => {
      const created = await createShift({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asFacility: true,
      body: PostShiftBody,
      response: { 201: CreatedShiftGroups, ...actionErrors },
      detail: {
        summary: 'Post shifts: each day and time slot becomes a group with `quantity` seats',
        description:
          "What the post leaves out comes from the facility's preferences (`PUT /facility/{facilityId}/preferences`): the rate (the suggested rate for `providerType`), software, specialties, languages and skills, parking, lunch, and auto-hire with the default payment method (auto-hire only while the facility is eligible: a verified NPI and a usable default method). A field the post sets always wins.",
      },
    })
    .put('/facility/shift/:id', ({ caller, params, body }) => updateShift({ ctx, caller, shiftGroupId: params.id, input: body }), {
      asFacility: true,
      params: Id,
      body: UpdateShiftBody,
      response: { 200: UpdatedShiftGroup, ...actionErrors },
      detail: { summary: 'Edit a shift group ({id} = shiftGroupId)', description: 'Rate, description and requirements change only while no seat is filled; date and times only while no one is hired (409 otherwise).' },
    })
    .post('/facility/shift/:id/hire', async ({ caller, params, body, set }) => {
      const hired = await hireApplicant({ ctx, caller, shiftGroupId: params.id, input: body })
      set.status = 201
      return hired
    }, {
      asFacility: true,
      params: Id,
      body: HireBody,
      response: { 201: HiredApplicant, 402: ErrorResponse, ...actionErrors },
      detail: { summary: 'Hire an applicant and charge the facility ({id} = shiftGroupId)', description: 'A declined charge answers 402 and leaves the seat open; a full group or a provider booked elsewhere at that time answers 409.' },
    })
    .put('/facility/shift/:id/applicants/:applicationId/reject', async ({ caller, params, set }) => {
      await rejectApplicant({ ctx, caller, shiftGroupId: params.id, applicationId: params.applicationId })
      return noContent(set)
    }, {
      asFacility: true,
      params: GroupApplicationParams,
      response: { 204: NoContent, ...actionErrors },
      detail: {
        summary: 'Decline an applicant ({id} = shiftGroupId)',
        description: 'The application becomes REJECTED (`isRejectedByFacility` in the applicants list), the provider is told at once, and may not apply to this shift again. Only a pending application that is not hired (409 otherwise).',
      },
    })
    .put('/facility/shift/:id/attendance/confirm', ({ caller, params }) => confirmAttendance({ ctx, caller, shiftId: params.id }), {
      asFacility: true,
      params: Id,
      response: { 200: AttendanceOutcome, ...actionErrors },
      detail: { summary: 'Confirm the provider worked the shift as scheduled ({id} = shiftId)' },
    })
    .put('/facility/shift/:id/attendance/adjust', ({ caller, params, body }) => adjustAttendance({ ctx, caller, shiftId: params.id, input: body }), {
      asFacility: true,
      params: Id,
      body: AdjustAttendanceBody,
      response: { 200: AttendanceOutcome, ...actionErrors },
      detail: { summary: 'Record the hours actually worked; re-prices the shift ({id} = shiftId)' },
    })
    .put('/facility/shift/:id/attendance/no-show', ({ caller, params }) => markNoShow({ ctx, caller, shiftId: params.id }), {
      asFacility: true,
      params: Id,
      response: { 200: AttendanceOutcome, ...actionErrors },
      detail: { summary: 'The provider did not come: full refund, no pay ({id} = shiftId)' },
    })
    .get('/facility/shift/:id/cancellation-preview', ({ caller, params }) => previewFacilityCancellation({ ctx, caller, input: { shiftGroupId: params.id } }), {
      asFacility: true,
      params: GroupParams,
      response: { 200: FacilityCancellationPreview, ...actionErrors },
      detail: {
        summary: 'What cancelling now would cost ({id} = shiftGroupId)',
        description: 'The cancellation fee by the rule the cancel charges, for the whole group and for each hired provider’s seat alone, and whether reposting is allowed (only before the start). Refused like the cancel: 409 when already canceled or ended.',
      },
    })
    .get('/facility/shift/:id/cancellation', ({ caller, params }) => getFacilityCancellation({ ctx, caller, input: { shiftGroupId: params.id } }), {
      asFacility: true,
      params: GroupParams,
      response: { 200: FacilityCancellation, ...errors },
      detail: { summary: 'What cancelling a group did ({id} = shiftGroupId)', description: 'The fees owed for its hired seats and the group posted again, if any. A group that is not canceled answers 404.' },
    })
    .put('/facility/shift/:id/cancel', async ({ caller, params, body, set }) => {
      await cancelShiftByFacility({ ctx, caller, shiftGroupId: params.id, input: body })
      return noContent(set)
    }, { asFacility: true, params: Id, body: FacilityCancelBody, response: { 204: NoContent, ...actionErrors }, detail: { summary: 'Cancel a hired provider or the whole group, optionally reposting ({id} = shiftGroupId)', description: 'Reposting happens only when `shouldRepostShift` is true, and only before the start (422 after). The fee is the one `GET /facility/shift/{id}/cancellation-preview` quotes.' } })
    .put('/facility/shift/:id/close', async ({ caller, params, set }) => {
      await closeShiftGroup({ ctx, caller, shiftGroupId: params.id })
      return noContent(set)
    }, { asFacility: true, params: Id, response: { 204: NoContent, ...actionErrors }, detail: { summary: 'Stop taking applications; hired seats keep going ({id} = shiftGroupId)' } })
