/**
 * `POST /facility/providers/preferred`: a facility marks a provider it knows as preferred (listed
 * first among its applicants). The provider earns reputation points the first time each
 * facility does so; removing and adding again does not pay twice. The facility is recorded in
 * the event's note as `facility:<id>`, which is what "first time" is checked against.
 */
import { and, eq } from 'drizzle-orm'
import type { PreferredProvider, PreferredProviderBody } from '../../../../shared/contracts/facility-providers'
import type { AppContext, FacilityCaller } from '../../../context'
import { preferredProviders, reputationEvents } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { getFacilityInScope } from '../../organizations'
import { providerRatingSummary } from '../../ratings'
import { addReputationPoints } from '../../reputation'
import { fullName, getVisibleProvider } from './queries'

export const preferredNote = (facilityId: string) => `facility:${facilityId}`

export async function addPreferredProvider({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: PreferredProviderBody }): Promise<PreferredProvider> {
  return ctx.db.write(async (tx) => {
    const facility = await getFacilityInScope(tx, caller, input.facilityId)
    const { provider, user } = await getVisibleProvider(tx, caller, input.providerId)
    const existing = await tx
      .select()
      .from(preferredProviders)
      .where(and(eq(preferredProviders.facilityId, facility.id), eq(preferredProviders.providerId, provider.id)))
      .get()
    if (existing) throw new ConflictError('This provider is already a preferred provider of this facility')
    const now = ctx.clock.now()
    await tx.insert(preferredProviders).values({ facilityId: facility.id, providerId: provider.id, createdAt: now })
    const note = preferredNote(facility.id)
    const rewarded = await tx
      .select({ id: reputationEvents.id })
      .from(reputationEvents)
      .where(and(eq(reputationEvents.providerId, provider.id), eq(reputationEvents.reason, 'PREFERRED_PROVIDER'), eq(reputationEvents.note, note)))
      .get()
    if (!rewarded) await addReputationPoints({ tx, providerId: provider.id, reason: 'PREFERRED_PROVIDER', note, now })
    return {
      providerId: provider.id,
      facilityId: facility.id,
      facilityName: facility.name,
      name: fullName(user),
      avatarUrl: user.image,
      type: provider.providerType,
      city: provider.city,
      state: provider.state,
      addedAt: now.toISOString(),
      ratingSummary: await providerRatingSummary(tx, provider.id),
    }
  })
}
