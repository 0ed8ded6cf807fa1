/** `DELETE /facility/providers/preferred`: the pair comes in the body or the query string. */
import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { preferredProviders } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { getFacilityInScope } from '../../organizations'

export async function removePreferredProvider({
  ctx,
  caller,
  input,
}: {
  ctx: AppContext
  caller: FacilityCaller
  input: { facilityId?: string | undefined; providerId?: string | undefined }
}): Promise<void> {
  const missing = [
    ...(input.facilityId ? [] : [{ field: 'facilityId', message: 'Facility ID is required' }]),
    ...(input.providerId ? [] : [{ field: 'providerId', message: 'Provider ID is required' }]),
  ]
  if (missing.length) throw new ValidationError(missing)
  await ctx.db.write(async (tx) => {
    const facility = await getFacilityInScope(tx, caller, input.facilityId!)
    const removed = await tx
      .delete(preferredProviders)
      .where(and(eq(preferredProviders.facilityId, facility.id), eq(preferredProviders.providerId, input.providerId!)))
      .returning({ providerId: preferredProviders.providerId })
    if (!removed.length) throw new NotFoundError('preferred provider', 'This provider is not a preferred provider of this facility')
  })
}
