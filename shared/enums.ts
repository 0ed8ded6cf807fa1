/**
 * Enumerations shared by the API and the PWA. Values are the seeds' spelling where the seeds
 * give values, otherwise the seeds' words in UPPER_SNAKE_CASE (docs/api-contract.md).
 */

export const PROVIDER_TYPES = ['PHARMACIST', 'TECHNICIAN', 'INTERN'] as const
export type ProviderType = (typeof PROVIDER_TYPES)[number]
export const PROVIDER_TYPE_LABELS: Record<ProviderType, string> = {
  PHARMACIST: 'Pharmacist',
  TECHNICIAN: 'Pharmacy Technician',
  INTERN: 'Pharmacy Intern',
}

export const HOW_HEARD_SOURCES = [
  'GOOGLE',
  'FACEBOOK',
  'INSTAGRAM',
  'LINKEDIN',
  'INDEED',
  'FRIEND_OR_COLLEAGUE',
  'EMAIL',
  'EVENT',
  'PODCAST',
  'OTHER',
] as const
export type HowHeardSource = (typeof HOW_HEARD_SOURCES)[number]
export const HOW_HEARD_LABELS: Record<HowHeardSource, string> = {
  GOOGLE: 'Google search',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  LINKEDIN: 'LinkedIn',
  INDEED: 'Indeed',
  FRIEND_OR_COLLEAGUE: 'A friend or colleague',
  EMAIL: 'E-mail',
  EVENT: 'A conference or event',
  PODCAST: 'A podcast',
  OTHER: 'Other',
}
/** Sources that need the free-text `otherAnswer` ("Please specify"). */
export const HOW_HEARD_NEEDS_ANSWER: readonly HowHeardSource[] = ['PODCAST', 'OTHER']

export const USER_TYPES = ['PROVIDER', 'FACILITY'] as const
export type UserType = (typeof USER_TYPES)[number]

export const ORGANIZATION_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]

export const TEAM_ROLES = ['ADMIN', 'OPERATIONS', 'SUPPORT'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

export const PREFERRED_APPS = ['MARKETPLACE', 'CAREERS'] as const
export type PreferredApp = (typeof PREFERRED_APPS)[number]

/** Which line of business a sign-up is interested in. */
export const PLATFORM_INTERESTS = ['MARKETPLACE', 'CAREERS', 'BOTH'] as const
export type PlatformInterest = (typeof PLATFORM_INTERESTS)[number]

export const LOCATION_TYPES = ['ON_SITE', 'REMOTE'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

export const APP_SOURCES = ['web', 'mobile'] as const

/** Spec 001 §1: every feature flag the product knows. */
export const FEATURE_FLAGS = [
  'backgroundCheckVendorSwitch',
  'bonusesOnProviderSignUp',
  'payPerPost',
  'careersReferralLinks',
  'aiStaffingAgent',
  'aiProfileImageValidation',
  'shiftMapPreviewWeb',
  'shiftMapPreviewNative',
  'facilityFormRequired',
  'fineTunedAgent',
  'providerAiChat',
  'autoRefundBackgroundChecks',
  'applicantAnalysis',
  'facilityCancellationFees',
  'freeJobPostsWithBlurredApplicants',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

/*
 * Search-parameter values the PWA's route guards read before any screen loads. They live here,
 * free of TypeBox, so the app's entry script does not carry the contracts (the contracts
 * re-export them).
 */

/** Spec 001 §3: the provider's browse sorts. */
export const BROWSE_SORTS = ['soonestAvailable', 'mostRelevant', 'highestPay', 'closestToMe'] as const
export type BrowseSort = (typeof BROWSE_SORTS)[number]

/** The provider's shift-history status filter. */
export const HISTORY_STATUSES = ['All', 'Filled', 'Completed', 'Canceled'] as const

/** Spec 000 §4: the facility's applicant tabs. */
/** Seat statuses as the pharmacy's shift history names them (spec 001 §4). */
export const OWNER_SHIFT_STATUSES = ['Open', 'Filled', 'Completed', 'Canceled'] as const
export type OwnerShiftStatus = (typeof OWNER_SHIFT_STATUSES)[number]

export const APPLICANT_TABS = ['not-filled', 'filled', 'completed'] as const
export type ApplicantTab = (typeof APPLICANT_TABS)[number]

/** Spec 001 §9 "Education levels": a provider's degree type (education history). */
export const EDUCATION_LEVELS = ['HIGH_SCHOOL_OR_GED', 'ASSOCIATES', 'BACHELORS', 'PHARMD', 'MASTERS', 'OTHER'] as const
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  HIGH_SCHOOL_OR_GED: 'High school or GED',
  ASSOCIATES: "Associate's",
  BACHELORS: "Bachelor's",
  PHARMD: 'PharmD',
  MASTERS: "Master's",
  OTHER: 'Other',
}

/** Spec 001 §9 "Experience bands", derived from a provider's whole years of experience. */
export const EXPERIENCE_BANDS = ['UNDER_1', 'ONE_TO_TWO', 'THREE_TO_FIVE', 'FIVE_TO_TEN', 'TEN_PLUS'] as const
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]

/**
 * The certifications a pharmacy asks about (docs/decisions.md "Provider profile"): immunization,
 * CPR/BLS, the two technician certifications (PTCB's CPhT, NHA's ExCPT), medication therapy
 * management, a DEA registration, and anything else.
 */
export const CERTIFICATION_TYPES = ['IMMUNIZATION', 'CPR_BLS', 'PTCB', 'EXCPT', 'MTM', 'DEA', 'OTHER'] as const
export type CertificationType = (typeof CERTIFICATION_TYPES)[number]

/** A certification's standing on a day: EXPIRING within 30 days of its expiry, EXPIRED after it. */
export const CERTIFICATION_STATUSES = ['ACTIVE', 'EXPIRING', 'EXPIRED'] as const
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number]

