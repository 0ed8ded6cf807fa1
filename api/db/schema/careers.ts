/**
 * The careers job board (spec 000 §3 "Job (careers)", "Job applicant", "Careers conversation"):
 * permanent jobs an organization posts, providers' applications and saved jobs, and the careers
 * chat between an organization and a provider. Billing (prices, subscriptions, invoices) is in
 * careers-billing.ts.
 */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type {
  CareersProviderType,
  EducationLevel,
  JobApplicationStatus,
  JobLocationType,
  JobSalaryAmountType,
  JobSalaryType,
  JobStatus,
  JobType,
} from '../../../shared/enums'
import { createdAt, flag, id, instant, jsonList, updatedAt } from './columns'
import { users } from './identity'
import { facilities, organizations } from './organizations'
import { providers } from './providers'

export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The facility the job is at, when the organization names one (its address fills the job's). */
    facilityId: text('facility_id').references(() => facilities.id, { onDelete: 'set null' }),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<JobType>(),
    status: text('status').$type<JobStatus>().notNull().default('DRAFT'),
    /** PHARMACIST or TECHNICIAN: who the job is for (the search's `title` filter). */
    employmentType: text('employment_type').$type<CareersProviderType>(),
    locationType: text('location_type').$type<JobLocationType>(),
    hybridWorkArrangementDetails: text('hybrid_work_arrangement_details'),
    streetAddress: text('street_address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** The ZIP centroid, for distance filters and "closest" (null for a remote job without a ZIP). */
    latitude: real('latitude'),
    longitude: real('longitude'),
    contractPeriod: text('contract_period'),
    contractPeriodOther: text('contract_period_other'),
    areYearsOfExperienceRequired: flag('are_years_of_experience_required'),
    yearsOfExperience: integer('years_of_experience'),
    educationLevel: text('education_level').$type<EducationLevel>(),
    requiredSpecialties: jsonList('required_specialties'),
    preferredSpecialties: jsonList('preferred_specialties'),
    skills: jsonList('skills'),
    softwares: jsonList('softwares'),
    languages: jsonList('languages'),
    benefits: jsonList('benefits'),
    salaryType: text('salary_type').$type<JobSalaryType>(),
    salaryAmountType: text('salary_amount_type').$type<JobSalaryAmountType>(),
    /** Pay in cents, as the organization entered it (per hour for HOURLY, per year for ANNUAL). */
    salaryAmountCents: integer('salary_amount_cents'),
    salaryRangeMinCents: integer('salary_range_min_cents'),
    salaryRangeMaxCents: integer('salary_range_max_cents'),
    /**
     * The most the job pays per hour, in cents (annual ÷ 2,080 hours): the search compares and sorts
     * every job on one scale whatever its pay type.
     */
    hourlyPayCents: integer('hourly_pay_cents'),
    relocationPackage: flag('relocation_package'),
    jobRequiresLicenseInState: flag('job_requires_license_in_state'),
    /** Applications not withdrawn: kept with the rows so lists never count. */
    numberOfApplicants: integer('number_of_applicants').notNull().default(0),
    /** Set by publishing: when it went up, until when the listing runs (then PAST_DUE). */
    postedAt: instant('posted_at'),
    listingEndsAt: instant('listing_ends_at'),
    isFeatured: flag('is_featured'),
    /** Published without a paid posting (flag "free job posts with blurred applicants"): applicants blurred until paid. */
    isFreePost: flag('is_free_post'),
    applicantsBlurred: flag('applicants_blurred'),
    cancellationReason: text('cancellation_reason'),
    cancellationReasonOther: text('cancellation_reason_other'),
    createdAt: createdAt(),
    /** `lastEditedAt` in the contract. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_organization_idx').on(t.organizationId, t.status, t.updatedAt),
    index('jobs_published_idx').on(t.status, t.postedAt),
    index('jobs_published_state_idx').on(t.status, t.state, t.city),
    index('jobs_listing_end_idx').on(t.status, t.listingEndsAt),
  ],
)

export const jobApplications = sqliteTable(
  'job_applications',
  {
    id: id(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The job's organization, kept on the row so every facility-side query is scoped without a join. */
    organizationId: text('organization_id').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobApplicationStatus>().notNull().default('PENDING'),
    /** The résumé the provider chose for this application (a stored file id). */
    resumeFileId: text('resume_file_id'),
    coverLetter: text('cover_letter'),
    rejectionReason: text('rejection_reason'),
    rejectionNotifiedAt: instant('rejection_notified_at'),
    /** The provider whose careers referral link brought the applicant (flag "careers referral links"). */
    referredByProviderId: text('referred_by_provider_id'),
    /** The client's id for an application written offline: sent twice, stored once. */
    clientApplicationId: text('client_application_id'),
    appliedAt: instant('applied_at').notNull().$defaultFn(() => new Date()),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_job_provider_unique').on(t.jobId, t.providerId),
    index('job_applications_job_idx').on(t.jobId, t.status, t.appliedAt),
    index('job_applications_provider_idx').on(t.providerId, t.appliedAt),
    index('job_applications_organization_idx').on(t.organizationId, t.appliedAt),
  ],
)

export const savedJobs = sqliteTable(
  'saved_jobs',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.jobId] }), index('saved_jobs_job_idx').on(t.jobId)],
)

/** One careers thread per organization and provider (spec 000 §3 "Careers conversation"). */
export const careersConversations = sqliteTable(
  'careers_conversations',
  {
    id: id(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The job the thread started from, if any. */
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    lastMessageId: text('last_message_id'),
    lastMessageAt: instant('last_message_at'),
    organizationUnreadCount: integer('organization_unread_count').notNull().default(0),
    providerUnreadCount: integer('provider_unread_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('careers_conversations_org_provider_unique').on(t.organizationId, t.providerId),
    index('careers_conversations_org_idx').on(t.organizationId, t.lastMessageAt),
    index('careers_conversations_provider_idx').on(t.providerId, t.lastMessageAt),
  ],
)

export const careersMessages = sqliteTable(
  'careers_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => careersConversations.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    sentByProvider: flag('sent_by_provider'),
    sentByOrganization: flag('sent_by_organization'),
    senderUserId: text('sender_user_id'),
    readByProvider: flag('read_by_provider'),
    readByOrganization: flag('read_by_organization'),
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('careers_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    uniqueIndex('careers_messages_client_id_unique').on(t.conversationId, t.clientMessageId),
  ],
)
