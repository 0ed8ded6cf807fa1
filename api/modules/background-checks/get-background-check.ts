/** `GET /background-check`: the provider's latest check (status, result, steps, fee paid). */
import type { AppContext, ProviderCaller } from '../../context'
import { latestCheckOf } from './queries'
import { toBackgroundCheckDto } from './to-dto'

export async function getBackgroundCheck({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }) {
  return toBackgroundCheckDto((await latestCheckOf(ctx, caller.providerId)) ?? null)
}