/** Staff's check of a certification (issue 16 §3): PENDING when added or changed, then VERIFIED or REJECTED with a reason. */
export const CERTIFICATION_REVIEW_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const
export type CertificationReviewStatus = (typeof CERTIFICATION_REVIEW_STATUSES)[number]

// ── Careers job board (spec 000 §3–§4, 001 §4, §6, §9) ──────────────────────────────────

export const JOB_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'HIRED', 'PAST_DUE'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const JOB_APPLICATION_STATUSES = ['CANCELED', 'REJECTED', 'PENDING', 'SAVE_FOR_LATER'] as const
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number]

/** The facility's applicant review groups (spec 000 §4). */
export const JOB_REVIEW_GROUPS = ['needsReview', 'rejected', 'saveForLater'] as const
export type JobReviewGroup = (typeof JOB_REVIEW_GROUPS)[number]

export const JOB_LOCATION_TYPES = ['REMOTE', 'ON_SITE', 'HYBRID'] as const
export type JobLocationType = (typeof JOB_LOCATION_TYPES)[number]

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT'] as const
export type JobType = (typeof JOB_TYPES)[number]

export const JOB_SALARY_TYPES = ['HOURLY', 'ANNUAL', 'CONTRACT_BASED'] as const
export type JobSalaryType = (typeof JOB_SALARY_TYPES)[number]

export const JOB_SALARY_AMOUNT_TYPES = ['FIXED', 'RANGE'] as const
export type JobSalaryAmountType = (typeof JOB_SALARY_AMOUNT_TYPES)[number]

/** Careers provider types (spec 001 §6): the job's `employmentType` and the search's `title`. */
export const CAREERS_PROVIDER_TYPES = ['PHARMACIST', 'TECHNICIAN'] as const
export type CareersProviderType = (typeof CAREERS_PROVIDER_TYPES)[number]

export const SUBSCRIPTION_TIERS = ['BASIC', 'STANDARD', 'ESSENTIAL', 'ENTERPRISE'] as const
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number]

export const SUBSCRIPTION_RECURRENCES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const
export type SubscriptionRecurrence = (typeof SUBSCRIPTION_RECURRENCES)[number]

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCEL_PENDING', 'CANCELED', 'UNPAID', 'PENDING', 'PENDING_DOWNGRADE'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** Job search (spec 000 §9): posted-date filter, salary input type, sort, query options. */
export const JOB_POSTED_DATES = ['today', 'last_week', 'last_2_weeks', 'last_month'] as const
export type JobPostedDate = (typeof JOB_POSTED_DATES)[number]
export const SALARY_INPUT_TYPES = ['hour', 'annual'] as const
export type SalaryInputType = (typeof SALARY_INPUT_TYPES)[number]
export const JOB_SEARCH_SORTS = ['mostRecent', 'highestPay', 'closest'] as const
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number]
export const JOB_QUERY_OPTIONS = ['all', 'applied', 'saved'] as const
export type JobQueryOption = (typeof JOB_QUERY_OPTIONS)[number]

/** Benefit kinds (spec 001 §9 "Credit kinds"): a lower marketplace fee, a careers discount, credits. */
export const BENEFIT_TYPES = ['MARKETPLACE_PERCENTAGE_FEE', 'CAREERS_SUBSCRIPTION_DISCOUNT', 'CREDITS'] as const
export type BenefitType = (typeof BENEFIT_TYPES)[number]
