/** Helpers of the factories themselves (the index does not export them). */
import { hashPassword } from '../../modules/identity'

/** The password of every person the factories create. */
export const PASSWORD = 'Str0ng-pass'

let counter = 0

/** A suffix no other call in this process answers: e-mails, names and keys of factory rows. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

let hash: Promise<string> | undefined

/** The stored hash of `PASSWORD`, computed once (argon2 is slow on purpose). */
export const passwordHash = () => (hash ??= hashPassword(PASSWORD))
