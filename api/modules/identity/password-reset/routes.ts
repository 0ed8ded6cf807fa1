import { Elysia } from 'elysia'
import { ErrorResponse, ForgotPasswordBody, NoContent, ResetPasswordBody } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { requestPasswordReset } from './request-password-reset'
import { resetPassword } from './reset-password'

export const passwordResetRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Auth'] } })
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .post('/auth/forgot-password', async ({ body, meta, set }) => {
      await requestPasswordReset({ ctx, input: body, meta })
      return noContent(set)
    }, {
      body: ForgotPasswordBody,
      response: { 204: NoContent, 400: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'E-mail a password reset link',
        description:
          'Answers 204 whether or not the address has an account (the address gets a note when it has none). The link is `/reset-password?token=…`, works once, for one hour. Ten e-mails to one address, or 500 from one network, in an hour → 429.',
      },
    })
    .post('/auth/reset-password', async ({ body, set }) => {
      await resetPassword({ ctx, input: body })
      return noContent(set)
    }, {
      body: ResetPasswordBody,
      response: { 204: NoContent, 400: ErrorResponse },
      detail: {
        summary: "Set a new password with the e-mail's reset link",
        description: 'Ends every session of the account. An unknown, used or expired link → 400 with the reason on `token`.',
      },
    })
