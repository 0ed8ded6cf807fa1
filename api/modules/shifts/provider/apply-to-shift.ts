/**
 * `POST /provider/shift/{shiftGroupId}/apply` (domain "Applications and hiring"). Refused: a
 * second application (409), a time that overlaps a shift already hired (409, naming that shift:
 * booked-shift-conflict.ts), a full or closed shift (409), no verified, unexpired license in the
 * shift's state when it needs one (422), a facility that banned the provider (404, as if the
 * shift did not exist). With auto-hire on and every requirement met, the provider is hired at once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ApplyBody } from '../../../../shared/contracts/applications'
import { PROVIDER_TYPE_LABELS } from '../../../../shared/enums'
import { STATE_NAMES, type StateCode } from '../../../../shared/reference/states'
import { tellNewApplicant, tellWhenApplicationExpires } from '../notices'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { bound, prepared } from '../../../db/prepared'
import { applications } from '../../../db/schema'
import { ConflictError, RuleError } from '../../../errors'
import { hire } from '../hire'
import { bookedShiftConflict } from './booked-shift-conflict'
import { expiresAt } from '../expiration'
import { getGroupForProvider, getProvider, applicationOfProvider, overlappingHires, providerOffer, type ShiftGroupRow } from '../queries'
import { checkRequirements } from '../requirements'
import { DECLINED_BY_FACILITY } from '../facility/reject-applicant'

export type ApplyOutcome = { hired: true; applicationId: string; shiftId: string } | { hired: false; applicationId: string }

/** Every reason this provider may not apply to this group now; throws the first. */
export async function assertCanApply(ctx: AppContext, tx: Tx, providerId: string, group: ShiftGroupRow) {
  const now = ctx.clock.now()
  const provider = await getProvider(tx, providerId)
  if (group.status !== 'OPEN' || group.startsAt <= now) throw new ConflictError('This shift is no longer taking applications')
  if (group.filledCount >= group.quantity) throw new ConflictError('This shift has been filled')
  if (provider.providerType !== group.providerType) {
    throw new RuleError(`This shift is for a ${PROVIDER_TYPE_LABELS[group.providerType].toLowerCase()}`)
  }
  const earlier = await applicationOfProvider(tx, providerId, group.id)
  // The pharmacy's "no" stands for this shift; a lapsed or withdrawn application does not block applying again.
  if (earlier?.status === 'REJECTED' && !earlier.isHired) throw new ConflictError(DECLINED_BY_FACILITY)
  const live = earlier && (earlier.status === 'PENDING' || earlier.isHired) ? earlier : null
  if (live && (live.isHired || !live.expiresAt || live.expiresAt > now)) throw new ConflictError('You have already applied to this shift')
  const [booked] = await overlappingHires(tx, providerId, group.startsAt, group.endsAt)
  if (booked) throw await bookedShiftConflict(tx, booked.shiftId)
  const offer = await providerOffer(tx, provider, now)
  const check = checkRequirements(group, offer)
  if (check.requirementDetails.license.required && !check.requirementDetails.license.met) {
    throw new RuleError(`You need a verified, unexpired license in ${STATE_NAMES[group.state as StateCode] ?? group.state} to apply to this shift`)
  }
  return { provider, check }
}

// The reads and writes of every application, prepared once per connection (db/prepared.ts).
const applicationOf = (db: Tx) =>
  db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.providerId, sql.placeholder('providerId')), eq(applications.shiftGroupId, sql.placeholder('shiftGroupId'))))
    .prepare()
const reviveApplication = (db: Tx) =>
  db
    .update(applications)
    .set({ status: 'PENDING', isHired: false, message: bound('message'), expiresAt: bound('expiresAt'), canceledAt: null, updatedAt: bound('now') })
    .where(eq(applications.id, sql.placeholder('id')))
    .prepare()
const insertApplication = (db: Tx) =>
  db
    .insert(applications)
    .values({
      id: bound('id'),
      shiftGroupId: bound('shiftGroupId'),
      providerId: bound('providerId'),
      status: 'PENDING',
      isHired: false,
      message: bound('message'),
      expiresAt: bound('expiresAt'),
      canceledAt: null,
      createdAt: bound('now'),
      updatedAt: bound('now'),
    })
    .prepare()

/** Records the application (reviving a canceled one) inside the caller's write. */
export async function recordApplication(ctx: AppContext, tx: Tx, providerId: string, group: ShiftGroupRow, input: ApplyBody): Promise<string> {
  const now = ctx.clock.now()
  const values = { message: input.message?.trim() || null, expiresAt: expiresAt(input.expirationOptions, now)?.getTime() ?? null, now: now.getTime() }
  const previous = await prepared(tx, applicationOf).get({ providerId, shiftGroupId: group.id })
  const id = previous?.id ?? uuidv7()
  if (previous) await prepared(tx, reviveApplication).run({ id, ...values })
  else await prepared(tx, insertApplication).run({ id, shiftGroupId: group.id, providerId, ...values })
  await tellWhenApplicationExpires(ctx, tx, { id, providerId, expiresAt: values.expiresAt === null ? null : new Date(values.expiresAt) })
  return id
}

export async function applyToShift({ ctx, caller, shiftGroupId, input }: { ctx: AppContext; caller: ProviderCaller; shiftGroupId: string; input: ApplyBody }): Promise<ApplyOutcome> {
  const { group, applicationId, autoHire } = await ctx.db.write(async (tx) => {
    const group = await getGroupForProvider(tx, caller.providerId, shiftGroupId)
    const { check } = await assertCanApply(ctx, tx, caller.providerId, group)
    const applicationId = await recordApplication(ctx, tx, caller.providerId, group, input)
    await tellNewApplicant(ctx, tx, group, applicationId)
    return { group, applicationId, autoHire: group.isAutoHireEnabled && Boolean(group.paymentMethodId) && check.meetsAllRequirements }
  })
  if (!autoHire) return { hired: false, applicationId }
  try {
    const { shiftId } = await hire(ctx, { shiftGroupId: group.id, applicationId, paymentMethodId: group.paymentMethodId!, hiredByUserId: null }, caller)
    return { hired: true, applicationId, shiftId }
  } catch (error) {
    // The application stands for the facility to review; auto-hire only failed to complete it
    // (card declined, seat just taken).
    ctx.log.warn('auto-hire did not complete', { shiftGroupId: group.id, applicationId, reason: error instanceof Error ? error.message : String(error) })
    return { hired: false, applicationId }
  }
}
