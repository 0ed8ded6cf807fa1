/** The offline default: nothing leaves the server; the push module's outbox record is the push. */
import type { PushSender } from './sender'

export const outboxPushSender: PushSender = {
  mode: 'outbox',
  async send(targets) {
    return targets.map(() => ({ status: 'kept' }))
  },
}
