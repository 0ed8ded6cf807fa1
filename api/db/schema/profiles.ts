/**
 * A provider's professional history beside their profile (issue 13 §2): work experience,
 * education and certifications. Dates are calendar dates (`YYYY-MM-DD`): a résumé names days,
 * not instants. Each table is read by provider, so each has an index on `provider_id`; rows go
 * with their provider.
 */
import { sql } from 'drizzle-orm'
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { CertificationReviewStatus, CertificationType, EducationLevel } from '../../../shared/enums'
import { createdAt, flag, id, instant, updatedAt } from './columns'
import { teamMembers } from './identity'
import { providers } from './providers'

const providerId = () => text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' })

export const workExperiences = sqliteTable(
  'work_experiences',
  {
    id: id(),
    providerId: providerId(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    startDate: text('start_date').notNull(),
    /** Null for a current job, or when the provider did not give one. */
    endDate: text('end_date'),
    isCurrent: flag('is_current'),
    jobDescription: text('job_description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('work_experiences_provider_idx').on(t.providerId)],
)

export const educations = sqliteTable(
  'educations',
  {
    id: id(),
    providerId: providerId(),
    institution: text('institution').notNull(),
    major: text('major').notNull(),
    degreeType: text('degree_type').$type<EducationLevel>().notNull(),
    graduationDate: text('graduation_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('educations_provider_idx').on(t.providerId)],
)

/**
 * Status (ACTIVE, EXPIRING, EXPIRED) is derived from `expiresAt` and the clock, never stored.
 * `reviewStatus` is staff's check of it (issue 16 §3): PENDING when added or changed, then
 * VERIFIED or REJECTED (with `rejectionReason`) by a team member (`reviewedAt`, `reviewedBy…`).
 */
export const certifications = sqliteTable(
  'certifications',
  {
    id: id(),
    providerId: providerId(),
    type: text('type').$type<CertificationType>().notNull(),
    name: text('name').notNull(),
    number: text('number'),
    issuer: text('issuer'),
    issuedAt: text('issued_at').notNull(),
    /** The last day it is valid; null: it does not expire. */
    expiresAt: text('expires_at'),
    /** The scan or photo, uploaded through a signed URL (purpose `certification`). */
    fileId: text('file_id'),
    filename: text('filename'),
    contentType: text('content_type'),
    reviewStatus: text('review_status').$type<CertificationReviewStatus>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    /** When the provider last sent it to be checked (added or changed); rows older than the review have their `created_at`. */
    submittedAt: instant('submitted_at'),
    reviewedAt: instant('reviewed_at'),
    reviewedByTeamMemberId: text('reviewed_by_team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certifications_provider_idx').on(t.providerId),
    // The admin panel's review queue (providers/admin/certifications): one partial index per
    // status list, in the list's order, as licenses do (db/schema/providers.ts).
    index('certifications_awaiting_review_idx').on(t.submittedAt, t.id).where(sql`review_status = 'PENDING'`),
    index('certifications_reviewed_idx').on(t.reviewStatus, t.reviewedAt, t.id).where(sql`review_status <> 'PENDING'`),
    // The expiry reminders' sweep (modules/credentials): certifications by the day they lapse.
    index('certifications_expiring_idx').on(t.expiresAt, t.id),
  ],
)
