/**
 * Facility onboarding forms (FFM, spec 000 §3, issue 13 §8): one per facility, created as a DRAFT
 * the first time it is read. The answers are one JSON document checked by the TypeBox contract
 * `shared/contracts/onboarding-forms.ts` on every save; the orientation packet made from them is
 * kept beside them (a few KB of PDF) until the file store keeps facility documents.
 */
import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { FfmAnswers, FfmStatus } from '../../../shared/contracts/onboarding-forms'
import { sql } from 'drizzle-orm'
import { createdAt, id, instant, updatedAt } from './columns'
import { teamMembers, users } from './identity'
import { facilities, organizations } from './organizations'

export const facilityOnboardingForms = sqliteTable(
  'facility_onboarding_forms',
  {
    id: id(),
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<FfmStatus>().notNull().default('DRAFT'),
    answers: text('answers', { mode: 'json' }).$type<FfmAnswers>().notNull().default({}),
    submittedAt: instant('submitted_at'),
    /** Who submitted it last: the one told of staff's approval or rejection (issue 16 §3). */
    submittedByUserId: text('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedReason: text('rejected_reason'),
    reviewedAt: instant('reviewed_at'),
    reviewedByTeamMemberId: text('reviewed_by_team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    packetPdf: blob('packet_pdf', { mode: 'buffer' }),
    packetSizeBytes: integer('packet_size_bytes'),
    packetGeneratedAt: instant('packet_generated_at'),
    /** When the facility published its approved packet to hired providers (COMPLETED); null before, and again once resubmitted. */
    completedAt: instant('completed_at'),
    completedByUserId: text('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('facility_onboarding_forms_facility_idx').on(t.facilityId),
    index('facility_onboarding_forms_org_idx').on(t.organizationId),
    // The admin panel's approval queue: submitted forms waiting, the longest waiting first; decided ones by decision.
    index('facility_onboarding_forms_awaiting_idx').on(t.submittedAt, t.id).where(sql`status = 'PENDING'`),
    index('facility_onboarding_forms_reviewed_idx').on(t.status, t.reviewedAt, t.id).where(sql`reviewed_at IS NOT NULL`),
  ],
)

/**
 * Files a facility attaches to its onboarding form (`POST /facility/{facilityId}/ffm/files`,
 * spec 000 §7): a floor plan, a policy, a parking map. The bytes are in the file store (purpose
 * `facility-document`, carrying the facility's id); this row names them for the form, in upload
 * order. A file's id is the store's id, so one stored file is attached once.
 */
export const facilityOnboardingFormFiles = sqliteTable(
  'facility_onboarding_form_files',
  {
    fileId: text('file_id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => facilityOnboardingForms.id, { onDelete: 'cascade' }),
    /** The form's facility (its rows go with the form); the store's metadata carries it too. */
    facilityId: text('facility_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Who uploaded it (users are anonymized, never deleted). */
    uploadedByUserId: text('uploaded_by_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('facility_onboarding_form_files_form_idx').on(t.formId, t.createdAt)],
)
