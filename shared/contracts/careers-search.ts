/**
 * The provider's side of the careers job board (spec 000 §3 "Job (careers)", §9 "Job search";
 * spec 001 §6): search, a job's detail, apply, withdraw, save, my applications, and the careers
 * referral link. Paths under `/careers/provider/…` (docs/decisions.md "Careers: the provider's
 * job search").
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  CAREERS_PROVIDER_TYPES,
  EDUCATION_LEVELS,
  JOB_APPLICATION_STATUSES,
  JOB_LOCATION_TYPES,
  JOB_POSTED_DATES,
  JOB_QUERY_OPTIONS,
  JOB_SALARY_AMOUNT_TYPES,
  JOB_SALARY_TYPES,
  JOB_SEARCH_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  SALARY_INPUT_TYPES,
} from '../enums'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

/** Spec 000 §9: job search limit 1 to 50, default 10. */
export const JOB_SEARCH_DEFAULT_LIMIT = 10
export const JOB_SEARCH_MAX_LIMIT = 50
/** The widest distance filter, in miles. */
export const JOB_SEARCH_MAX_DISTANCE_MILES = 500

const oneOf = (values: readonly string[]) => `(${values.join('|')})`
/** A `|`-joined list of enumeration values (api-contract "Lists"). */
const enumList = (label: string, values: readonly string[]) =>
  Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: `^${oneOf(values)}(\\|${oneOf(values)})*$`,
      messages: { default: `${label} must be values of ${values.join(', ')} joined by |` },
    }),
  )
const pipeList = (label: string, pattern: string) =>
  Type.Optional(Type.String({ maxLength: 2000, pattern, messages: { default: `${label} must be values joined by |` } }))

export const JobSearchQuery = Type.Object({
  /** Words to find in the title or the description (all of them; the last may be the start of a word). */
  search: Type.Optional(Type.String({ maxLength: 200, messages: { default: 'Search must be at most 200 characters' } })),
  postedDate: Type.Optional(literalUnion(JOB_POSTED_DATES, { messages: { default: 'Posted date must be today, last_week, last_2_weeks or last_month' } })),
  locationType: enumList('Location type', JOB_LOCATION_TYPES),
  jobType: enumList('Job type', JOB_TYPES),
  payType: enumList('Pay type', JOB_SALARY_TYPES),
  /** The least pay, in dollars per `salaryInputType` (hour by default; a year is 2,080 hours). */
  salary: Type.Optional(
    Type.Number({ minimum: 0, maximum: 10_000_000, messages: { maximum: 'Salary must be $10,000,000 or less', default: 'Salary must be a number of dollars' } }),
  ),
  salaryInputType: Type.Optional(literalUnion(SALARY_INPUT_TYPES, { messages: { default: 'Salary input type must be hour or annual' } })),
  /** PHARMACIST | TECHNICIAN: who the job is for (the job's `employmentType`). */
  title: enumList('Title', CAREERS_PROVIDER_TYPES),
  states: pipeList('States', '^[A-Z]{2}(\\|[A-Z]{2})*$'),
  cities: pipeList('Cities', '^[^|]+(\\|[^|]+)*$'),
  /** Miles from the provider's address to the job's. */
  distance: Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: JOB_SEARCH_MAX_DISTANCE_MILES,
      messages: { default: `Distance must be a number of miles from 1 to ${JOB_SEARCH_MAX_DISTANCE_MILES}` },
    }),
  ),
  specialties: pipeList('Specialties', '^[^|]+(\\|[^|]+)*$'),
  softwares: pipeList('Softwares', '^[^|]+(\\|[^|]+)*$'),
  skills: pipeList('Skills', '^[^|]+(\\|[^|]+)*$'),
  languages: pipeList('Languages', '^[^|]+(\\|[^|]+)*$'),
  sortBy: Type.Optional(literalUnion(JOB_SEARCH_SORTS, { messages: { default: 'Sort must be mostRecent, highestPay or closest' } })),
  queryOption: Type.Optional(literalUnion(JOB_QUERY_OPTIONS, { messages: { default: 'Query option must be all, applied or saved' } })),
  // Numbers (not integers) so query strings are coerced; `multipleOf` keeps them whole.
  limit: Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: JOB_SEARCH_MAX_LIMIT,
      multipleOf: 1,
      default: JOB_SEARCH_DEFAULT_LIMIT,
      messages: { default: `Limit must be a whole number from 1 to ${JOB_SEARCH_MAX_LIMIT}` },
    }),
  ),
  /** The previous page's `nextCursor`: the page after it. */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, messages: { default: 'Cursor must be the nextCursor of a previous page' } })),
})
export type JobSearchQuery = Static<typeof JobSearchQuery>

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const instant = () => Type.String({ format: 'date-time' })
const dollars = (description: string) => nullable(Type.Number({ description }))

