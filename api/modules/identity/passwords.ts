/**
 * Passwords are hashed with argon2id (Bun's built-in, memory-hard, on Bun's thread pool so the
 * request loop goes on). Parameters: OWASP's argon2id configuration of 19 MiB, two passes, one
 * lane (Password Storage Cheat Sheet) — about 85 ms a hash on this 2-core machine under load,
 * where Bun's default of 64 MiB took 250 ms and a handful of simultaneous sign-ins held the
 * pool for seconds. A hash records its own parameters, so hashes made with the old ones still
 * verify (docs/decisions.md "Password hashing cost").
 */
const ARGON2 = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, ARGON2)
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash)
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown so that a wrong e-mail
 * takes as long as a wrong password and sign-in does not reveal who has an account.
 */
let decoy: Promise<string> | null = null
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomUUID())
  await Bun.password.verify(password, await decoy)
  return false
}
