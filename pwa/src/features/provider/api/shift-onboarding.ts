/**
 * The orientation packet of a hired shift's pharmacy (`GET /provider/shift/{shiftId}/onboarding`,
 * the "optional onboarding" of an approved shift). Cached on the device like the provider's other
 * reads, so a packet opened once reads offline — in the parking lot, with no signal.
 */
import type { ProviderOnboarding } from '@shared/contracts/onboarding-forms'
import { cachedQueryOptions } from '../../../offline/cached-query-options'

export const shiftOnboardingQuery = (shiftId: string) =>
  cachedQueryOptions<ProviderOnboarding>(['provider', 'shift-onboarding', shiftId], `/provider/shift/${encodeURIComponent(shiftId)}/onboarding`)
