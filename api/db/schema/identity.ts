/**
 * Who can sign in: marketplace users (providers and facility users), admin-panel team members,
 * their sessions, and the login throttle.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { PreferredApp, TeamRole, UserType } from '../../../shared/enums'
import { createdAt, flag, id, instant, updatedAt } from './columns'

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased: e-mail matching is case-insensitive (api-contract). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    personalPhone: text('personal_phone'),
    image: text('image'),
    expoPushToken: text('expo_push_token'),
    hasCompletedTour: flag('has_completed_tour'),
    preferredApp: text('preferred_app').$type<PreferredApp>().notNull().default('MARKETPLACE'),
    smsOptIn: flag('sms_opt_in'),
    isDisabled: flag('is_disabled'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Deleted accounts, whose applications leave every list (see providers_shadow_banned_idx).
    index('users_deleted_idx').on(t.id).where(sql`deleted_at IS NOT NULL`),
  ],
)

export const teamMembers = sqliteTable(
  'team_members',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    isDisabled: flag('is_disabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('team_members_email_unique').on(t.email)],
)

/**
 * Bearer sessions. Only a keyed hash of the token is stored, so a copy of the database does not
 * hand out sessions; deleting rows revokes them.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamMemberId: text('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastUsedAt: instant('last_used_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_team_member_idx').on(t.teamMemberId),
  ],
)

/**
 * Sign-in attempts per e-mail and per address, for throttling (see modules/identity/throttle.ts):
 * an attempt is reserved (`in_flight`) before its password is checked, then becomes a failure or
 * is given back.
 */
export const loginThrottle = sqliteTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    /** Wrong passwords inside the window. */
    failures: integer('failures').notNull().default(0),
    /** Attempts whose password is being checked right now: with `failures`, never past the limit. */
    inFlight: integer('in_flight').notNull().default(0),
    windowStartedAt: instant('window_started_at').notNull(),
    lockedUntil: instant('locked_until'),
  },
  // The sweep of spent windows (identity/throttle.ts): every guessed e-mail and address leaves a
  // row, so the table grows with what attackers try unless old windows are forgotten.
  (t) => [index('login_throttle_window_idx').on(t.windowStartedAt)],
)

/**
 * Addresses each account has signed in from (or signed up from): an attempt from one of them is
 * not held by the e-mail's lock-out, so guesses from elsewhere cannot lock the owner out
 * (docs/decisions.md "Sign-in lock-out the owner walks past").
 */
export const knownSignInAddresses = sqliteTable(
  'known_sign_in_addresses',
  {
    /** `user:<id>` or `team:<id>`. */
    account: text('account').notNull(),
    /** The address as the throttle groups it (an IPv6 address by its /64). */
    address: text('address').notNull(),
    lastSignedInAt: instant('last_signed_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
)

/**
 * Password links (api-contract "Accounts by e-mail link"): resets and invitations. Only a keyed
 * hash of the token is stored; a token is single-use (`used_at`) and expires (a reset after an
 * hour, an invitation after seven days). One row names a marketplace user or an admin-panel team
 * member.
 */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    /**
     * RESET: a forgotten password (one hour). INVITATION: a new team member or colleague setting
     * their first password (seven days), which signs them in.
     */
    purpose: text('purpose').$type<'RESET' | 'INVITATION'>().notNull().default('RESET'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamMemberId: text('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_team_member_idx').on(t.teamMemberId),
  ],
)
