/**
 * Whether a user hears an event on a channel: the preferences of issue 14 §3
 * (preferences/may-notify.ts). Every event of the center is a regular marketplace notice, so a
 * paused account and an app's opt-out stop its e-mails, texts and pushes. The in-app list is
 * not a message sent to anyone: it keeps every notice, so nothing is lost to a pause.
 */
import type { Tx } from '../../../db/client'
import { channelsAllowedIn, type NotificationChannel } from '../preferences'
import type { Channel, NotificationEvent } from './events'

const CHANNEL: Record<Exclude<Channel, 'IN_APP'>, NotificationChannel> = { EMAIL: 'email', SMS: 'sms', PUSH: 'push' }

/** The careers job board's events follow the careers opt-ins (`careersEmailOptIn`, spec 001 §3). */
const productOf = (event: NotificationEvent) => (event.startsWith('CAREERS_') ? 'careers' : 'marketplace')

/** Which of an event's channels may reach this user, their preferences read once for all of them. */
export async function channelsToUse(tx: Tx, userId: string, channels: readonly Channel[], event: NotificationEvent): Promise<Channel[]> {
  const sent = channels.filter((channel): channel is Exclude<Channel, 'IN_APP'> => channel !== 'IN_APP')
  const allowed = await channelsAllowedIn(tx, userId, sent.map((channel) => CHANNEL[channel]), productOf(event), 'regular')
  return channels.filter((channel) => channel === 'IN_APP' || allowed.has(CHANNEL[channel]))
}
