/**
 * Identity: who people are and how they sign in — passwords, sign-in (users and the admin-panel
 * team; the tokens themselves live in api/sessions), sign-up of pharmacies and providers,
 * forgotten passwords (a reset link by e-mail, through notifications' outbox), invitations (a
 * new team member or colleague chooses their password from an e-mailed link, and is signed in),
 * and the signed-in user's account and password.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { accountRoutes } from './account/routes'
import { invitationRoutes } from './invitations/routes'
import { passwordResetRoutes } from './password-reset/routes'
import { authRoutes } from './sign-in/routes'
import { signUpRoutes } from './sign-up/routes'

export const identityRoutes = (ctx: AppContext) => new Elysia().use(authRoutes(ctx)).use(signUpRoutes(ctx)).use(passwordResetRoutes(ctx)).use(invitationRoutes(ctx)).use(accountRoutes(ctx))

export { issueInvitation, INVITATION_TTL_MS } from './invitations/issue-invitation'
export type { InvitationDetails, Invitee } from './invitations/issue-invitation'
export { hashPassword } from './passwords'
export { forgetSpentSignInWindows } from './throttle'
export { newReferralCode } from './sign-up/referral-codes'
export { anonymizeUser } from './account/anonymize-user'
export { assertNewEmail } from './sign-up/assert-new-email'
export { findReferrer, normalizeReferralCode } from './sign-up/referral-codes'
// The demo data signs a referred colleague up through the product's own sign-up (api/demo).
export { signUpProvider } from './sign-up/sign-up-provider'
