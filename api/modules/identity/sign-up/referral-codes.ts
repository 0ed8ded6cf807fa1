/** Referral codes: every provider and organization gets one to share; sign-ups may apply one. */
import { eq } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { organizations, providers, users } from '../../../db/schema'

// No 0/O or 1/I: codes are read aloud and typed from paper.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase()
}

function randomSuffix(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
}

/** A new code like `JANE-7K2Q` (or `RIVERSIDE-7K2Q`), unique across providers and organizations. */
export async function newReferralCode(tx: Tx, name: string): Promise<string> {
  const stem = name.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 10) || 'RX'
  for (;;) {
    const code = `${stem}-${randomSuffix(4)}`
    if (!(await findReferrer(tx, code))) return code
  }
}

export async function findReferrer(db: Tx, code: string): Promise<{ name: string } | null> {
  const normalized = normalizeReferralCode(code)
  const provider = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.ownReferralCode, normalized))
    .get()
  // A provider referrer is shown by first name and initial only.
  if (provider) return { name: `${provider.firstName} ${provider.lastName.charAt(0)}.` }
  const org = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.ownReferralCode, normalized)).get()
  return org ? { name: org.name } : null
}
