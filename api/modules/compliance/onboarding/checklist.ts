/**
 * The provider's onboarding checklist (issue 13 §5), computed from what each owner records:
 *
 * - PROFILE: years of experience, at least one software, specialty and language (spec 001 §5's
 *   profile rules; sign-up already holds the name, address and phone);
 * - LICENSE: a verified, unexpired license of their type (licenses' `verifiedLicenseStates`);
 * - BACKGROUND_CHECK: a check that cleared (background-checks' table, read as identity's
 *   `GET /user` reads it for `hasBackgroundCheckCleared`);
 * - PAYOUT_ACCOUNT: the Stripe Connect account can receive payments (payments' `payout_accounts`);
 * - TRAINING: every required module COMPLETED (not PENDING: a year-old one is due again).
 *
 * Only reads; recording the first completion is record-onboarding-completion.ts.
 */
import { and, eq } from 'drizzle-orm'
import type { OnboardingChecklist, OnboardingItem } from '../../../../shared/contracts/compliance'
import { todayInUs } from '../../../../shared/validation/formats'
import type { Tx } from '../../../db/client'
import { backgroundChecks, payoutAccounts, providerOnboarding, providers } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { verifiedLicenseStates } from '../../licenses'
import { REQUIRED_MODULE_KEYS, trainingModule } from '../training/catalog'
import { progressOf } from '../training/queries'
import { trainingStatus } from '../training/status'

function listSentence(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

export async function computeChecklist(db: Tx, providerId: string, now: Date): Promise<OnboardingChecklist> {
  const provider = await db.select().from(providers).where(eq(providers.id, providerId)).get()
  if (!provider) throw new NotFoundError('provider')
  const [states, cleared, anyCheck, payout, progress, recorded] = await Promise.all([
    verifiedLicenseStates(db, providerId, provider.providerType, todayInUs(now)),
    db.select({ id: backgroundChecks.id }).from(backgroundChecks).where(and(eq(backgroundChecks.providerId, providerId), eq(backgroundChecks.cleared, true))).limit(1).get(),
    db.select({ id: backgroundChecks.id }).from(backgroundChecks).where(eq(backgroundChecks.providerId, providerId)).limit(1).get(),
    db.select({ complete: payoutAccounts.isOnboardingComplete }).from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).get(),
    progressOf(db, providerId),
    db.select({ completedAt: providerOnboarding.completedAt }).from(providerOnboarding).where(eq(providerOnboarding.providerId, providerId)).get(),
  ])

  const missing: string[] = []
  if (provider.yearsOfExperience === null) missing.push('years of experience')
  if (!provider.softwares.length) missing.push('a software')
  if (!provider.specialties.length) missing.push('a specialty')
  if (!provider.languages.length) missing.push('a language')

  const trainingsDone = REQUIRED_MODULE_KEYS.filter((key) => trainingStatus(progress.get(key), now) === 'COMPLETED')
  const trainingsDue = REQUIRED_MODULE_KEYS.filter((key) => trainingStatus(progress.get(key), now) === 'PENDING')

  const items: OnboardingItem[] = [
    {
      key: 'PROFILE',
      label: 'Complete your profile',
      done: missing.length === 0,
      detail: missing.length === 0 ? 'Your experience, softwares, specialties and languages are on your profile.' : `Add ${listSentence(missing)} to your profile.`,
      path: '/provider/profile/details',
    },
    {
      key: 'LICENSE',
      label: 'Get your license verified',
      done: states.length > 0,
      detail: states.length > 0 ? `Verified to work in ${listSentence(states.map((s) => s.state))}.` : 'Add a current license; we verify it with the state board.',
      path: '/provider/profile',
    },
    {
      key: 'BACKGROUND_CHECK',
      label: 'Clear a background check',
      done: cleared !== undefined,
      detail: cleared ? 'Your background check cleared.' : anyCheck ? 'Your background check is in progress.' : 'Start your background check.',
      path: '/provider/profile/background-check',
    },
    {
      key: 'PAYOUT_ACCOUNT',
      label: 'Set up your payout account',
      done: payout?.complete === true,
      detail: payout?.complete ? 'Your payout account can receive payments.' : 'Connect a bank account through Stripe so you can be paid.',
      path: '/provider/payments',
    },
    {
      key: 'TRAINING',
      label: 'Finish your compliance training',
      done: trainingsDone.length === REQUIRED_MODULE_KEYS.length,
      detail:
        trainingsDue.length > 0
          ? `Renewal due: ${listSentence(trainingsDue.map((key) => trainingModule(key)!.title))}.`
          : `${trainingsDone.length} of ${REQUIRED_MODULE_KEYS.length} required trainings completed.`,
      path: '/provider/onboarding/training',
    },
  ]
  const doneCount = items.filter((i) => i.done).length
  return {
    items,
    doneCount,
    totalCount: items.length,
    completed: doneCount === items.length,
    completedAt: recorded ? recorded.completedAt.toISOString() : null,
  }
}
