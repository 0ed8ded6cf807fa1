/**
 * The careers job board on the organization's side (spec 000 §3 "Job (careers)", "Job applicant",
 * §4 job and application statuses, §7 "Jobs", "Applicants"; spec 001 §9 the job enumerations) and
 * the public job page (spec 001 §7 `GET /public/jobs/{jobId}`). Money: `salaryAmount`,
 * `salaryRangeMin` and `salaryRangeMax` are dollars (api-contract "Values"), stored as cents.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  CAREERS_PROVIDER_TYPES,
  EDUCATION_LEVELS,
  JOB_APPLICATION_STATUSES,
  JOB_LOCATION_TYPES,
  JOB_REVIEW_GROUPS,
  JOB_SALARY_AMOUNT_TYPES,
  JOB_SALARY_TYPES,
  JOB_STATUSES,
  JOB_TYPES,
  PROVIDER_TYPES,
} from '../enums'
import type { Contract, FieldError } from '../validation/validate'
import { Education, WorkExperience } from './profile'
import { pageQuery, Paged } from './paging'
import { literalUnion } from './literal-union'
import { optional, stateCode, zipCode } from './fields'

/**
 * How long a contract runs (spec 000 §3 `contractPeriod`, `contractPeriodOther`). The seeds name
 * the field, not its values: these, and OTHER with the words in `contractPeriodOther`.
 */
export const JOB_CONTRACT_PERIODS = ['UNDER_3_MONTHS', 'THREE_TO_6_MONTHS', 'SIX_TO_12_MONTHS', 'OVER_12_MONTHS', 'OTHER'] as const
export type JobContractPeriod = (typeof JOB_CONTRACT_PERIODS)[number]
export const JOB_CONTRACT_PERIOD_LABELS: Record<JobContractPeriod, string> = {
  UNDER_3_MONTHS: 'less than 3 months',
  THREE_TO_6_MONTHS: '3 to 6 months',
  SIX_TO_12_MONTHS: '6 to 12 months',
  OVER_12_MONTHS: 'more than 12 months',
  OTHER: 'other',
}

/** Why an organization takes a job down (`PUT /jobs/{jobId}/delete`); OTHER needs `cancellationReasonOther`. */
export const JOB_CANCELLATION_REASONS = ['FILLED_ON_THE_PLATFORM', 'FILLED_ELSEWHERE', 'NO_LONGER_NEEDED', 'BUDGET', 'POSTED_BY_MISTAKE', 'OTHER'] as const
export type JobCancellationReason = (typeof JOB_CANCELLATION_REASONS)[number]

/** The dashboard's job list filter (spec 000 §9: All or Published). */
export const JOB_LIST_FILTERS = ['All', 'Published'] as const

/** The most years of experience a job may ask for. */
export const MAX_JOB_YEARS_OF_EXPERIENCE = 50
/** The most a job may pay, in dollars, by pay type: an hour, a year, a whole contract. */
export const MAX_JOB_PAY_DOLLARS = { HOURLY: 1_000, ANNUAL: 1_000_000, CONTRACT_BASED: 2_000_000 } as const
/** A year of full-time hours (52 weeks × 40 hours): annual pay ÷ this = the hourly figure. */
export const HOURS_PER_WORK_YEAR = 2_080

const text = (label: string, maxLength: number) =>
  Type.String({ maxLength, messages: { maxLength: `${label} must be ${maxLength.toLocaleString('en-US')} characters or less`, type: `${label} must be text` } })

const nameList = (label: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 100, messages: { default: `Each ${label} must be 1 to 100 characters` } }), {
    maxItems: 50,
    messages: { maxItems: `At most 50 ${label} choices`, default: `${label} must be a list` },
  })

const dollars = (label: string) =>
  // Two decimals are checked in `jobFieldRules`: `multipleOf: 0.01` fails on binary fractions (28.5 % 0.01 ≠ 0).
  Type.Number({ minimum: 0, messages: { minimum: `${label} cannot be negative`, default: `${label} must be a number of dollars` } })

