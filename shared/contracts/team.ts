/**
 * The admin panel's team (spec 000 §7 "Team", §3 "Admin user (team member)", §5 "New team
 * member"): the list, one member, adding a member (who sets their password from an invitation
 * e-mail), editing their details, their role, enabling and disabling them.
 */
import { Type, type Static } from '@sinclair/typebox'
import { TEAM_ROLES } from '../enums'
import { TeamMember } from './auth'
import { optional } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

export { TeamMember }

/** Spec 000 §9: admin lists show 7 a page. */
export const TEAM_MEMBERS_PAGE_SIZE = 7

export const TEAM_MEMBER_STATUSES = ['ENABLED', 'DISABLED'] as const
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number]

/**
 * `orderBy`: a column, optionally `:asc` or `:desc` (or a leading `-` for descending), or just
 * `asc` / `desc` for the date added. The default is the newest first (`createdAt:desc`).
 */
export const TEAM_MEMBER_ORDER_FIELDS = ['createdAt', 'firstName', 'lastName', 'name', 'email', 'role'] as const
export const TEAM_MEMBER_ORDER_BY = `^(asc|desc|-?(${TEAM_MEMBER_ORDER_FIELDS.join('|')})(:(asc|desc))?)$`

const role = (options: { required: string }) => literalUnion(TEAM_ROLES, { messages: { required: options.required, default: 'Invalid role' } })

export const TeamMemberListQuery = Type.Object({
  ...pageQuery(TEAM_MEMBERS_PAGE_SIZE),
  orderBy: optional(
    Type.String({
      pattern: TEAM_MEMBER_ORDER_BY,
      examples: ['createdAt:desc'],
      messages: { pattern: 'Order must be one of createdAt, firstName, lastName, name, email or role, optionally with :asc or :desc', type: 'Invalid order' },
    }),
  ),
  /** The direction when `orderBy` names none (spec 000 §5's generic lists call it `order`). */
  order: optional(literalUnion(['asc', 'desc'] as const, { messages: { default: 'Order must be asc or desc' } })),
  role: optional(role({ required: 'Invalid role' })),
  status: optional(literalUnion(TEAM_MEMBER_STATUSES, { messages: { default: 'Status must be ENABLED or DISABLED' } })),
})
export type TeamMemberListQuery = Static<typeof TeamMemberListQuery>

/** `GET /admin-panel/administration/users/csv`: the list's filters (role, status), every member, the newest first. */
export const TeamMemberCsvQuery = Type.Omit(TeamMemberListQuery, ['page', 'pageSize', 'orderBy', 'order'])
export type TeamMemberCsvQuery = Static<typeof TeamMemberCsvQuery>

export const TeamMemberList = Paged(TeamMember)
export type TeamMemberList = Static<typeof TeamMemberList>

export const TeamMemberParams = Type.Object({ memberId: Type.String() })

/**
 * Spec 000 §5: names are trimmed, must not be empty and must not contain digits. The contract
 * refuses digits (so a form shows it as the user types); a name of spaces only passes here and
 * is refused by the verb once trimmed, with the same "is required".
 */
const memberName = (label: 'First name' | 'Last name') =>
  Type.String({
    minLength: 1,
    maxLength: 50,
    pattern: '^[^0-9]*$',
    messages: {
      required: `${label} is required`,
      type: `${label} is required`,
      minLength: `${label} is required`,
      maxLength: `${label} is too long`,
      pattern: `${label} cannot contain numbers`,
    },
  })

const memberEmail = () =>
  Type.String({
    maxLength: 254,
    format: 'email-address',
    messages: { required: 'Invalid email', type: 'Invalid email', maxLength: 'Invalid email', format: 'Invalid email' },
  })

export const CreateTeamMemberBody = Type.Object({
  email: memberEmail(),
  firstName: memberName('First name'),
  lastName: memberName('Last name'),
  role: role({ required: 'Invalid role' }),
})
export type CreateTeamMemberBody = Static<typeof CreateTeamMemberBody>

/** `PUT …/{memberId}`: the member's details; a field left out keeps its value. The role has its own call. */
export const UpdateTeamMemberBody = Type.Object({
  firstName: Type.Optional(memberName('First name')),
  lastName: Type.Optional(memberName('Last name')),
  email: Type.Optional(memberEmail()),
})
export type UpdateTeamMemberBody = Static<typeof UpdateTeamMemberBody>

export const ChangeTeamMemberRoleBody = Type.Object({ role: role({ required: 'Invalid role' }) })
export type ChangeTeamMemberRoleBody = Static<typeof ChangeTeamMemberRoleBody>

/** The messages of the team's rules, one place for the verbs, the PWA and the tests. */
export const TEAM_MESSAGES = {
  duplicateEmail: 'A team member with this email already exists',
  /** E-mails are one namespace across the marketplace and the team (sign-up refuses a team member's too). */
  emailInUse: 'An account with this email already exists',
  disableSelf: 'You cannot disable yourself',
  lastAdmin: 'The last enabled ADMIN cannot be disabled or given another role',
} as const
