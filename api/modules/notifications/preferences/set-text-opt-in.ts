/**
 * A provider's STOP or START texted to the platform number (phone/receive-text.ts): every text
 * opt-in of the user follows it, as carriers expect one word to stop them all.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { users } from '../../../db/schema'
import { preferencesRowOf, type UserRow } from './effective-preferences'
import { savePreferencesRow } from './save-preferences'

export async function setTextOptIn(ctx: AppContext, userId: string, on: boolean): Promise<void> {
  await ctx.db.write(async (tx) => {
    const user = (await tx.select().from(users).where(eq(users.id, userId)).get()) as UserRow | undefined
    if (!user) return
    const now = ctx.clock.now()
    const { row } = await preferencesRowOf(tx, user, now)
    await savePreferencesRow(tx, { ...row, marketplaceSmsOptIn: on, careersSmsOptIn: on, agentSmsOptIn: on, updatedAt: now })
    await tx.update(users).set({ smsOptIn: on }).where(eq(users.id, userId))
  })
}