const bool = (label: string) => Type.Boolean({ messages: { default: `${label} must be true or false` } })

/** Every field the organization writes (spec 000 §3 "Job (careers)"). */
const jobFields = {
  /** The facility the job is at: its address fills the job's when none is given. Without it the job is organization-wide. */
  facilityId: optional(Type.String({ minLength: 1, maxLength: 64 })),
  title: Type.String({
    minLength: 6,
    maxLength: 100,
    pattern: '\\S',
    messages: { required: 'Title is required', type: 'Title is required', pattern: 'Title is required', minLength: 'Title must be at least 6 characters', maxLength: 'Title must be 100 characters or less' },
  }),
  description: optional(text('Description', 10_000)),
  type: optional(literalUnion(JOB_TYPES, { messages: { default: 'Job type must be FULL_TIME, PART_TIME or CONTRACT' } })),
  employmentType: optional(literalUnion(CAREERS_PROVIDER_TYPES, { messages: { default: 'Employment type must be PHARMACIST or TECHNICIAN' } })),
  locationType: optional(literalUnion(JOB_LOCATION_TYPES, { messages: { default: 'Location type must be REMOTE, ON_SITE or HYBRID' } })),
  hybridWorkArrangementDetails: optional(text('Hybrid work arrangement details', 1_000)),
  city: optional(
    Type.String({ minLength: 1, maxLength: 50, pattern: '\\S', messages: { minLength: 'City is required', pattern: 'City is required', maxLength: 'City is too long', type: 'City is required' } }),
  ),
  state: optional(stateCode()),
  zipCode: optional(zipCode()),
  contractPeriod: optional(literalUnion(JOB_CONTRACT_PERIODS, { messages: { default: 'Contract period must be UNDER_3_MONTHS, THREE_TO_6_MONTHS, SIX_TO_12_MONTHS, OVER_12_MONTHS or OTHER' } })),
  contractPeriodOther: optional(text('Contract period', 200)),
  areYearsOfExperienceRequired: optional(bool('Are years of experience required')),
  yearsOfExperience: optional(
    Type.Number({
      minimum: 0,
      maximum: MAX_JOB_YEARS_OF_EXPERIENCE,
      multipleOf: 1,
      messages: { minimum: 'Years of experience cannot be negative', maximum: `Years of experience must be ${MAX_JOB_YEARS_OF_EXPERIENCE} or less`, default: 'Years of experience must be a whole number' },
    }),
  ),
  educationLevel: optional(literalUnion(EDUCATION_LEVELS, { messages: { default: 'Education level must be HIGH_SCHOOL_OR_GED, ASSOCIATES, BACHELORS, PHARMD, MASTERS or OTHER' } })),
  requiredSpecialties: optional(nameList('required specialty')),
  preferredSpecialties: optional(nameList('preferred specialty')),
  skills: optional(nameList('skill')),
  softwares: optional(nameList('software')),
  languages: optional(nameList('language')),
  benefits: optional(nameList('benefit')),
  salaryType: optional(literalUnion(JOB_SALARY_TYPES, { messages: { default: 'Salary type must be HOURLY, ANNUAL or CONTRACT_BASED' } })),
  salaryAmountType: optional(literalUnion(JOB_SALARY_AMOUNT_TYPES, { messages: { default: 'Salary amount type must be FIXED or RANGE' } })),
  salaryAmount: optional(dollars('Salary amount')),
  salaryRangeMin: optional(dollars('Salary range minimum')),
  salaryRangeMax: optional(dollars('Salary range maximum')),
  relocationPackage: optional(bool('Relocation package')),
  jobRequiresLicenseInState: optional(bool('Job requires license in state')),
}

const PAY_LABELS = { salaryAmount: 'Salary amount', salaryRangeMin: 'Salary range minimum', salaryRangeMax: 'Salary range maximum' } as const

