/**
 * Whether a user hears an event on a channel. Today: every channel the event uses; the
 * preferences of issue 14 §3 narrow it.
 */
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import type { Channel, NotificationEvent } from './events'

export async function mayUseChannel(_ctx: AppContext, _tx: Tx, _userId: string, _channel: Channel, _event: NotificationEvent): Promise<boolean> {
  return true
}
