/**
 * A provider's shift calls: browse, apply, my shifts, attendance, cancel and applications. The
 * seed names `/provider/shift/{shiftGroupId}` and `/provider/shift/{shiftId}/…` at the same
 * place; those paths use `{id}` and each route says which id.
 */
import { Elysia, t } from 'elysia'
import { CloneType, Type } from '@sinclair/typebox'
import { ApplyBody, ApplyHired, ApplyRefusal, ExpirationBody, MultiApplyBody, MultiApplyHired, ProviderCancelBody } from '../../../../shared/contracts/applications'
import { ErrorResponse, NoContent } from '../../../../shared/contracts/auth'
import { PageQuery } from '../../../../shared/contracts/paging'
import {
  AppliedShiftPage,
  ApprovedShiftPage,
  BrowseQuery,
  BrowseShiftsResponse,
  CountQuery,
  HistoryQuery,
  OpenShiftCount,
  ProviderShiftGroup,
  RelatedShiftsResponse,
  ShiftHistoryResponse,
} from '../../../../shared/contracts/provider-shifts'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { authPlugin } from '../../../plugins/auth'
import { applyToShift } from './apply-to-shift'
import { browseShifts } from './browse-shifts'
import { getShiftGroupForProvider } from './get-shift-group-for-provider'
import { cancelApplicationForGroup, deleteApplication, updateApplicationExpiration } from './manage-application'
import { multiApply } from './multi-apply'
import { approvedShifts, appliedShifts, countOpenShifts, shiftHistory } from './my-shifts'
import { cancelShiftByProvider, confirmWillAttend } from './provider-shift-actions'
import { relatedShifts } from './related-shifts'

const Id = Type.Object({ id: Type.String({ minLength: 1 }) })
const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse }
/** Apply's refusals may name the booked shift in the way (`conflict`) and, for multi-apply, the chosen shift refused. */
const applyErrors = { ...errors, 409: ApplyRefusal, 422: ApplyRefusal }

/**
 * Browse's answer is documented but not re-checked at run time. Elysia checks every declared
 * response before sending it (a mismatch answers 500); for browse's 20 shifts that check costs
 * about 30 µs a request, some 8% of the whole in-process answer on the benchmarked hot path,
 * for an answer the verb builds from typed rows (its type is checked against the contract at
 * compile time, and the API tests check real answers against it). `t.NoValidate` is Elysia's
 * way to keep a schema for the document while skipping that check; it marks the schema itself,
 * hence the copy (the shared contract stays unmarked). Elysia's normalisation still applies:
 * a field the contract does not list would be dropped, so the contract must list them all.
 */
const BrowseAnswer = t.NoValidate(CloneType(BrowseShiftsResponse))

