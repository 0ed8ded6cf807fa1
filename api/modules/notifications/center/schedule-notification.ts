/**
 * Writes a notification job in the transaction of the change it tells about: it exists exactly
 * when the change committed, and the scheduler's sweep delivers it (at once, or at `dueAt`).
 * A job with a `dedupeKey` is written once: a reminder scheduled twice (a retried hire, a
 * second process) is still sent once.
 */
import { uuidv7 } from 'uuidv7'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { bound, prepared } from '../../../db/prepared'
import { notificationJobs } from '../../../db/schema'
import type { NotificationEvent } from './events'

export interface NotificationJob {
  event: NotificationEvent
  /** A provider hears it, or the people of a facility. */
  to: { providerId: string } | { facilityId: string }
  subjectId: string
  dueAt?: Date
  dedupeKey?: string
}

// Every apply and hire writes one: prepared once per connection (db/prepared.ts), instants bound in ms.
const insertJob = (db: Tx) =>
  db
    .insert(notificationJobs)
    .values({
      id: bound('id'),
      event: bound('event'),
      providerId: bound('providerId'),
      facilityId: bound('facilityId'),
      subjectId: bound('subjectId'),
      dedupeKey: bound('dedupeKey'),
      dueAt: bound('dueAt'),
      status: 'PENDING',
      attempts: 0,
      outcome: null,
      createdAt: bound('now'),
      sentAt: null,
    })
    .onConflictDoNothing()
    .prepare()

export async function scheduleNotification(ctx: AppContext, tx: Tx, job: NotificationJob): Promise<void> {
  const now = ctx.clock.now().getTime()
  await prepared(tx, insertJob).run({
    id: uuidv7(),
    event: job.event,
    providerId: 'providerId' in job.to ? job.to.providerId : null,
    facilityId: 'facilityId' in job.to ? job.to.facilityId : null,
    subjectId: job.subjectId,
    dedupeKey: job.dedupeKey ?? null,
    dueAt: job.dueAt?.getTime() ?? now,
    now,
  })
}
