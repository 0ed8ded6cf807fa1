/** On start: create the ADMIN from ADMIN_EMAIL / ADMIN_PASSWORD when the team is empty. */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { teamMembers } from '../../db/schema'
import { hashPassword } from '../identity'

export async function bootstrapAdmin(ctx: AppContext): Promise<boolean> {
  const { adminEmail, adminPassword } = ctx.config
  if (!adminEmail || !adminPassword) return false
  const passwordHash = await hashPassword(adminPassword)
  return ctx.db.write(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)` }).from(teamMembers)
    if ((row?.n ?? 0) > 0) return false
    const now = ctx.clock.now()
    const local = adminEmail.split('@')[0] ?? 'Admin'
    await tx.insert(teamMembers).values({
      email: adminEmail,
      passwordHash,
      firstName: local.charAt(0).toUpperCase() + local.slice(1).replace(/[^A-Za-z]/g, '') || 'Admin',
      lastName: 'Admin',
      role: 'ADMIN',
      createdAt: now,
      updatedAt: now,
    })
    return true
  })
}
