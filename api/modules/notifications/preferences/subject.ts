/**
 * Whose preferences a call is about (spec 001 §6: "the unsubscribe and preference lookup accept
 * a token or e-mail without login"). In order:
 * 1. `?token=…` from an e-mail's link: the user it was signed for; a forged one is 400.
 * 2. A bearer session of a marketplace user (with no e-mail, or their own): that user.
 * 3. `?email=…` alone: only where the call may only turn notifications off (the unsubscribe).
 *    Anywhere else an address is no credential, and the answer is the same 404 whether or not
 *    it has an account, so nobody reads another person's preferences or learns who has one.
 * Neither token nor e-mail (and no session): 400 "Either token or email must be provided".
 */
import { and, eq, isNull } from 'drizzle-orm'
import { INVALID_PREFERENCES_LINK_MESSAGE, PREFERENCES_NOT_FOUND_MESSAGE, TOKEN_OR_EMAIL_MESSAGE } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import { users } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { userOfPreferencesToken } from './link-tokens'
import { activeUserOrThrow, type UserRow } from './effective-preferences'

export interface PreferencesAccess {
  token?: string
  email?: string
  /** The marketplace user of the request's bearer session, if it has one. */
  sessionUserId: string | null
}

export type Subject = { user: UserRow; via: 'token' | 'session' | 'email' }

const notFound = () => new NotFoundError('notification preferences', PREFERENCES_NOT_FOUND_MESSAGE)

export async function subjectOf(ctx: AppContext, access: PreferencesAccess, { emailAlone }: { emailAlone: boolean }): Promise<Subject> {
  const db = ctx.db.read
  if (access.token !== undefined) {
    const userId = userOfPreferencesToken(ctx, access.token)
    if (!userId) throw ValidationError.field('token', INVALID_PREFERENCES_LINK_MESSAGE)
    return { user: await activeUserOrThrow(db, userId), via: 'token' }
  }
  const email = access.email?.trim().toLowerCase()
  if (access.sessionUserId) {
    const user = await activeUserOrThrow(db, access.sessionUserId)
    if (email === undefined || email === user.email) return { user, via: 'session' }
  }
  if (email === undefined) throw ValidationError.field('token', TOKEN_OR_EMAIL_MESSAGE)
  if (!emailAlone) throw notFound()
  const user = await db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).get()
  if (!user) throw notFound()
  return { user, via: 'email' }
}
