/** `GET /push/vapid-public-key`: the key browsers subscribe with (public: it is in every subscription). */
import type { VapidPublicKey } from '../../../shared/contracts/push'
import type { AppContext } from '../../context'
import { NotFoundError } from '../../errors'
import { pushChannelsOf } from './push-channels'

export function getVapidPublicKey({ ctx }: { ctx: AppContext }): VapidPublicKey {
  const publicKey = pushChannelsOf(ctx).vapidPublicKey
  if (!publicKey) throw new NotFoundError('web push', 'Web push is not set up on this server')
  return { publicKey }
}
