/**
 * Business constants in one module (domain's "(config)" numbers), so no rule hides a literal.
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
    /**
     * An address an account signed in from within this many days is known to it: the e-mail's
     * lock-out does not hold it (it has its own count), so others' guesses cannot lock the owner out.
     */
    knownAddressDays: 90,
  },
  /**
   * Rate limits of api/lib/rate-limits.ts: uses per key in a fixed window, then 429 until the
   * window closes (docs/decisions.md "Rate limits on sign-up and messages"). Per-address numbers
   * are generous: a whole office or campus can share one address, as can a test suite on 127.0.0.1.
   */
  rateLimits: {
    /** Well-formed sign-ups (each costs an argon2 hash) from one address. */
    signUpPerAddress: { limit: 1_000, windowMinutes: 60 },
    /** Sign-up attempts naming one e-mail, whatever the outcome. */
    signUpPerEmail: { limit: 10, windowMinutes: 60 },
    /** E-mails or text messages to one recipient (reset links, invitations, codes). */
    messagesPerRecipient: { limit: 10, windowMinutes: 60 },
    /** E-mails or text messages requested from one address. */
    messagesPerAddress: { limit: 500, windowMinutes: 60 },
    /** NPI registry look-ups for one facility (`POST /facility/{id}/validate-npi`): the registry is CMS's, not ours to hammer. */
    npiLookupsPerFacility: { limit: 20, windowMinutes: 60 },
    /** Résumé extractions by one provider (`POST /resume-extraction/user/profile`): each parses a document of up to 10 MB. */
    resumeExtractionsPerProvider: { limit: 30, windowMinutes: 60 },
    /** Preference and unsubscribe calls made without a session (a link's token or an e-mail address) from one address. */
    preferenceLinksPerAddress: { limit: 300, windowMinutes: 60 },
    /** Calls naming one e-mail address without a token or session (`?email=…`). */
    unsubscribesPerEmail: { limit: 20, windowMinutes: 60 },
    /** Campaign link clicks (`GET /email-marketing-metrics/track`) from one address. */
    campaignClicksPerAddress: { limit: 600, windowMinutes: 60 },
    /** Messages one user sends the support assistant (`POST /support-agent/messages`): a person types far slower; a script would fill the conversation and the staff's list. */
    supportMessagesPerUser: { limit: 30, windowMinutes: 1 },
    /** Messages one facility user sends the staffing agent (`POST /facility/staffing-agent`): each may ask a language model. */
    staffingAgentMessagesPerUser: { limit: 120, windowMinutes: 60 },
  },
  /** Largest request body accepted (uploads go to signed URLs, not through the API). */
  maxBodyBytes: 1_048_576,
  /** Deepest nesting of arrays and objects a JSON body may have: far more than any contract needs. */
  maxJsonDepth: 32,
  /** Most values (array items and object members) a JSON body may hold; the largest a contract allows, a shift post of 62 days × 10 time slots, holds about 3,000. */
  maxJsonValues: 10_000,
  /** Longest request target (path and query) and largest header block, answered 414 and 431. */
  maxUrlBytes: 8_192,
  maxHeaderBytes: 16_384,
  /** Largest page a client may ask for on any paged list. */
  maxPageSize: 100,
  shifts: {
    /** With no facility action this long after the end, attendance is confirmed automatically. */
    autoConfirmAttendanceHours: 72,
    /** A facility cancellation this close to the start owes the provider a fee… */
    cancellationFeeWindowHours: 24,
    /** …of this share of the provider's earnings. */
    cancellationFeePercent: 50,
    /** How often the in-process scheduler sweeps for due work. */
    schedulerIntervalSeconds: 30,
  },
  payouts: {
    /** A transfer is `processing` this long before it lands (`completed`). */
    settlementHours: 48,
  },
  /** Sandbox processor fees (api-contract "Payments without Stripe"). */
  processorFees: {
    cardPercentBasisPoints: 290,
    cardFixedCents: 30,
    bankPercentBasisPoints: 80,
    bankCapCents: 500,
  },
  reputation: {
    shiftCompleted: 10,
    highRating: 5,
    /** A rating average at or above this is "high"; at or below `lowRatingAtMost` is "low". */
    highRatingAtLeast: 4.5,
    lowRatingAtMost: 2,
    lowRating: -10,
    preferredProvider: 5,
    repeatProvider: 3,
    onboardingCompleted: 5,
    onboardingNotComplete: -5,
    noShow: -50,
    leavingEarly: -10,
    // Cancellation by notice: shared/domain/reputation.ts (the app shows the cost beforehand).
  },
  ratings: {
    /** `currentRating` is the mean over this many most recent rated shifts. */
    currentRatingShifts: 10,
    /** `shouldShowRating` once this many shifts are rated. */
    showAfterRatedShifts: 3,
  },
  backgroundChecks: {
    /** What a provider pays for a background check, in cents (docs/decisions.md "Background checks"). */
    feeCents: 3500,
    /** The sandbox vendor's timeline: the case completes this long after the invitation. */
    sandboxCompleteAfterMs: 3 * 60_000,
  },
  /** Compliance training, onboarding and referrals (issue 13 §5; docs/decisions.md "Compliance, onboarding and referrals"). */
  compliance: {
    /** A completed training module is due again (PENDING) this many months after it was completed: annual training. */
    renewalMonths: 12,
    /** Onboarding reminders this many days before a hired shift starts while the checklist is incomplete. */
    reminderDays: [7, 3, 1],
    /** The scheduler's onboarding and referral sweeps run at most this often (they read every hired seat of the next week). */
    sweepEveryMinutes: 5,
  },
  referrals: {
    /** Paid to a provider who signed up with a referral code, on their first completed shift, while "bonuses on provider sign-up" is on (cents). */
    signUpBonusCents: 5_000,
    /** Paid to the provider whose code it was, for the same first shift (cents; 0: none). */
    referrerBonusCents: 5_000,
    /** A first shift completed longer ago than this is not looked at again (the sweep's window over completed seats). */
    firstShiftLookbackDays: 7,
    /** E-mail invitations one provider may send in a day. */
    invitationsPerDay: { limit: 20, windowMinutes: 1_440 },
  },
  /** Defaults of every feature flag (spec 001 §1); rows in `feature_flags` override them. */
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
