/**
 * Business constants in one module (DOMAIN's "(config)" numbers), so no rule hides a literal.
 */
import type { FeatureFlag } from '../shared/enums'

export const settings = {
  /** Marketplace fee on a shift, percent, for a new organization. */
  defaultPercentageFee: 25,
  /** Sessions last this long without use before they lapse. */
  sessionIdleDays: 30,
  auth: {
    /** Failed sign-ins allowed per e-mail, and per address, inside `windowMinutes`. */
    maxFailuresPerEmail: 5,
    maxFailuresPerAddress: 20,
    windowMinutes: 15,
    lockMinutes: 15,
  },
  /** Largest request body accepted (uploads go to signed URLs, not through the API). */
  maxBodyBytes: 1_048_576,
  /** Largest page a client may ask for on any paged list. */
  maxPageSize: 100,
  /** Defaults of every feature flag (seed 001 §1); rows in `feature_flags` override them. */
  featureFlags: {
    backgroundCheckVendorSwitch: false,
    bonusesOnProviderSignUp: false,
    payPerPost: true,
    careersReferralLinks: true,
    aiStaffingAgent: true,
    aiProfileImageValidation: false,
    shiftMapPreviewWeb: true,
    shiftMapPreviewNative: true,
    facilityFormRequired: false,
    fineTunedAgent: false,
    providerAiChat: true,
    autoRefundBackgroundChecks: true,
    applicantAnalysis: true,
    facilityCancellationFees: true,
    freeJobPostsWithBlurredApplicants: false,
  } satisfies Record<FeatureFlag, boolean>,
} as const
