/**
 * `PUT /testing/{userId}/licenses`: that provider holds verified, unexpired licenses of their type
 * in every state, or in the states given.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { STATE_CODES } from '../../../shared/reference/states'
import type { AppContext } from '../../context'
import { licenses, providers } from '../../db/schema'
import { NotFoundError } from '../../errors'

const TWO_YEARS_MS = 2 * 365 * 86_400_000

export async function grantLicenses({ ctx, userId, states }: { ctx: AppContext; userId: string; states?: string[] | undefined }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const provider = await tx.select().from(providers).where(eq(providers.userId, userId)).get()
    if (!provider) throw new NotFoundError('provider')
    const now = ctx.clock.now()
    const expirationDate = new Date(now.getTime() + TWO_YEARS_MS).toISOString().slice(0, 10)
    for (const state of states?.length ? states : STATE_CODES) {
      const existing = await tx
        .select()
        .from(licenses)
        .where(and(eq(licenses.providerId, provider.id), eq(licenses.state, state), isNull(licenses.deletedAt)))
        .get()
      if (existing) {
        await tx
          .update(licenses)
          .set({
            isVerified: true,
            verifiedAt: now,
            providerType: provider.providerType,
            expirationDate: existing.expirationDate > expirationDate ? existing.expirationDate : expirationDate,
            updatedAt: now,
          })
          .where(eq(licenses.id, existing.id))
      } else {
        await tx.insert(licenses).values({
          providerId: provider.id,
          state,
          licenseNumber: `${state}-${provider.id.slice(-8).toUpperCase()}`,
          expirationDate,
          providerType: provider.providerType,
          isVerified: true,
          verifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
      }
    }
  })
}
