/**
 * `POST /points/add-points-to-provider`: staff adjust a provider's reputation by hand (a
 * correction, a goodwill gesture, onboarding done outside the app). Admin-panel team members
 * with `providers.manage` only: reputation decides who facilities see first, so neither
 * providers nor facilities may set it. A `reason` that names a reputation reason is recorded
 * as that reason; any other text is an ADMIN_ADJUSTMENT with the text as its note.
 */
import { AddPoints, REPUTATION_REASONS, type AddPointsBody, type AddPointsResponse, type ReputationReason } from '../../../shared/contracts/ratings'
import { validate } from '../../../shared/validation/validate'
import type { AppContext, TeamCaller } from '../../context'
import { ValidationError } from '../../errors'
import { audit } from '../audit'
import { requireTeamPermission } from '../team'
import { addReputationPoints } from './add-reputation-points'

export async function addPointsToProvider({ ctx, caller, input }: { ctx: AppContext; caller: TeamCaller; input: AddPointsBody }): Promise<AddPointsResponse> {
  requireTeamPermission(caller, 'providers.manage')
  const errors = validate(AddPoints, input)
  if (errors.length) throw new ValidationError(errors)
  const text = input.reason.trim()
  const named = (REPUTATION_REASONS as readonly string[]).includes(text) ? (text as ReputationReason) : null
  return ctx.db.write(async (tx) => {
    const change = await addReputationPoints({
      tx,
      providerId: input.providerId,
      reason: named ?? 'ADMIN_ADJUSTMENT',
      points: input.points,
      note: named ? `By team member ${caller.teamMemberId}` : text,
      now: ctx.clock.now(),
    })
    await audit(ctx, tx, caller, {
      action: 'reputation.add-points',
      subject: ['provider', input.providerId],
      before: { currentPoints: change.currentPoints - change.points },
      after: { currentPoints: change.currentPoints, points: change.points, reason: named ?? 'ADMIN_ADJUSTMENT', note: named ? null : text, reputationEventId: change.eventId },
    })
    return { providerId: input.providerId, currentPoints: change.currentPoints }
  })
}
