/** Passwords are hashed with argon2id (Bun's built-in, memory-hard). */
export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: 'argon2id' })
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
