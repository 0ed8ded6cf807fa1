/**
 * Facility onboarding forms (FFM, spec 000 §3, issue 13 §8): one per facility, created as a DRAFT
 * the first time it is read. The answers are one JSON document checked by the TypeBox contract
 * `shared/contracts/onboarding-forms.ts` on every save; the orientation packet made from them is
 * kept beside them (a few KB of PDF) until the file store keeps facility documents.
 */
import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { FfmAnswers, FfmStatus } from '../../../shared/contracts/onboarding-forms'
import { createdAt, id, instant, updatedAt } from './columns'
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
    rejectedReason: text('rejected_reason'),
    packetPdf: blob('packet_pdf', { mode: 'buffer' }),
    packetSizeBytes: integer('packet_size_bytes'),
    packetGeneratedAt: instant('packet_generated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('facility_onboarding_forms_facility_idx').on(t.facilityId), index('facility_onboarding_forms_org_idx').on(t.organizationId)],
)
