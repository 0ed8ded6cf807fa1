/** `GET /provider/onboarding`: the caller's checklist; the first time it is all done, the "onboarding completed" points. */
import type { OnboardingChecklist } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { recordOnboardingIfComplete } from './record-onboarding-completion'

export function getOnboarding({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }): Promise<OnboardingChecklist> {
  return recordOnboardingIfComplete(ctx, caller.providerId)
}
