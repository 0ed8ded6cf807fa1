/**
 * The first time a provider's checklist is all done, the "onboarding completed" reputation
 * event (+5, domain "Ratings and reputation"), once: the `provider_onboarding` row and the
 * points are written in one transaction, and the row's primary key refuses a second.
 * Called wherever the checklist may have just been finished — the checklist call, a training
 * passed, the onboarding sweep before a hired shift — so the points come whether or not the
 * provider looks at the checklist. Answers the checklist as it now is.
 */
import type { OnboardingChecklist } from '../../../../shared/contracts/compliance'
import type { AppContext } from '../../../context'
import { providerOnboarding } from '../../../db/schema'
import { addReputationPoints } from '../../reputation'
import { computeChecklist } from './checklist'

export async function recordOnboardingIfComplete(ctx: AppContext, providerId: string): Promise<OnboardingChecklist> {
  const now = ctx.clock.now()
  const checklist = await computeChecklist(ctx.db.read, providerId, now)
  if (!checklist.completed || checklist.completedAt) return checklist
  const completedAt = await ctx.db.write(async (tx) => {
    const [first] = await tx.insert(providerOnboarding).values({ providerId, completedAt: now }).onConflictDoNothing().returning()
    if (!first) return null
    await addReputationPoints({ tx, providerId, reason: 'ONBOARDING_COMPLETED', note: 'Onboarding checklist completed', now })
    return now
  })
  return { ...checklist, completedAt: (completedAt ?? now).toISOString() }
}
