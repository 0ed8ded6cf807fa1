/**
 * `DELETE /testing/ffm/{onboardingId}` (spec 001 §7): removes a facility's onboarding form, so the
 * next read creates a fresh DRAFT. 404 for an unknown id.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { facilityOnboardingForms } from '../../db/schema'
import { NotFoundError } from '../../errors'

export async function deleteOnboardingForm({ ctx, onboardingId }: { ctx: AppContext; onboardingId: string }): Promise<void> {
  const deleted = await ctx.db.write((tx) => tx.delete(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, onboardingId)).returning({ id: facilityOnboardingForms.id }))
  if (!deleted.length) throw new NotFoundError('onboarding form')
}
