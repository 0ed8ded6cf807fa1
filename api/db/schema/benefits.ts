/**
 * Benefits (spec 000 §3 "Benefit", 001 §9 "Credit kinds"): what the admin panel creates under a
 * code, and each organization's use of one. The three kinds: a lower marketplace percentage fee,
 * a careers subscription discount, and credits (cents into the organization's balance, through
 * the ledger). A benefit may also grant free shifts (`useFreeShift` on hire).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { BenefitType } from '../../../shared/enums'
import { createdAt, id, instant } from './columns'
import { organizations } from './organizations'

export const organizationBenefits = sqliteTable(
  'organization_benefits',
  {
    id: id(),
    name: text('name').notNull(),
    /** What an organization types to redeem it; unique, compared upper-cased. */
    code: text('code').notNull(),
    description: text('description'),
    /** An event that applies it by itself (e.g. sign-up with a referral code); null for by code only. */
    actionTrigger: text('action_trigger'),
    type: text('type').$type<BenefitType>().notNull(),
    /** MARKETPLACE_PERCENTAGE_FEE: the organization's fee while the benefit applies (0–100). */
    percentageFee: integer('percentage_fee'),
    /** CAREERS_SUBSCRIPTION_DISCOUNT: percent off the subscription price (0–100). */
    discountPercentage: integer('discount_percentage'),
    /** CREDITS: cents added to the organization's balance when applied. */
    creditAmountInCents: integer('credit_amount_in_cents'),
    /** Shifts the organization may hire without the marketplace fee (`useFreeShift`). */
    freeShifts: integer('free_shifts').notNull().default(0),
    createdByTeamMemberId: text('created_by_team_member_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organization_benefits_code_unique').on(t.code)],
)

/** A benefit applied to (or redeemed by) an organization: once per organization and benefit. */
export const organizationBenefitStates = sqliteTable(
  'organization_benefit_states',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    benefitId: text('benefit_id')
      .notNull()
      .references(() => organizationBenefits.id, { onDelete: 'cascade' }),
    /** Free shifts of the benefit not yet used by a hire. */
    freeShiftsRemaining: integer('free_shifts_remaining').notNull().default(0),
    /** Set when a careers subscription used its discount (a discount applies to one checkout). */
    usedAt: instant('used_at'),
    appliedByTeamMemberId: text('applied_by_team_member_id'),
    appliedByUserId: text('applied_by_user_id'),
    appliedAt: instant('applied_at').notNull().$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('organization_benefit_states_unique').on(t.organizationId, t.benefitId),
    index('organization_benefit_states_benefit_idx').on(t.benefitId),
  ],
)