export const providerShiftRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Provider shifts'] } })
    .use(authPlugin(ctx))
    .get('/provider/shift/browse', ({ caller, query }) => browseShifts({ ctx, caller, query }), {
      asProvider: true,
      query: BrowseQuery,
      response: { 200: BrowseAnswer, ...errors },
      detail: { summary: 'Browse open shifts with filters and sorts', description: 'Lists are joined by `|`. Sorts: soonestAvailable (default), highestPay, closestToMe, mostRelevant.' },
    })
    .get('/provider/shift/approved', ({ caller, query }) => approvedShifts({ ctx, caller, query }), {
      asProvider: true,
      query: PageQuery,
      response: { 200: ApprovedShiftPage, ...errors },
      detail: { summary: 'My hired shifts still to work or to be confirmed' },
    })
    .get('/provider/shift/applied', ({ caller, query }) => appliedShifts({ ctx, caller, query }), { asProvider: true, query: PageQuery, response: { 200: AppliedShiftPage, ...errors }, detail: { summary: 'My open applications' } })
    .get('/provider/shift/count', ({ query }) => countOpenShifts({ ctx, query }), { asProvider: true, query: CountQuery, response: { 200: OpenShiftCount, ...errors }, detail: { summary: 'How many open shifts there are' } })
    .get('/provider/shifts/history', ({ caller, query }) => shiftHistory({ ctx, caller, query }), { asProvider: true, query: HistoryQuery, response: { 200: ShiftHistoryResponse, ...errors }, detail: { summary: 'My past shifts: ended, completed or canceled (booked shifts still to come are under approved)' } })
    .post('/provider/shift/multi-apply', async ({ caller, body, set }) => {
      const result = await multiApply({ ctx, caller, input: body })
      if (!result.hiredForAll) return noContent(set)
      return result
    }, { asProvider: true, body: MultiApplyBody, response: { 200: MultiApplyHired, 204: NoContent, ...applyErrors }, detail: { summary: 'Apply to several shifts at once', description: 'Answers 200 `{hiredForAll: true}` when auto-hire hired every one, else 204.' } })
    .post('/provider/shift/:id/apply', async ({ caller, params, body, set }) => {
      const outcome = await applyToShift({ ctx, caller, shiftGroupId: params.id, input: body ?? {} })
      if (!outcome.hired) return noContent(set)
      return outcome
    }, {
      asProvider: true,
      params: Id,
      body: Type.Optional(ApplyBody),
      response: { 200: ApplyHired, 204: NoContent, ...applyErrors },
      detail: { summary: 'Apply to a shift ({id} = shiftGroupId)', description: 'Answers 200 `{hired: true}` when auto-hire hired the provider, else 204.' },
    })
    .put('/provider/shift/:id/confirm-attendance', async ({ caller, params, set }) => {
      await confirmWillAttend({ ctx, caller, shiftGroupId: params.id })
      return noContent(set)
    }, { asProvider: true, params: Id, response: { 204: NoContent, ...errors }, detail: { summary: 'Tell the facility I will attend ({id} = shiftGroupId)' } })
    .put('/provider/shift/:id/cancel', async ({ caller, params, body, set }) => {
      await cancelShiftByProvider({ ctx, caller, shiftId: params.id, reason: body.cancelationReason })
      return noContent(set)
    }, { asProvider: true, params: Id, body: ProviderCancelBody, response: { 204: NoContent, ...errors }, detail: { summary: 'Cancel my hired shift; costs reputation points by notice ({id} = shiftId)' } })
    .get('/provider/shift-group/:shiftGroupId', ({ caller, params }) => getShiftGroupForProvider({ ctx, caller, shiftGroupId: params.shiftGroupId }), {
      asProvider: true,
      response: { 200: ProviderShiftGroup, ...errors },
      detail: { summary: 'A shift with my requirements, my application and whether I can apply' },
    })
    .get('/provider/shift-group/:shiftGroupId/related', ({ caller, params, query }) => relatedShifts({ ctx, caller, shiftGroupId: params.shiftGroupId, query }), {
      asProvider: true,
      query: PageQuery,
      response: { 200: RelatedShiftsResponse, ...errors },
      detail: { summary: 'Other open shifts like this one' },
    })
    .post('/provider/shift-group/:shiftGroupId/application/cancel', async ({ caller, params, set }) => {
      await cancelApplicationForGroup({ ctx, caller, shiftGroupId: params.shiftGroupId })
      return noContent(set)
    }, { asProvider: true, response: { 204: NoContent, ...errors }, detail: { summary: 'Withdraw my application to this shift' } })
    .delete('/application/:applicationId', async ({ caller, params, set }) => {
      await deleteApplication({ ctx, caller, applicationId: params.applicationId })
      return noContent(set)
    }, { asProvider: true, response: { 204: NoContent, ...errors }, detail: { summary: 'Withdraw an application' } })
    .put('/provider/application/:applicationId/expiration', async ({ caller, params, body, set }) => {
      await updateApplicationExpiration({ ctx, caller, applicationId: params.applicationId, options: body.expirationOptions })
      return noContent(set)
    }, { asProvider: true, body: ExpirationBody, response: { 204: NoContent, ...errors }, detail: { summary: 'Change when my application expires (counted from now)' } })
