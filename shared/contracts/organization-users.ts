/**
 * The organization's own management (spec 000 §6, §7 "Organization and payment methods"): its
 * people (invite a colleague, change a role or facilities, remove) and its settings (platform
 * interest, the referral code it applied).
 */
import { Type, type Static } from '@sinclair/typebox'
import { ORGANIZATION_ROLES, PLATFORM_INTERESTS } from '../enums'
import { email, optional, personName, referralCode } from './fields'
import { literalUnion } from './literal-union'

const facilityIds = Type.Array(Type.String({ minLength: 1 }), { maxItems: 500, messages: { maxItems: 'At most 500 facilities' } })

/** `POST /organization/users`: invited as ADMIN or MEMBER; a MEMBER may be limited to `facilityIds`. */
export const InviteMemberBody = Type.Object({
  email: email(),
  firstName: optional(personName('First name')),
  lastName: optional(personName('Last name')),
  role: literalUnion(['ADMIN', 'MEMBER'] as const, { messages: { required: 'Invalid role', default: 'Invalid role' } }),
  facilityIds: optional(facilityIds),
})
export type InviteMemberBody = Static<typeof InviteMemberBody>

/** `PUT /organization/users/{userId}`: either or both. */
export const UpdateMemberBody = Type.Object({
  role: Type.Optional(literalUnion(ORGANIZATION_ROLES, { messages: { default: 'Invalid role' } })),
  facilityIds: optional(facilityIds),
})
export type UpdateMemberBody = Static<typeof UpdateMemberBody>

const platformInterest = () =>
  literalUnion(PLATFORM_INTERESTS, { messages: { required: 'Platform interest is required', default: 'Platform interest must be MARKETPLACE, CAREERS or BOTH' } })

export const PlatformInterestBody = Type.Object({ platformInterest: platformInterest() })
export type PlatformInterestBody = Static<typeof PlatformInterestBody>

export const ReferralCodeBody = Type.Object({ referralCode: referralCode() })
export type ReferralCodeBody = Static<typeof ReferralCodeBody>

export const ReferralCodeAndPlatformInterestBody = Type.Object({ referralCode: optional(referralCode()), platformInterest: platformInterest() })
export type ReferralCodeAndPlatformInterestBody = Static<typeof ReferralCodeAndPlatformInterestBody>

export const OrganizationSettings = Type.Object({
  organizationId: Type.String(),
  platformInterest: Type.Union([literalUnion(PLATFORM_INTERESTS), Type.Null()]),
  appliedReferralCode: Type.Union([Type.String(), Type.Null()]),
  ownReferralCode: Type.String(),
})
export type OrganizationSettings = Static<typeof OrganizationSettings>
