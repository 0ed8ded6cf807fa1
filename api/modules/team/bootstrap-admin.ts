/**
 * On start: create the ADMIN from ADMIN_EMAIL / ADMIN_PASSWORD when the team is empty. Recorded
 * in the audit trail as the server's own in-process work (the scheduler actor), the only actor
 * there is before anyone signs in.
 */
import { sql } from 'drizzle-orm'
import { schedulerActor } from '../../callers'
import type { AppContext } from '../../context'
import { teamMembers } from '../../db/schema'
import { audit } from '../audit'
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
    const [admin] = await tx.insert(teamMembers).values({
      email: adminEmail,
      passwordHash,
      firstName: local.charAt(0).toUpperCase() + local.slice(1).replace(/[^A-Za-z]/g, '') || 'Admin',
      lastName: 'Admin',
      role: 'ADMIN',
      createdAt: now,
      updatedAt: now,
    }).returning({ id: teamMembers.id, email: teamMembers.email, role: teamMembers.role })
    await audit(ctx, tx, schedulerActor('create the first admin from ADMIN_EMAIL'), { action: 'team-member.create', subject: ['team-member', admin!.id], after: { email: admin!.email, role: admin!.role } })
    return true
  })
}
