/**
 * Compliance training, the provider's onboarding and referrals (issue 13 §5, modules/compliance).
 *
 * - `training_progress`: one row per provider and training module of the catalog (kept in code,
 *   modules/compliance/training/catalog.ts): STARTED until every answer of a submission is right,
 *   then COMPLETED with `completedAt`. PENDING (renewal due) is derived from `completedAt`, never
 *   stored, so it turns on by itself a year later.
 * - `provider_onboarding`: the first time a provider's checklist was all done; its existence is
 *   the "onboarding completed" reputation event having been given, once.
 * - `onboarding_penalties`: "onboarding not complete" given for a shift that started while the
 *   checklist was incomplete, once per provider and shift.
 * - `referral_invitations`: e-mail invitations a provider sent with their code.
 * - `referral_bonuses`: the sign-up bonus of a referred provider's first completed shift, once per
 *   referred provider (the payments are `transfers` of kind BONUS, keyed by this row's provider).
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { providers } from './providers'

export type TrainingStatusStored = 'STARTED' | 'COMPLETED'

export const trainingProgress = sqliteTable(
  'training_progress',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    status: text('status').$type<TrainingStatusStored>().notNull(),
    startedAt: instant('started_at').notNull(),
    completedAt: instant('completed_at'),
    /** Right answers of the last submission, out of `questionCount`. */
    lastScore: integer('last_score'),
    questionCount: integer('question_count'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('training_progress_provider_module_unique').on(t.providerId, t.moduleKey)],
)

export const providerOnboarding = sqliteTable('provider_onboarding', {
  providerId: text('provider_id').primaryKey().references(() => providers.id, { onDelete: 'cascade' }),
  completedAt: instant('completed_at').notNull(),
})

export const onboardingPenalties = sqliteTable(
  'onboarding_penalties',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    shiftId: text('shift_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('onboarding_penalties_once_idx').on(t.providerId, t.shiftId)],
)

export const referralInvitations = sqliteTable(
  'referral_invitations',
  {
    id: id(),
    referrerProviderId: text('referrer_provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_invitations_once_idx').on(t.referrerProviderId, t.email), index('referral_invitations_email_idx').on(t.email)],
)

export const referralBonuses = sqliteTable(
  'referral_bonuses',
  {
    id: id(),
    /** The provider who signed up with the code and worked their first shift. */
    referredProviderId: text('referred_provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    /** The provider whose code it was; null when the code was an organization's. */
    referrerProviderId: text('referrer_provider_id'),
    /** The first completed shift that earned it. */
    shiftId: text('shift_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    referrerAmountCents: integer('referrer_amount_cents').notNull(),
    /** Set once both payments are written (a pass that stopped between claim and payment resumes). */
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_bonuses_referred_unique').on(t.referredProviderId), index('referral_bonuses_unpaid_idx').on(t.createdAt).where(sql`paid_at IS NULL`)],
)
