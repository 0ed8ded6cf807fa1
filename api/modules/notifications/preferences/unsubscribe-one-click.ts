/**
 * RFC 8058 one-click unsubscribe: the mail client `POST`s `List-Unsubscribe=One-Click`
 * (form-urlencoded) to the `List-Unsubscribe` address of a regular e-mail,
 * `/api/unsubscribe-to-notifications?token=…`. Only the link's token names the user (no session,
 * no e-mail address: a mail client sends neither); it turns off both apps' e-mails.
 */
import type { UserIdResponse } from '../../../../shared/contracts/preferences'
import { INVALID_PREFERENCES_LINK_MESSAGE } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import { ValidationError } from '../../../errors'
import type { RequestMeta } from '../../../sessions'
import { limitOpenPreferenceCalls } from './limits'
import { subjectOf } from './subject'
import { applyOptIns, ONE_CLICK_FLAGS } from './unsubscribe'

export const ONE_CLICK_BODY_MESSAGE = 'The body must be List-Unsubscribe=One-Click'

export async function unsubscribeOneClick({ ctx, token, body, meta }: { ctx: AppContext; token: string | undefined; body: string; meta: RequestMeta }): Promise<UserIdResponse> {
  if (token === undefined) throw ValidationError.field('token', INVALID_PREFERENCES_LINK_MESSAGE)
  if (new URLSearchParams(body.trim()).get('List-Unsubscribe') !== 'One-Click') throw ValidationError.field('List-Unsubscribe', ONE_CLICK_BODY_MESSAGE)
  const access = { token, sessionUserId: null }
  await limitOpenPreferenceCalls(ctx, access, meta.ipAddress)
  const { user } = await subjectOf(ctx, access, { emailAlone: false })
  await applyOptIns(ctx, user.id, ONE_CLICK_FLAGS)
  return { userId: user.id }
}
