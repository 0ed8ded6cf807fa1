import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { Account, ChangeEmailBody, ChangeEmailResponse, ChangePasswordBody, CurrentUser, ErrorResponse, NoContent, UpdateAccountBody, UpdateAccountResponse } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { authPlugin } from '../../../plugins/auth'
import { changeEmail } from './change-email'
import { changePassword } from './change-password'
import { completeTour } from './complete-tour'
import { getAccount } from './get-account'
import { getCurrentUser } from './get-current-user'
import { updateAccount } from './update-account'


export const accountRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Account'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .get('/user', ({ caller }) => getCurrentUser({ ctx, caller }), {
      asUser: true,
      query: Type.Object({ isMobile: Type.Optional(Type.String()) }),
      response: { 200: CurrentUser },
      detail: { summary: 'The signed-in provider or facility user' },
    })
    .get('/account', ({ caller }) => getAccount({ ctx, caller }), {
      asUser: true,
      response: { 200: Account },
      detail: { summary: 'My account' },
    })
    .put('/account', ({ caller, body, meta }) => updateAccount({ ctx, caller, input: body, meta }), {
      asUser: true,
      body: UpdateAccountBody,
      response: { 200: UpdateAccountResponse, 400: ErrorResponse },
      detail: { summary: 'Update my account (names, phone, preferences, password)', description: 'Changing the password needs `currentPassword` and ends every other session; the answer carries a fresh `token`.' },
    })
    .post('/user/email', ({ caller, body, meta }) => changeEmail({ ctx, caller, input: body, meta }), {
      asUser: true,
      body: ChangeEmailBody,
      response: { 200: ChangeEmailResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Change my e-mail address',
        description:
          'Confirmed with `currentPassword` (a wrong one → 400 on that field, throttled like sign-in). An address already used → 409. Immediate: the new address signs in from now on, this session stays, the others end, and the old address gets a notice.',
      },
    })
    .put('/account/password', async ({ caller, body, meta, set }) => {
      await changePassword({ ctx, caller, input: body, meta })
      return noContent(set)
    }, {
      asUser: true,
      body: ChangePasswordBody,
      response: { 204: NoContent, 400: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Change my password',
        description:
          'Ends every other session of the account; this one stays signed in. A wrong `currentPassword` → 400 on that field, throttled like sign-in (five wrong in 15 minutes → 429, sign-in included).',
      },
    })
    .put('/account/complete-tour', async ({ caller, set }) => {
      await completeTour({ ctx, caller })
      return noContent(set)
    }, { asUser: true, response: { 204: NoContent }, detail: { summary: 'Mark the welcome tour as seen' } })