/** Pay in dollars has at most two decimals (api-contract "Values"). */
export function wholeCents(v: { salaryAmount?: number | null | undefined; salaryRangeMin?: number | null | undefined; salaryRangeMax?: number | null | undefined }): FieldError[] {
  const errors: FieldError[] = []
  for (const field of ['salaryAmount', 'salaryRangeMin', 'salaryRangeMax'] as const) {
    const value = v[field]
    if (value != null && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) errors.push({ field, message: `${PAY_LABELS[field]} must have at most two decimals` })
  }
  return errors
}

/** The cross-field rules a job's fields obey whatever its status (the draft's and the edit's). */
export function jobFieldRules(v: {
  salaryType?: string | null | undefined
  salaryAmountType?: string | null | undefined
  salaryAmount?: number | null | undefined
  salaryRangeMin?: number | null | undefined
  salaryRangeMax?: number | null | undefined
  contractPeriod?: string | null | undefined
  contractPeriodOther?: string | null | undefined
  areYearsOfExperienceRequired?: boolean | null | undefined
  yearsOfExperience?: number | null | undefined
}): FieldError[] {
  const errors: FieldError[] = []
  const max = v.salaryType ? MAX_JOB_PAY_DOLLARS[v.salaryType as keyof typeof MAX_JOB_PAY_DOLLARS] : undefined
  const unit = v.salaryType === 'HOURLY' ? ' an hour' : v.salaryType === 'ANNUAL' ? ' a year' : ''
  errors.push(...wholeCents(v))
  for (const field of ['salaryAmount', 'salaryRangeMin', 'salaryRangeMax'] as const) {
    const value = v[field]
    if (max !== undefined && value != null && value > max) errors.push({ field, message: `Pay must be $${max.toLocaleString('en-US')}${unit} or less` })
  }
  if (v.salaryAmountType === 'RANGE' && v.salaryRangeMin != null && v.salaryRangeMax != null && v.salaryRangeMin > v.salaryRangeMax) {
    errors.push({ field: 'salaryRangeMax', message: 'Salary range maximum must be at least the minimum' })
  }
  if (v.contractPeriod === 'OTHER' && !v.contractPeriodOther?.trim()) errors.push({ field: 'contractPeriodOther', message: 'Please specify' })
  if (v.areYearsOfExperienceRequired === true && v.yearsOfExperience == null) errors.push({ field: 'yearsOfExperience', message: 'Years of experience is required' })
  return errors
}

/** `POST /jobs`: a DRAFT. Only the title is needed now; publishing needs the rest (see `missingForPublish`). */
export const CreateJobBody = Type.Object(jobFields)
export type CreateJobBody = Static<typeof CreateJobBody>
export const CreateJob: Contract<typeof CreateJobBody> = { schema: CreateJobBody, refine: jobFieldRules }

/**
 * `PUT /jobs/{jobId}`: the fields to change (absent: unchanged, `null`: cleared) and optionally a
 * new `status` (docs/decisions.md "Careers jobs": which moves are allowed).
 */
export const UpdateJobBody = Type.Partial(
  Type.Object({
    ...jobFields,
    title: jobFields.title,
    status: literalUnion(JOB_STATUSES, { messages: { default: 'Status must be DRAFT, PUBLISHED, ARCHIVED, HIRED or PAST_DUE' } }),
  }),
)
export type UpdateJobBody = Static<typeof UpdateJobBody>
/** The rules across fields are judged on the job as edited (the server merges the edit first); here only the pay's cents. */
export const UpdateJob: Contract<typeof UpdateJobBody> = { schema: UpdateJobBody, refine: wholeCents }

