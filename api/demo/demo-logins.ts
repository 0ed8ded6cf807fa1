/**
 * How to sign in to the demo, printed at every start where the demo accounts are in the
 * database, not only on the start that loaded them: a second `npm start` (or `marketplace
 * --demo`) on the same database is when a person has forgotten the addresses. The accounts are
 * found by their e-mails (demo-people.ts), so a real database without them prints nothing.
 */
import { inArray } from 'drizzle-orm'
import type { AppContext } from '../context'
import { teamMembers, users } from '../db/schema'
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_PROVIDERS, DEMO_TEAM } from './demo-people'

/** The accounts worth printing: each organization's owner and facility-limited managers, one provider per title, the admin-panel team. */
const LISTED_PROVIDERS = DEMO_PROVIDERS.filter((p) => ['pharmacist@', 'technician@', 'intern@'].some((s) => p.email.startsWith(s)))

export async function demoLogins(ctx: AppContext): Promise<string[]> {
  const userEmails = [...DEMO_ORGANIZATIONS.flatMap((o) => o.members.map((m) => m.email)), ...LISTED_PROVIDERS.map((p) => p.email)]
  const [userRows, teamRows] = await Promise.all([
    ctx.db.read.select({ email: users.email }).from(users).where(inArray(users.email, userEmails)),
    ctx.db.read.select({ email: teamMembers.email }).from(teamMembers).where(inArray(teamMembers.email, DEMO_TEAM.map((t) => t.email))),
  ])
  const present = new Set([...userRows, ...teamRows].map((r) => r.email.toLowerCase()))
  if (!present.size) return []

  const lines: string[] = []
  for (const org of DEMO_ORGANIZATIONS) {
    for (const m of org.members) {
      if ((m.role === 'OWNER' || m.facilities) && present.has(m.email)) lines.push(`facility ${m.role.toLowerCase().padEnd(6)} ${m.email.padEnd(36)} ${org.name}`)
    }
  }
  for (const p of LISTED_PROVIDERS) if (present.has(p.email)) lines.push(`provider ${p.providerType.toLowerCase().padEnd(10)} ${p.email}`)
  for (const t of DEMO_TEAM) if (present.has(t.email)) lines.push(`admin panel ${t.role.toLowerCase().padEnd(10)} ${t.email}`)
  return [...lines, `password for every demo account: ${DEMO_PASSWORD}`, 'admin panel sign-in: /admin/sign-in']
}
