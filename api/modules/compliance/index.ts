/**
 * Compliance, onboarding and referrals (issue 13 §5): the training catalog and each provider's
 * progress (`training/`), the onboarding checklist with its reputation events and the reminders
 * before a hired shift (`onboarding/`), and referrals with the sign-up bonus (`referrals/`).
 * Reads licenses through their face, background checks and payout accounts through the schema;
 * pays through payments' face, schedules notices through notifications', points through
 * reputation's.
 */
export { complianceRoutes } from './routes'
export { remindIncompleteOnboarding } from './onboarding/remind-incomplete-onboarding'
export { remindIncompleteOnboardingOnSchedule } from './onboarding/remind-on-schedule'
export { payReferralBonuses } from './referrals/pay-referral-bonuses'
export { payReferralBonusesOnSchedule } from './referrals/pay-on-schedule'
export { recordOnboardingIfComplete } from './onboarding/record-onboarding-completion'
// The demo data's providers take their training and invite colleagues through the same verbs (api/demo).
export { startTrainingModule } from './training/start-training-module'
export { submitTrainingAnswers } from './training/submit-training-answers'
export { REQUIRED_MODULE_KEYS, trainingModule } from './training/catalog'
export { inviteReferral } from './referrals/invite-referral'
