/**
 * The push channels of a context: the ones the server built at start (`ctx.push`), or, for a
 * context built without them (tests, scripts), built once from its configuration.
 */
import type { AppContext } from '../../context'
import { createPushChannels, type PushChannels } from '../../integrations/push'

const built = new WeakMap<AppContext, PushChannels>()

export function pushChannelsOf(ctx: AppContext): PushChannels {
  if (ctx.push) return ctx.push
  let channels = built.get(ctx)
  if (!channels) {
    channels = createPushChannels(ctx.config, ctx.db)
    built.set(ctx, channels)
  }
  return channels
}
