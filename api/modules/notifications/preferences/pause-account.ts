/**
 * `PUT /user-preferences/pause-account` (spec 001 §7): a paused account receives nothing but
 * security messages (`mayNotify`). Pauses by default; `{isPaused: false}` resumes. Pausing a
 * paused account keeps its first `pausedAt`.
 */
import type { PauseAccountBody, PauseAccountResponse } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import type { RequestMeta } from '../../../sessions'
import { preferencesRowOf } from './effective-preferences'
import { limitOpenPreferenceCalls } from './limits'
import { savePreferencesRow } from './save-preferences'
import { subjectOf, type PreferencesAccess } from './subject'

export async function pauseAccount({ ctx, access, input, meta }: { ctx: AppContext; access: PreferencesAccess; input: PauseAccountBody; meta: RequestMeta }): Promise<PauseAccountResponse> {
  await limitOpenPreferenceCalls(ctx, access, meta.ipAddress)
  const { user } = await subjectOf(ctx, access, { emailAlone: false })
  const pause = input?.isPaused ?? true
  const now = ctx.clock.now()
  const pausedAt = await ctx.db.write(async (tx) => {
    const { row, stored } = await preferencesRowOf(tx, user, now)
    if (stored && (row.pausedAt !== null) === pause) return row.pausedAt
    const next = { ...row, pausedAt: pause ? now : null, updatedAt: now }
    if (stored || pause) await savePreferencesRow(tx, next)
    return next.pausedAt
  })
  return { userId: user.id, isPaused: pausedAt !== null, pausedAt: pausedAt?.toISOString() ?? null }
}