/** `PUT /jobs/{jobId}/delete` (spec 000 §7). */
export const DeleteJobBody = Type.Object({
  cancellationReason: literalUnion(JOB_CANCELLATION_REASONS, {
    messages: { required: 'Please provide a reason for cancellation', default: 'Cancellation reason must be FILLED_ON_THE_PLATFORM, FILLED_ELSEWHERE, NO_LONGER_NEEDED, BUDGET, POSTED_BY_MISTAKE or OTHER' },
  }),
  cancellationReasonOther: optional(Type.String({ maxLength: 500, messages: { maxLength: 'Reason must be less than 500 characters' } })),
})
export type DeleteJobBody = Static<typeof DeleteJobBody>
export const DeleteJob: Contract<typeof DeleteJobBody> = {
  schema: DeleteJobBody,
  refine: (v) => (v.cancellationReason === 'OTHER' && !v.cancellationReasonOther?.trim() ? [{ field: 'cancellationReasonOther', message: 'Please specify' }] : []),
}

/** `POST /jobs/generate-description`: the job's fields as the form holds them, or a saved job's (`jobId`), the body's fields winning. */
export const GenerateDescriptionBody = Type.Partial(Type.Object({ ...jobFields, jobId: Type.String({ minLength: 1, maxLength: 64 }) }))
export type GenerateDescriptionBody = Static<typeof GenerateDescriptionBody>
export const GenerateDescription: Contract<typeof GenerateDescriptionBody> = { schema: GenerateDescriptionBody, refine: wholeCents }
export const GeneratedDescription = Type.Object({
  description: Type.String(),
  /** `template`: the built-in writer; `llm`: the configured language model. */
  source: literalUnion(['template', 'llm'] as const),
})
export type GeneratedDescription = Static<typeof GeneratedDescription>

export const JobParams = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 64 }) })
export const JobApplicationParams = Type.Object({ jobApplicationId: Type.String({ minLength: 1, maxLength: 64 }) })

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** A job as its organization sees it: the seed's fields, plus where it is and its listing. */
export const Job = Type.Object({
  jobId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  type: nullable(literalUnion(JOB_TYPES)),
  status: literalUnion(JOB_STATUSES),
  facilityId: nullable(Type.String()),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  zipCode: nullable(Type.String()),
  postedAt: nullable(Type.String({ description: 'ISO 8601 UTC; null until published' })),
  lastEditedAt: Type.String(),
  listingEndsAt: nullable(Type.String()),
  locationType: nullable(literalUnion(JOB_LOCATION_TYPES)),
  contractPeriod: nullable(Type.String()),
  contractPeriodOther: nullable(Type.String()),
  areYearsOfExperienceRequired: Type.Boolean(),
  yearsOfExperience: nullable(Type.Integer()),
  employmentType: nullable(literalUnion(CAREERS_PROVIDER_TYPES)),
  requiredSpecialties: Type.Array(Type.String()),
  preferredSpecialties: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  softwares: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  benefits: Type.Array(Type.String()),
  hybridWorkArrangementDetails: nullable(Type.String()),
  salaryType: nullable(literalUnion(JOB_SALARY_TYPES)),
  salaryAmountType: nullable(literalUnion(JOB_SALARY_AMOUNT_TYPES)),
  salaryAmount: nullable(Type.Number({ description: 'Dollars' })),
  salaryRangeMin: nullable(Type.Number({ description: 'Dollars' })),
  salaryRangeMax: nullable(Type.Number({ description: 'Dollars' })),
  relocationPackage: Type.Boolean(),
  numberOfApplicants: Type.Integer(),
  jobRequiresLicenseInState: Type.Boolean(),
  educationLevel: nullable(literalUnion(EDUCATION_LEVELS)),
  isFeatured: Type.Boolean(),
  applicantsBlurred: Type.Boolean(),
})
export type Job = Static<typeof Job>

export const ApplicantGroupCounts = Type.Object({ needsReview: Type.Integer(), rejected: Type.Integer(), saveForLater: Type.Integer() })
export type ApplicantGroupCounts = Static<typeof ApplicantGroupCounts>

