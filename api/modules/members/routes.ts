import { Elysia } from 'elysia'
import { DeleteWithReasonBody, UserParams } from '../../../shared/contracts/accounts'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import { OrganizationUser } from '../../../shared/contracts/facility-shifts'
import { InviteMemberBody, OrganizationSettings, PlatformInterestBody, ReferralCodeAndPlatformInterestBody, ReferralCodeBody, UpdateMemberBody } from '../../../shared/contracts/organization-users'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import { clientAddressPlugin } from '../../plugins/client-address'
import { applyReferralCode } from './apply-referral-code'
import { deleteFacilityAccount } from './delete-facility-account'
import { inviteMember } from './invite-member'
import { removeMember } from './remove-member'
import { updateMember } from './update-member'
import { updatePlatformInterest } from './update-platform-interest'
import { updateReferralCodeAndPlatformInterest } from './update-referral-code-and-platform-interest'

const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }
const ROLES = 'OWNER and ADMIN only (a MEMBER → 403).'

export const memberRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Organization'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .post('/organization/users', async ({ caller, body, meta, set }) => {
      const invited = await inviteMember({ ctx, caller, input: body, meta })
      set.status = 201
      return invited
    }, {
      asFacility: true,
      body: InviteMemberBody,
      response: { 201: OrganizationUser, ...errors, 429: ErrorResponse },
      detail: {
        summary: 'Invite a colleague',
        description: `${ROLES} As ADMIN or MEMBER; a MEMBER limited to \`facilityIds\` when given (another organization's facility → 404). An e-mail already used → 409. The invitation e-mail links to \`/accept-invitation?token=…\` (seven days); \`POST /auth/accept-invitation\` sets the password and signs them in.`,
      },
    })
    .put('/organization/users/:userId', ({ caller, params, body }) => updateMember({ ctx, caller, userId: params.userId, input: body }), {
      asFacility: true,
      params: UserParams,
      body: UpdateMemberBody,
      response: { 200: OrganizationUser, ...errors },
      detail: {
        summary: "Change a colleague's role or facilities",
        description: `${ROLES} Only an OWNER changes an OWNER or makes one (403). Demoting the last OWNER → 409. \`facilityIds\` limit a MEMBER (empty: every facility). Another organization's user → 404.`,
      },
    })
    .delete('/organization/users/:userId', async ({ caller, params, set }) => {
      await removeMember({ ctx, caller, userId: params.userId })
      return noContent(set)
    }, {
      asFacility: true,
      params: UserParams,
      response: { 204: NoContent, ...errors },
      detail: {
        summary: 'Remove a colleague',
        description: `${ROLES} The last OWNER cannot be removed (409); only an OWNER removes an OWNER. Their account is closed and every session ends (next call 401); the shifts and payments they handled stay. Another organization's user → 404.`,
      },
    })
    .delete('/facility/account/:userId', async ({ caller, params, body, set }) => {
      await deleteFacilityAccount({ ctx, caller, userId: params.userId, input: body })
      return noContent(set)
    }, {
      asFacility: true,
      params: UserParams,
      body: DeleteWithReasonBody,
      response: { 204: NoContent, ...errors },
      detail: {
        summary: 'Delete a facility account',
        description:
          'My own account, or (OWNER and ADMIN) a colleague’s. A reason is required ("reason is required."). The last OWNER → 409. The person’s details are removed and every session ends (next call 401); the shift history and the ledger keep their figures.',
      },
    })
    .put('/organization/platform-interest', ({ caller, body }) => updatePlatformInterest({ ctx, caller, input: body }), {
      asFacility: true,
      body: PlatformInterestBody,
      response: { 200: OrganizationSettings, 400: ErrorResponse, 403: ErrorResponse },
      detail: { summary: 'Set what my organization is here for', description: `${ROLES} MARKETPLACE, CAREERS or BOTH.` },
    })
    .post('/organization/referral-code', ({ caller, body }) => applyReferralCode({ ctx, caller, input: body }), {
      asFacility: true,
      body: ReferralCodeBody,
      response: { 200: OrganizationSettings, ...errors, 422: ErrorResponse },
      detail: {
        summary: 'Apply a referral code',
        description: `${ROLES} 1–50 characters. A code no provider or organization has, or the organization's own → 422; a different code when one is applied → 409 (the same code again answers 200).`,
      },
    })
    .put('/organization/referral-code-and-platform-interest', ({ caller, body }) => updateReferralCodeAndPlatformInterest({ ctx, caller, input: body }), {
      asFacility: true,
      body: ReferralCodeAndPlatformInterestBody,
      response: { 200: OrganizationSettings, ...errors, 422: ErrorResponse },
      detail: { summary: 'Set the platform interest and apply a referral code together', description: `${ROLES} Both or neither; \`referralCode\` optional, with the rules of POST /organization/referral-code.` },
    })
