/** Sign-in, the current user and the account (api-contract "Authentication"; spec 000 §3 "Current user"). */
import { Type, type Static } from '@sinclair/typebox'
import { ORGANIZATION_ROLES, PREFERRED_APPS, TEAM_ROLES, USER_TYPES } from '../enums'
import { email, optional, password, personName, phoneNumber } from './fields'
import { literalUnion } from './literal-union'


export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, messages: { required: 'Email is required', minLength: 'Email is required', maxLength: 'Email is too long' } }),
  password: Type.String({ minLength: 1, maxLength: 128, messages: { required: 'Password is required', minLength: 'Password is required', maxLength: 'Password is too long' } }),
})
export type LoginBody = Static<typeof LoginBody>

/** `GET /user`: who is signed in, for either app. */
export const CurrentUser = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  personalPhone: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  userType: literalUnion(USER_TYPES),
  providerId: Type.Union([Type.String(), Type.Null()]),
  /** Organization role of a facility user; null for providers. */
  role: Type.Union([literalUnion(ORGANIZATION_ROLES), Type.Null()]),
  organizationId: Type.Union([Type.String(), Type.Null()]),
  /** Facilities a MEMBER is limited to; null when the user sees every facility of the organization. */
  facilityIds: Type.Union([Type.Array(Type.String()), Type.Null()]),
  hasBackgroundCheckCleared: Type.Boolean(),
  expoPushToken: Type.Union([Type.String(), Type.Null()]),
  hasCompletedTour: Type.Boolean(),
  preferredApp: literalUnion(PREFERRED_APPS),
})
export type CurrentUser = Static<typeof CurrentUser>

export const LoginResponse = Type.Object({ token: Type.String(), user: CurrentUser })
export const AdminLoginResponse = Type.Object({ token: Type.String() })

/** `GET /admin-panel/user` and the team member rows of spec 000 §3. */
export const TeamMember = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: literalUnion(TEAM_ROLES),
  createdAt: Type.String({ format: 'date-time' }),
  isDisabled: Type.Boolean(),
})
export type TeamMember = Static<typeof TeamMember>

export const Account = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  userType: literalUnion(USER_TYPES),
  smsOptIn: Type.Boolean(),
  preferredApp: literalUnion(PREFERRED_APPS),
  hasCompletedTour: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
})
export type Account = Static<typeof Account>

/** Spec 000 §5: "Account update: first name, last name, phone each at least 1 character". */
export const UpdateAccountBody = Type.Object({
  firstName: Type.Optional(personName('First Name')),
  lastName: Type.Optional(personName('Last Name')),
  phone: optional(phoneNumber()),
  smsOptIn: Type.Optional(Type.Boolean()),
  preferredApp: Type.Optional(literalUnion(PREFERRED_APPS, { messages: { default: 'Preferred app must be MARKETPLACE or CAREERS' } })),
  /** Changing the password needs the current one, and ends every session of the account. */
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  newPassword: Type.Optional(
    Type.String({ minLength: 8, maxLength: 128, messages: { minLength: 'Password must be at least 8 characters', maxLength: 'Password is too long' } }),
  ),
})
export type UpdateAccountBody = Static<typeof UpdateAccountBody>

export const UpdateAccountResponse = Type.Object({
  account: Account,
  /** A fresh session when the password changed (all earlier ones have ended). */
  token: Type.Optional(Type.String()),
})

export const MessageResponse = Type.Object({ message: Type.String() })
export const ErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
})
export type LoginResponse = Static<typeof LoginResponse>
export type AdminLoginResponse = Static<typeof AdminLoginResponse>
export type UpdateAccountResponse = Static<typeof UpdateAccountResponse>
export type MessageResponse = Static<typeof MessageResponse>
export type ErrorResponse = Static<typeof ErrorResponse>

/**
 * The body of a `204 No Content` answer: none. Declared as the 204 response so the API document
 * lists the status; `Type.Void` is what @elysiajs/openapi reads as "no body".
 */
export const NoContent = Type.Void({ description: 'No content' })
export type NoContent = Static<typeof NoContent>

/**
 * Accounts by e-mail link (api-contract "Accounts by e-mail link"). `POST /auth/forgot-password`
 * answers 204 whether or not the address has an account.
 */
export const ForgotPasswordBody = Type.Object({ email: email() })
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>

/** `POST /auth/reset-password`: the token from the e-mail's link and the new password (sign-up's rules). */
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, messages: { required: 'The reset link is missing its token', minLength: 'The reset link is missing its token', maxLength: 'This reset link is not valid' } }),
  password: password(),
})
export type ResetPasswordBody = Static<typeof ResetPasswordBody>

/** `POST /auth/accept-invitation`: the invitation e-mail's token and the invitee's first password. */
export const AcceptInvitationBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, messages: { required: 'The invitation link is missing its token', minLength: 'The invitation link is missing its token', maxLength: 'This invitation link is not valid' } }),
  password: password(),
})
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>
export const AcceptInvitationResponse = Type.Object({ token: Type.String() })
export type AcceptInvitationResponse = Static<typeof AcceptInvitationResponse>

/** `PUT /account/password`: ends the account's other sessions; a wrong current password is a 400 on `currentPassword`. */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 128, messages: { required: 'Current password is required', minLength: 'Current password is required', maxLength: 'Current password is incorrect' } }),
  newPassword: password(),
})
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

/**
 * `POST /user/email`: the signed-in user's new e-mail address, confirmed with their password;
 * the old address is told (docs/decisions.md "Changing one's e-mail").
 */
export const ChangeEmailBody = Type.Object({
  email: email(),
  currentPassword: Type.String({ minLength: 1, maxLength: 128, messages: { required: 'Current password is required', minLength: 'Current password is required', maxLength: 'Current password is incorrect' } }),
})
export type ChangeEmailBody = Static<typeof ChangeEmailBody>
export const ChangeEmailResponse = Type.Object({ email: Type.String() })
export type ChangeEmailResponse = Static<typeof ChangeEmailResponse>

/** Where the PWA's e-mail links land (api-contract "Accounts by e-mail link"). */
export const RESET_PASSWORD_PATH = '/reset-password'
/** The page an invitation e-mail links to (`?token=…`). */
export const ACCEPT_INVITATION_PATH = '/accept-invitation'
/** The admin panel's sign-in page, named in the answer a team member gets on the user sign-in form. */
export const ADMIN_SIGN_IN_PATH = '/admin/sign-in'