/** A job as a provider sees it in a list: what the job board card shows. */
export const JobCard = Type.Object({
  jobId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  type: nullable(literalUnion(JOB_TYPES)),
  /** PHARMACIST or TECHNICIAN. */
  employmentType: nullable(literalUnion(CAREERS_PROVIDER_TYPES)),
  locationType: nullable(literalUnion(JOB_LOCATION_TYPES)),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  zipCode: nullable(Type.String()),
  postedAt: nullable(instant()),
  salaryType: nullable(literalUnion(JOB_SALARY_TYPES)),
  salaryAmountType: nullable(literalUnion(JOB_SALARY_AMOUNT_TYPES)),
  salaryAmount: dollars('Fixed pay in dollars, per hour (HOURLY) or per year (ANNUAL)'),
  salaryRangeMin: dollars('Lowest pay of a range, dollars'),
  salaryRangeMax: dollars('Highest pay of a range, dollars'),
  /** The most the job pays per hour, dollars (annual ÷ 2,080): what highestPay and the salary filter compare. */
  hourlyPay: dollars('The most it pays an hour, dollars'),
  numberOfApplicants: Type.Integer(),
  isFeatured: Type.Boolean(),
  relocationPackage: Type.Boolean(),
  /** Great-circle meters from the provider's address; null for a job without an address or a provider without one. */
  distanceInMeters: nullable(Type.Integer()),
  /** The facility's name, or the organization's when the job names no facility. */
  companyName: Type.String(),
  hasApplied: Type.Boolean(),
  isSaved: Type.Boolean(),
})
export type JobCard = Static<typeof JobCard>

export const JobSearchResponse = Type.Object({
  data: Type.Array(JobCard),
  hasNextPage: Type.Boolean(),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: nullable(Type.String()),
})
export type JobSearchResponse = Static<typeof JobSearchResponse>

/** The provider's own application, where one is shown beside a job. */
export const MyApplicationSummary = Type.Object({
  jobApplicationId: Type.String(),
  status: literalUnion(JOB_APPLICATION_STATUSES),
  appliedAt: instant(),
})

export const ProviderJobDetail = Type.Composite([
  JobCard,
  Type.Object({
    status: literalUnion(JOB_STATUSES),
    facilityId: nullable(Type.String()),
    streetAddress: nullable(Type.String()),
    hybridWorkArrangementDetails: nullable(Type.String()),
    contractPeriod: nullable(Type.String()),
    contractPeriodOther: nullable(Type.String()),
    areYearsOfExperienceRequired: Type.Boolean(),
    yearsOfExperience: nullable(Type.Integer()),
    educationLevel: nullable(literalUnion(EDUCATION_LEVELS)),
    requiredSpecialties: Type.Array(Type.String()),
    preferredSpecialties: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    softwares: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    benefits: Type.Array(Type.String()),
    jobRequiresLicenseInState: Type.Boolean(),
    lastEditedAt: instant(),
    /** My application to it, withdrawn included; null if I never applied. */
    application: nullable(MyApplicationSummary),
  }),
])
export type ProviderJobDetail = Static<typeof ProviderJobDetail>

export const ApplyToJobBody = Type.Object({
  /** One of my uploaded résumés (purpose `resume`); my profile's résumé when absent. */
  resumeFileId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, messages: { default: 'Résumé must be one of your files' } })),
  coverLetter: Type.Optional(Type.String({ maxLength: 5000, messages: { default: 'Cover letter must be at most 5,000 characters' } })),
  /** The client's own id for an application written offline: sent twice, stored once. */
  clientApplicationId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, messages: { default: 'Client application id must be 1 to 100 characters' } })),
  /** The `ref` of a careers referral link (`/jobs/{jobId}?ref=…`): credits the provider who shared it. */
  referralCode: Type.Optional(Type.String({ minLength: 1, maxLength: 50, messages: { maxLength: 'Referral code is too long', default: 'Referral code is required' } })),
})
export type ApplyToJobBody = Static<typeof ApplyToJobBody>

/** A job as my applications list shows it (any status: it may have closed since). */
export const AppliedJob = Type.Object({
  jobId: Type.String(),
  title: Type.String(),
  status: literalUnion(JOB_STATUSES),
  type: nullable(literalUnion(JOB_TYPES)),
  employmentType: nullable(literalUnion(CAREERS_PROVIDER_TYPES)),
  locationType: nullable(literalUnion(JOB_LOCATION_TYPES)),
  city: nullable(Type.String()),
  state: nullable(Type.String()),
  companyName: Type.String(),
})

export const MyJobApplication = Type.Object({
  jobApplicationId: Type.String(),
  status: literalUnion(JOB_APPLICATION_STATUSES),
  appliedAt: instant(),
  resumeFileId: nullable(Type.String()),
  coverLetter: nullable(Type.String()),
  clientApplicationId: nullable(Type.String()),
  job: AppliedJob,
})
export type MyJobApplication = Static<typeof MyJobApplication>

export const MyJobApplicationsQuery = Type.Object({
  ...pageQuery(),
  status: Type.Optional(literalUnion(JOB_APPLICATION_STATUSES, { messages: { default: 'Status must be CANCELED, REJECTED, PENDING or SAVE_FOR_LATER' } })),
})
export type MyJobApplicationsQuery = Static<typeof MyJobApplicationsQuery>

export const MyJobApplicationsPage = Paged(MyJobApplication)
export type MyJobApplicationsPage = Static<typeof MyJobApplicationsPage>

export const JobReferralLink = Type.Object({
  jobId: Type.String(),
  referralCode: Type.String(),
  /** The public job page with my code: `{PUBLIC_URL}/jobs/{jobId}?ref={referralCode}`. */
  url: Type.String(),
})
export type JobReferralLink = Static<typeof JobReferralLink>
