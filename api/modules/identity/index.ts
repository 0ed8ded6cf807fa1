/**
 * Identity: who people are and how they sign in — sessions and passwords, sign-in (users and
 * the admin-panel team), sign-up of pharmacies and providers, and the signed-in user's account.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { accountRoutes } from './account/routes'
import { authRoutes } from './sign-in/routes'
import { signUpRoutes } from './sign-up/routes'

export const identityRoutes = (ctx: AppContext) => new Elysia().use(authRoutes(ctx)).use(signUpRoutes(ctx)).use(accountRoutes(ctx))

export { hashPassword } from './passwords'
export { resolveCaller } from './resolve-caller'
export { deleteExpiredSessions, findSession, hashToken } from './sessions'
export type { RequestMeta } from './sessions'
export { newReferralCode } from './sign-up/referral-codes'
