import type { AppContext, UserCaller } from '../../../context'
import { getUserOrThrow } from './queries'
import { toAccount } from './to-dto'

export async function getAccount({ ctx, caller }: { ctx: AppContext; caller: UserCaller }) {
  return toAccount(await getUserOrThrow(ctx.db.read, caller.userId))
}
