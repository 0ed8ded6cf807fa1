/**
 * Background checks (issue 13 §4): one row per check a provider paid for (or is paying for),
 * holding the vendor's case as its webhook last reported it; the vendor's messages already
 * applied (each applied once); and the built-in sandbox vendor's own cases.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { BackgroundCheckDecision, BackgroundCheckResult, BackgroundCheckStatus } from '../../../shared/contracts/background-checks'
import { createdAt, flag, id, instant, updatedAt } from './columns'
import { teamMembers } from './identity'
import { licenses, providers } from './providers'

export type BackgroundCheckVendor = 'sandbox' | 'checkr'

export const backgroundChecks = sqliteTable(
  'background_checks',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    /** The license the check was asked for (`POST /background-check/license`), if any. */
    licenseId: text('license_id').references(() => licenses.id, { onDelete: 'set null' }),
    vendor: text('vendor').$type<BackgroundCheckVendor>().notNull(),
    source: text('source').notNull(),
    /** The vendor's candidate and case (Checkr: candidate and report/invitation ids); null until created. */
    candidateId: text('candidate_id'),
    caseId: text('case_id'),
    invitationUrl: text('invitation_url'),
    status: text('status').$type<BackgroundCheckStatus>(),
    result: text('result').$type<BackgroundCheckResult>(),
    secondaryStatus: text('secondary_status'),
    adverseActionSteps: text('adverse_action_steps', { mode: 'json' }).$type<{ step: string; at: string }[]>().notNull().default([]),
    cleared: flag('cleared'),
    /**
     * Staff's decision on a check that needed review (issue 16 §3): CLEARED sets `cleared`,
     * NOT_CLEARED keeps it false with `reviewReason`. Null until decided; once set, the vendor's
     * later events no longer move `cleared` (modules/background-checks/handle-webhook.ts).
     */
    reviewDecision: text('review_decision').$type<BackgroundCheckDecision>(),
    reviewReason: text('review_reason'),
    reviewedAt: instant('reviewed_at'),
    reviewedByTeamMemberId: text('reviewed_by_team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    feeCents: integer('fee_cents').notNull(),
    paidAt: instant('paid_at'),
    refundedAt: instant('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('background_checks_provider_idx').on(t.providerId, t.createdAt), uniqueIndex('background_checks_case_unique').on(t.vendor, t.caseId)],
)

/** Vendor webhook messages already applied, by messageId (a repeat answers 200 and changes nothing). */
export const backgroundCheckMessages = sqliteTable('background_check_messages', {
  messageId: text('message_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull(),
})

/**
 * The sandbox vendor's cases: its timeline starts at `createdAt`, and `deliveredSteps` counts the
 * events its sweep has already sent to our webhook. `path` picks the ending (clear, adverse, expire).
 */
export const sandboxBackgroundCases = sqliteTable(
  'sandbox_background_cases',
  {
    id: text('id').primaryKey(),
    candidateId: text('candidate_id').notNull(),
    path: text('path').notNull(),
    deliveredSteps: integer('delivered_steps').notNull().default(0),
    finished: flag('finished'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sandbox_background_cases_open_idx').on(t.finished, t.createdAt)],
)
