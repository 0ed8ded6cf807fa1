import { eq } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { teamMembers, users } from '../../../db/schema'
import { ConflictError } from '../../../errors'

/** api-contract: an e-mail already registered → 409 (matching is case-insensitive; stored lower-case). */
export async function assertNewEmail(tx: Tx, email: string): Promise<void> {
  const taken =
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get()) ??
    (await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email)).get())
  if (taken) throw new ConflictError('An account with this e-mail already exists. Sign in instead, or reset your password.')
}
