/**
 * `POST /provider/shift/multi-apply`: one message and expiration for several groups. Every group
 * is checked first, so nothing is applied when one would be refused (its error answers, naming
 * that shift); then each application is recorded and auto-hire runs where it is on.
 */
import type { MultiApplyBody } from '../../../../shared/contracts/applications'
import type { AppContext, ProviderCaller } from '../../../context'
import { AppError, ValidationError } from '../../../errors'
import { assertCanApply, recordApplication } from './apply-to-shift'
import { hire } from '../hire'
import { getGroupForProvider, type ShiftGroupRow } from '../queries'
import { shiftWhen } from './booked-shift-conflict'

/**
 * One refusal stops the whole selection, so its words say which chosen shift it is about
 * ("Relief pharmacist (Sat, Mar 7, 8:00 AM – 4:30 PM CST): This shift has been filled") and the
 * body names it as `shiftGroupId` (shared/contracts/applications.ts `ApplyRefusal`).
 */
function nameRefusedShift(error: unknown, group: ShiftGroupRow): unknown {
  if (!(error instanceof AppError)) return error
  error.message = `${group.title} (${shiftWhen(group.startsAt, group.endsAt, group.timeZone)}): ${error.message}`
  Object.assign(error.extra, { shiftGroupId: group.id })
  return error
}

export async function multiApply({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: MultiApplyBody }) {
  const ids = [...new Set(input.shiftGroupIds)]
  if (ids.length !== input.shiftGroupIds.length) throw ValidationError.field('shiftGroupIds', 'Each shift can be chosen once')
  const recorded = await ctx.db.write(async (tx) => {
    const checked = []
    for (const id of ids) {
      const group = await getGroupForProvider(tx, caller.providerId, id)
      const { check } = await assertCanApply(ctx, tx, caller.providerId, group).catch((error: unknown) => {
        throw nameRefusedShift(error, group)
      })
      checked.push({ group, check })
    }
    const out = []
    for (const { group, check } of checked) {
      const applicationId = await recordApplication(ctx, tx, caller.providerId, group, { message: input.message, expirationOptions: input.expirationOptions })
      out.push({ group, applicationId, autoHire: group.isAutoHireEnabled && Boolean(group.paymentMethodId) && check.meetsAllRequirements })
    }
    return out
  })
  const results = []
  for (const { group, applicationId, autoHire } of recorded) {
    let hired = false
    if (autoHire) {
      try {
        await hire(ctx, { shiftGroupId: group.id, applicationId, paymentMethodId: group.paymentMethodId!, hiredByUserId: null }, caller)
        hired = true
      } catch (error) {
        ctx.log.warn('auto-hire did not complete', { shiftGroupId: group.id, applicationId, reason: error instanceof Error ? error.message : String(error) })
      }
    }
    results.push({ shiftGroupId: group.id, applicationId, hired })
  }
  // A literal `hiredForAll` lets the route answer 200 (`MultiApplyHired`) only when it is true.
  return results.every((r) => r.hired) ? { hiredForAll: true as const, results } : { hiredForAll: false as const, results }
}
