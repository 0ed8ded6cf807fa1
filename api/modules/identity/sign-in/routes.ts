import { Elysia } from 'elysia'
import { AdminLoginResponse, ErrorResponse, LoginBody, LoginResponse, NoContent } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { authPlugin } from '../../../plugins/auth'
import { logIn } from './log-in'
import { logInAdmin } from './log-in-admin'
import { logOut } from './log-out'

export const authRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Auth'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .post('/auth/login', ({ body, meta }) => logIn({ ctx, input: body, meta }), {
      body: LoginBody,
      response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      detail: { summary: 'Sign in as a provider or facility user', description: 'Five attempts for one e-mail (or twenty from one address) in 15 minutes lock sign-in for 15 minutes (429); a right password gives its attempt back. An address the account signed in from before has its own five, so guesses from elsewhere do not lock the owner out.' },
    })
    .post('/auth/logout', async ({ caller, set }) => {
      await logOut({ ctx, caller })
      return noContent(set)
    }, {
      asUser: true,
      response: { 204: NoContent },
      detail: { summary: 'Sign out (ends this session)', security: [{ bearer: [] }] },
    })
    .post('/admin/login', ({ body, meta }) => logInAdmin({ ctx, input: body, meta }), {
      body: LoginBody,
      response: { 200: AdminLoginResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      detail: { summary: 'Sign in to the admin panel', tags: ['Admin panel'] },
    })
