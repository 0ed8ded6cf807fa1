import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import {
  ApplicantTabPage,
  ApplicantTabQuery,
  ApplicationsQuery,
  ExtendedApplicantPage,
  FacilityApplicationPage,
  GroupApplicantsQuery,
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
} from '../../../shared/contracts/facility-shifts'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { getHiredProvider } from './get-hired-provider'
import { getProviderStanding } from './get-provider-standing'
import { listApplicantTabs } from './list-applicant-tabs'
import { listApplications } from './list-applications'
import { listGroupApplicants } from './list-group-applicants'
import { listInProgressShifts } from './list-in-progress-shifts'
import { listOrganizationShifts } from './list-organization-shifts'
import { listPendingShiftGroups } from './list-pending-shift-groups'
import { previewShiftGroup } from './preview-shift-group'

const secured = { security: [{ bearer: [] }] }
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }

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
        ...secured,
      },
    })
    .get('/facility/shifts/in-progress', ({ caller, query }) => listInProgressShifts({ ctx, caller, input: query }), {
      asFacility: true,
      query: InProgressShiftsQuery,
      response: { 200: InProgressShiftPage, ...errors },
      detail: { summary: 'Hired seats not yet completed', description: 'Upcoming, under way, or ended and waiting for attendance; soonest first.', ...secured },
    })
    .get('/facility/shift/applications', ({ caller, query }) => listApplications({ ctx, caller, input: query }), {
      asFacility: true,
      query: ApplicationsQuery,
      response: { 200: FacilityApplicationPage, ...errors },
      detail: { summary: 'Applications awaiting a decision', description: 'Across my groups that can still hire, newest first; expired ones are left out.', ...secured },
    })
    .get('/facility/shifts/applicants', ({ caller, query }) => listApplicantTabs({ ctx, caller, input: query }), {
      asFacility: true,
      query: ApplicantTabQuery,
      response: { 200: ApplicantTabPage, ...errors },
      detail: {
        summary: 'Applicant tabs: not-filled, filled, completed',
        description: 'Each group with its first five applicants and their count. not-filled: open, future, a seat free; filled: hiring over with a hired seat not completed; completed: every hired seat completed.',
        ...secured,
      },
    })
    .get('/facility/shift/:id/applicants', ({ caller, params, query }) => listGroupApplicants({ ctx, caller, input: { ...query, shiftGroupId: params.id } }), {
      asFacility: true,
      params: GroupParams,
      query: GroupApplicantsQuery,
      response: { 200: ExtendedApplicantPage, ...errors },
      detail: { summary: 'A group’s applicants ({id} = shiftGroupId)', description: 'Preferred providers first, then earliest application first. Canceled, expired and banned applicants are left out.', ...secured },
    })
    .get('/facility/shift/:id/hired-provider', ({ caller, params }) => getHiredProvider({ ctx, caller, input: { shiftId: params.id } }), {
      asFacility: true,
      params: SeatParams,
      response: { 200: HiredProvider, ...errors },
      detail: { summary: 'The provider hired on a seat ({id} = shiftId)', description: '`id` is the seat’s shiftId. A seat nobody holds answers 404.', ...secured },
    })
    .get('/facility/shift/:id/provider/:providerId', ({ caller, params }) => getProviderStanding({ ctx, caller, input: { shiftGroupId: params.id, providerId: params.providerId } }), {
      asFacility: true,
      params: GroupProviderParams,
      response: { 200: ProviderStanding, ...errors },
      detail: { summary: 'One provider’s standing in a group ({id} = shiftGroupId)', description: 'Their application, their seat if hired, and the requirement check. Neither applied nor hired → 404.', ...secured },
    })
    .get('/facility/shift/:id/preview', ({ caller, params }) => previewShiftGroup({ ctx, caller, input: { shiftGroupId: params.id } }), {
      asFacility: true,
      params: GroupParams,
      response: { 200: ShiftGroupPreview, ...errors },
      detail: { summary: 'A group as providers see it, with its price ({id} = shiftGroupId)', description: 'Per-seat money in dollars and in cents, and the total for every seat.', ...secured },
    })
    .get('/shifts/facility-owner', ({ caller, query }) => listOrganizationShifts({ ctx, caller, input: query }), {
      asFacility: true,
      query: OwnerShiftsQuery,
      response: { 200: OwnerShiftPage, ...errors },
      detail: {
        summary: 'Every seat across the organization',
        description:
          '`pageIndex` counts from 0 (the answer’s `page` is pageIndex + 1); `pageSize` defaults to 10; `orderBy` date_desc (default) or date_asc by start time. `status` and `providerType` take several values joined by `|`. OWNER and ADMIN see every facility, a MEMBER its own.',
        ...secured,
      },
    })
