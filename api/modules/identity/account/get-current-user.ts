import type { AppContext, UserCaller } from '../../../context'
import { loadCurrentUser } from './queries'

export function getCurrentUser({ ctx, caller }: { ctx: AppContext; caller: UserCaller }) {
  return loadCurrentUser(ctx.db.read, caller.userId)
}
