/**
 * Deleting a person's account (api-contract "Authentication": their next call answers 401):
 * the user row stays, so the shift history, the ledger and the audit trail that name it keep
 * every figure, but it no longer says who the person was — name, e-mail, phone, picture and push
 * token are replaced, the password can never match, the row is marked deleted — and every session
 * ends. The e-mail address is free to sign up again. In the caller's transaction.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { knownSignInAddresses, users } from '../../../db/schema'
import { revokeUserSessions } from '../../../sessions'

export async function anonymizeUser(ctx: AppContext, tx: Tx, userId: string): Promise<void> {
  const now = ctx.clock.now()
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      // Sign-in never reads a deleted row; and no password matches this.
      passwordHash: `deleted:${crypto.randomUUID()}`,
      isDisabled: true,
      firstName: 'Deleted',
      lastName: 'user',
      personalPhone: null,
      image: null,
      expoPushToken: null,
      smsOptIn: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  await tx.delete(knownSignInAddresses).where(eq(knownSignInAddresses.account, `user:${userId}`))
  await revokeUserSessions(tx, userId)
}
