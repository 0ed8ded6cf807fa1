/**
 * Compliance training, the provider's onboarding checklist and referrals (issue 13 §5). The
 * seed gives the enumerations (spec 001 "Enumerations": onboarding module status STARTED,
 * PENDING, COMPLETED; referral funnel invited, onboarded, verified, worked, paid); the paths and
 * shapes are this product's (docs/decisions.md "Compliance, onboarding and referrals").
 */
import { Type, type Static } from '@sinclair/typebox'
import { email } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

export const ONBOARDING_MODULE_STATUSES = ['STARTED', 'PENDING', 'COMPLETED'] as const
export type OnboardingModuleStatus = (typeof ONBOARDING_MODULE_STATUSES)[number]

export const REFERRAL_FUNNEL_STAGES = ['invited', 'onboarded', 'verified', 'worked', 'paid'] as const
export type ReferralFunnelStage = (typeof REFERRAL_FUNNEL_STAGES)[number]

export const ONBOARDING_ITEMS = ['PROFILE', 'LICENSE', 'BACKGROUND_CHECK', 'PAYOUT_ACCOUNT', 'TRAINING'] as const
export type OnboardingItemKey = (typeof ONBOARDING_ITEMS)[number]

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

// ── Training ────────────────────────────────────────────────────────────────────────────────

export const ModuleKeyParams = Type.Object({ moduleKey: Type.String({ minLength: 1, maxLength: 64 }) })

/** A module as the list shows it, with the caller's progress. */
export const TrainingModuleSummary = Type.Object({
  moduleKey: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  estimatedMinutes: Type.Integer(),
  /** Required for the onboarding checklist. */
  required: Type.Boolean(),
  questionCount: Type.Integer(),
  /** Null until the provider starts it; PENDING: completed over a year ago, renewal due. */
  status: Type.Union([literalUnion(ONBOARDING_MODULE_STATUSES), Type.Null()]),
  startedAt: nullable(Type.String({ format: 'date-time' })),
  completedAt: nullable(Type.String({ format: 'date-time' })),
  /** When a completed module falls due again (completedAt + 12 months). */
  renewalDueAt: nullable(Type.String({ format: 'date-time' })),
  /** Right answers of the last submission, out of questionCount. */
  lastScore: Type.Union([Type.Integer(), Type.Null()]),
})
export type TrainingModuleSummary = Static<typeof TrainingModuleSummary>

export const TrainingModulesQuery = Type.Object(pageQuery(20))
export type TrainingModulesQuery = Static<typeof TrainingModulesQuery>

export const TrainingModuleList = Paged(TrainingModuleSummary)
export type TrainingModuleList = Static<typeof TrainingModuleList>

export const TrainingQuestion = Type.Object({
  questionId: Type.String(),
  prompt: Type.String(),
  options: Type.Array(Type.String()),
})

/** One module to read and take: its text and its questions, never their answers. */
export const TrainingModuleDetail = Type.Composite([
  TrainingModuleSummary,
  Type.Object({
    sections: Type.Array(Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) })),
    questions: Type.Array(TrainingQuestion),
  }),
])
export type TrainingModuleDetail = Static<typeof TrainingModuleDetail>

export const SubmitTrainingAnswersBody = Type.Object(
  {
    answers: Type.Array(
      Type.Object(
        {
          questionId: Type.String({ minLength: 1, maxLength: 64, messages: { default: 'Each answer names its question' } }),
          optionIndex: Type.Integer({ minimum: 0, maximum: 20, messages: { default: 'Each answer picks one of the options' } }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50, messages: { minItems: 'Answer every question of the module', default: 'Answers must be a list' } },
    ),
  },
  { additionalProperties: false },
)
export type SubmitTrainingAnswersBody = Static<typeof SubmitTrainingAnswersBody>

export const TrainingResult = Type.Object({
  moduleKey: Type.String(),
  status: literalUnion(ONBOARDING_MODULE_STATUSES),
  /** Every answer right: the module is COMPLETED. */
  passed: Type.Boolean(),
  score: Type.Integer(),
  questionCount: Type.Integer(),
  completedAt: nullable(Type.String({ format: 'date-time' })),
  /** Which answers were right (the right option is not told, so the quiz can be taken again honestly). */
  results: Type.Array(Type.Object({ questionId: Type.String(), correct: Type.Boolean() })),
})
export type TrainingResult = Static<typeof TrainingResult>

// ── Onboarding checklist ───────────────────────────────────────────────────────────────────

export const OnboardingItem = Type.Object({
  key: literalUnion(ONBOARDING_ITEMS),
  label: Type.String(),
  done: Type.Boolean(),
  /** What is missing, or what was done, in a sentence. */
  detail: Type.String(),
  /** The app's page where the provider does it. */
  path: Type.String(),
})
export type OnboardingItem = Static<typeof OnboardingItem>

export const OnboardingChecklist = Type.Object({
  items: Type.Array(OnboardingItem),
  doneCount: Type.Integer(),
  totalCount: Type.Integer(),
  /** Every item done now. */
  completed: Type.Boolean(),
  /** The first time every item was done (the "onboarding completed" reputation event); stays set. */
  completedAt: nullable(Type.String({ format: 'date-time' })),
})
export type OnboardingChecklist = Static<typeof OnboardingChecklist>

// ── Referrals ──────────────────────────────────────────────────────────────────────────────

export const ReferralsQuery = Type.Object(pageQuery(20))
export type ReferralsQuery = Static<typeof ReferralsQuery>

export const Referral = Type.Object({
  /** A signed-up provider's id-free key, or the invitation's id. */
  referralId: Type.String(),
  /** First name and last initial ("Maria G."), or a masked e-mail for an invitation not yet taken up ("ma•••@example.com"). */
  name: Type.String(),
  stage: literalUnion(REFERRAL_FUNNEL_STAGES),
  /** When they were invited or signed up. */
  since: Type.String({ format: 'date-time' }),
})
export type Referral = Static<typeof Referral>

export const ReferralOverview = Type.Composite([
  Paged(Referral),
  Type.Object({
    referralCode: Type.String(),
    /** The sign-up page with the code filled in. */
    shareLink: Type.String(),
    /** The sign-up bonus on a referred provider's first completed shift ("bonuses on provider sign-up"). */
    bonus: Type.Object({ enabled: Type.Boolean(), signUpBonus: Type.Number(), referrerBonus: Type.Number() }),
    /** How many of the people referred reached each stage (a later stage counts in every earlier one). */
    funnel: Type.Object({ invited: Type.Integer(), onboarded: Type.Integer(), verified: Type.Integer(), worked: Type.Integer(), paid: Type.Integer() }),
  }),
])
export type ReferralOverview = Static<typeof ReferralOverview>

export const InviteReferralBody = Type.Object(
  { email: email() },
  { additionalProperties: false },
)
export type InviteReferralBody = Static<typeof InviteReferralBody>

export const InviteReferralResponse = Type.Object({ referralId: Type.String(), stage: Type.Literal('invited') })
export type InviteReferralResponse = Static<typeof InviteReferralResponse>
