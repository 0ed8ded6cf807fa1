import { Elysia } from 'elysia'
import { AcceptInvitationBody, AcceptInvitationResponse, ErrorResponse } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { acceptInvitation } from './accept-invitation'

export const invitationRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Auth'] } })
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .post('/auth/accept-invitation', ({ body, meta }) => acceptInvitation({ ctx, input: body, meta }), {
      body: AcceptInvitationBody,
      response: { 200: AcceptInvitationResponse, 400: ErrorResponse },
      detail: {
        summary: "Accept an invitation with the e-mail's link: choose a password and sign in",
        description:
          'For a new admin-panel team member or a colleague an organization added. The link is `/accept-invitation?token=…`, works once, for seven days. An unknown, used or expired link → 400 with the reason on `token`.',
      },
    })
