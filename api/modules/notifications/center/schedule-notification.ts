/**
 * Writes a notification job in the transaction of the change it tells about: it exists exactly
 * when the change committed, and the scheduler's sweep delivers it (at once, or at `dueAt`).
 * A job with a `dedupeKey` is written once: a reminder scheduled twice (a retried hire, a
 * second process) is still sent once.
 */
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
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

export async function scheduleNotification(ctx: AppContext, tx: Tx, job: NotificationJob): Promise<void> {
  await tx
    .insert(notificationJobs)
    .values({
      event: job.event,
      providerId: 'providerId' in job.to ? job.to.providerId : null,
      facilityId: 'facilityId' in job.to ? job.to.facilityId : null,
      subjectId: job.subjectId,
      dedupeKey: job.dedupeKey ?? null,
      dueAt: job.dueAt ?? ctx.clock.now(),
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
}