/** `GET /jobs/{jobId}/details`: the job with its facility, listing, take-down reason and applicants by group. */
export const JobDetails = Type.Composite([
  Job,
  Type.Object({
    facilityName: nullable(Type.String()),
    organizationName: Type.String(),
    createdAt: Type.String(),
    isFreePost: Type.Boolean(),
    cancellationReason: nullable(Type.String()),
    cancellationReasonOther: nullable(Type.String()),
    applicants: ApplicantGroupCounts,
    /** What publishing still needs (field and message); empty when the job is complete. */
    missingForPublish: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
  }),
])
export type JobDetails = Static<typeof JobDetails>

export const JobsQuery = Type.Object({
  ...pageQuery(10),
  onlyActive: Type.Optional(Type.Boolean({ description: 'Only DRAFT and PUBLISHED jobs' })),
  filter: Type.Optional(literalUnion(JOB_LIST_FILTERS, { default: 'All', messages: { default: 'Filter must be All or Published' } })),
  /** A status or several joined by `|` (ARCHIVED jobs are listed only when asked for). */
  status: Type.Optional(Type.String({ maxLength: 100 })),
  facilityId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
})
export type JobsQuery = Static<typeof JobsQuery>
export const JobPage = Paged(Job)
export type JobPage = Static<typeof JobPage>

/** `GET /jobs/stats`: the caller's jobs by status and their applicants by review group. */
export const JobStats = Type.Object({
  jobs: Type.Object({
    total: Type.Integer(),
    active: Type.Integer({ description: 'DRAFT + PUBLISHED' }),
    DRAFT: Type.Integer(),
    PUBLISHED: Type.Integer(),
    ARCHIVED: Type.Integer(),
    HIRED: Type.Integer(),
    PAST_DUE: Type.Integer(),
  }),
  applicants: Type.Object({
    total: Type.Integer({ description: 'Applications not CANCELED' }),
    needsReview: Type.Integer(),
    rejected: Type.Integer(),
    saveForLater: Type.Integer(),
    canceled: Type.Integer(),
  }),
})
export type JobStats = Static<typeof JobStats>

export const ApplicantFile = Type.Object({ fileId: Type.String(), filename: Type.String(), mimeType: Type.String(), url: Type.String() })

export const ApplicantLicense = Type.Object({ state: Type.String(), isVerified: Type.Boolean(), expirationDate: Type.String() })

/** One applicant in a list (`/jobs/{jobId}/applicants`, `/jobs/last-applicants`). */
export const JobApplicantRow = Type.Object({
  jobApplicationId: Type.String(),
  jobId: Type.String(),
  jobTitle: Type.String(),
  providerId: Type.String(),
  /** Initials only while the job's applicants are blurred (a free post not yet paid). */
  name: Type.String(),
  avatarUrl: nullable(Type.String()),
  title: literalUnion(PROVIDER_TYPES),
  yearsOfExperience: nullable(Type.Integer()),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  status: literalUnion(JOB_APPLICATION_STATUSES),
  group: nullable(literalUnion(JOB_REVIEW_GROUPS)),
  appliedAt: Type.String(),
  rejectionNotifiedAt: nullable(Type.String()),
  isBlurred: Type.Boolean(),
})
export type JobApplicantRow = Static<typeof JobApplicantRow>

/** `GET /jobs/applicants/{jobApplicationId}` (spec 000 §3 "Job applicant"). */
export const JobApplicant = Type.Object({
  providerId: Type.String(),
  jobApplicationId: Type.String(),
  jobId: Type.String(),
  name: Type.String(),
  avatarUrl: nullable(Type.String()),
  title: literalUnion(PROVIDER_TYPES),
  aboutMe: nullable(Type.String()),
  yearsOfExperience: nullable(Type.Integer()),
  files: Type.Array(ApplicantFile),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  status: literalUnion(JOB_APPLICATION_STATUSES),
  rejectionReason: nullable(Type.String()),
  /** The job's location type the provider applied to. */
  workLocationType: nullable(literalUnion(JOB_LOCATION_TYPES)),
  appliedAt: Type.String(),
  rejectionNotifiedAt: nullable(Type.String()),
  coverLetter: nullable(Type.String()),
  jobExperience: Type.Array(WorkExperience),
  educationExperience: Type.Array(Education),
  softwares: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  specialties: Type.Array(Type.String()),
  licenses: Type.Array(ApplicantLicense),
  hasBackgroundCheckCleared: Type.Boolean(),
  isBlurred: Type.Boolean(),
})
export type JobApplicant = Static<typeof JobApplicant>

export const JobApplicantsQuery = Type.Object({
  ...pageQuery(10),
  group: Type.Optional(literalUnion(JOB_REVIEW_GROUPS, { messages: { default: 'Group must be needsReview, rejected or saveForLater' } })),
})
export type JobApplicantsQuery = Static<typeof JobApplicantsQuery>
export const JobApplicantPage = Type.Object({ data: Type.Array(JobApplicantRow), pagination: Paged(JobApplicantRow).properties.pagination, groups: ApplicantGroupCounts })
export type JobApplicantPage = Static<typeof JobApplicantPage>

export const LastApplicantsQuery = Type.Object({
  limit: Type.Optional(Type.Number({ minimum: 1, maximum: 50, multipleOf: 1, default: 5, messages: { default: 'Limit must be a whole number from 1 to 50' } })),
})
export const LastApplicants = Type.Object({ data: Type.Array(JobApplicantRow) })
export type LastApplicants = Static<typeof LastApplicants>

/** `PATCH /jobs/applicants/{jobApplicationId}/status`. */
export const ApplicantStatusBody = Type.Object({
  status: literalUnion(JOB_APPLICATION_STATUSES, { messages: { required: 'Status is required', default: 'Status must be CANCELED, REJECTED, PENDING or SAVE_FOR_LATER' } }),
  rejectionReason: optional(Type.String({ maxLength: 500, messages: { maxLength: 'Reason must be less than 500 characters' } })),
})
export type ApplicantStatusBody = Static<typeof ApplicantStatusBody>

/** `GET /public/jobs/{jobId}`: what anyone may read of a listed job; nothing internal. */
export const PublicJob = Type.Object({
  jobId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  type: nullable(literalUnion(JOB_TYPES)),
  status: literalUnion(JOB_STATUSES),
  /** False once the job is HIRED or PAST_DUE: the page stays up, applying does not. */
  isAcceptingApplications: Type.Boolean(),
  organizationName: Type.String(),
  facilityName: nullable(Type.String()),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  zipCode: nullable(Type.String()),
  postedAt: nullable(Type.String()),
  listingEndsAt: nullable(Type.String()),
  locationType: nullable(literalUnion(JOB_LOCATION_TYPES)),
  hybridWorkArrangementDetails: nullable(Type.String()),
  contractPeriod: nullable(Type.String()),
  contractPeriodOther: nullable(Type.String()),
  areYearsOfExperienceRequired: Type.Boolean(),
  yearsOfExperience: nullable(Type.Integer()),
  employmentType: nullable(literalUnion(CAREERS_PROVIDER_TYPES)),
  educationLevel: nullable(literalUnion(EDUCATION_LEVELS)),
  requiredSpecialties: Type.Array(Type.String()),
  preferredSpecialties: Type.Array(Type.String()),
  skills: Type.Array(Type.String()),
  softwares: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  benefits: Type.Array(Type.String()),
  salaryType: nullable(literalUnion(JOB_SALARY_TYPES)),
  salaryAmountType: nullable(literalUnion(JOB_SALARY_AMOUNT_TYPES)),
  salaryAmount: nullable(Type.Number()),
  salaryRangeMin: nullable(Type.Number()),
  salaryRangeMax: nullable(Type.Number()),
  relocationPackage: Type.Boolean(),
  jobRequiresLicenseInState: Type.Boolean(),
  isFeatured: Type.Boolean(),
})
export type PublicJob = Static<typeof PublicJob>
