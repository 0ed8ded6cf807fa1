/**
 * The sweep that tells a provider before a credential lapses (issue 13 §3): an e-mail 30, 7 and
 * 1 days before the last valid day of a license or a certification, each once per credential,
 * threshold and expiration date (`credential_reminders`).
 *
 * Days are counted on the US calendar day (Eastern time, `todayInUs`), the same day on which
 * applying and auto-hire stop accepting a license (licenses/verified-license-states.ts): the
 * 1-day reminder comes the day before the last one a license still counts. The schema holds no
 * time zone per state, so there is no better day to count in (docs/decisions.md).
 *
 * Only the tightest threshold reached is sent: a credential added 20 days before it lapses gets
 * the 30-day reminder once, then the 7-day and the 1-day ones; a tick missed for a day sends the
 * one due late rather than skipping it. Deleted licenses (and deleted certifications, which go
 * for good) and credentials already past their last day get nothing.
 *
 * Bounded: each kind is read through its expiry index over the next 31 days, at most `BATCH`
 * due rows per tick, in one short write with their outbox messages.
 */
import { and, asc, between, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { PROVIDER_TYPE_LABELS } from '../../../shared/enums'
import { addDays } from '../../../shared/domain/zoned-time'
import { todayInUs } from '../../../shared/validation/formats'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { certifications, credentialReminders, licenses, providers, users, type CredentialKind } from '../../db/schema'
import { deliverEmail, queueEmail, type QueuedEmail } from '../notifications'
import { reminderEmail, type ExpiringCredential } from './reminder-email'

/** Days before the last valid day; the tightest reached is the one due. */
export const REMINDER_DAYS = [30, 7, 1] as const
/** Due reminders handled per kind and tick; the rest wait for the next tick. */
export const BATCH = 100

interface Due extends ExpiringCredential {
  credentialId: string
  providerId: string
  email: string
  firstName: string
  daysBefore: number
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)
const thresholdFor = (daysLeft: number) => Math.min(...REMINDER_DAYS.filter((t) => daysLeft <= t))

/**
 * The threshold due for a credential lapsing on `column`, in SQL: 1 up to tomorrow, 7 up to a
 * week, 30 beyond; a reminder already sent for it or a tighter one means nothing is due.
 */
function nothingSentFor(kind: CredentialKind, idColumn: AnyColumn, column: AnyColumn, today: string): SQL {
  const due = sql`case when ${column} <= ${addDays(today, 1)} then 1 when ${column} <= ${addDays(today, 7)} then 7 else 30 end`
  return sql`not exists (select 1 from ${credentialReminders} where ${credentialReminders.credentialId} = ${idColumn} and ${credentialReminders.expirationDate} = ${column} and ${credentialReminders.daysBefore} <= ${due} and ${credentialReminders.kind} = ${kind})`
}

async function dueLicenses(db: Tx, today: string): Promise<Due[]> {
  const rows = await db
    .select({
      id: licenses.id,
      providerId: licenses.providerId,
      state: licenses.state,
      number: licenses.licenseNumber,
      expirationDate: licenses.expirationDate,
      providerType: licenses.providerType,
      email: users.email,
      firstName: users.firstName,
    })
    .from(licenses)
    .innerJoin(providers, eq(providers.id, licenses.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(isNull(licenses.deletedAt), between(licenses.expirationDate, today, addDays(today, 30)), nothingSentFor('LICENSE', licenses.id, licenses.expirationDate, today)))
    .orderBy(asc(licenses.expirationDate), asc(licenses.id))
    .limit(BATCH)
  return rows.map((r) => {
    const daysLeft = daysBetween(today, r.expirationDate)
    return {
      kind: 'LICENSE' as const,
      credentialId: r.id,
      providerId: r.providerId,
      email: r.email,
      firstName: r.firstName,
      label: `${PROVIDER_TYPE_LABELS[r.providerType]} license in ${r.state}`,
      number: r.number,
      state: r.state,
      expirationDate: r.expirationDate,
      daysLeft,
      daysBefore: thresholdFor(daysLeft),
    }
  })
}

async function dueCertifications(db: Tx, today: string): Promise<Due[]> {
  const rows = await db
    .select({
      id: certifications.id,
      providerId: certifications.providerId,
      name: certifications.name,
      number: certifications.number,
      expiresAt: certifications.expiresAt,
      email: users.email,
      firstName: users.firstName,
    })
    .from(certifications)
    .innerJoin(providers, eq(providers.id, certifications.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(between(certifications.expiresAt, today, addDays(today, 30)), nothingSentFor('CERTIFICATION', certifications.id, certifications.expiresAt, today)))
    .orderBy(asc(certifications.expiresAt), asc(certifications.id))
    .limit(BATCH)
  return rows.map((r) => {
    const daysLeft = daysBetween(today, r.expiresAt!)
    return {
      kind: 'CERTIFICATION' as const,
      credentialId: r.id,
      providerId: r.providerId,
      email: r.email,
      firstName: r.firstName,
      label: `certification "${r.name}"`,
      number: r.number,
      state: null,
      expirationDate: r.expiresAt!,
      daysLeft,
      daysBefore: thresholdFor(daysLeft),
    }
  })
}

/** One pass: reminders due now, up to `BATCH` of each kind; answers how many were sent. */
export async function remindExpiringCredentials(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now()
  const today = todayInUs(now)
  const due = [...(await dueLicenses(ctx.db.read, today)), ...(await dueCertifications(ctx.db.read, today))]
  if (!due.length) return 0
  const queued = await ctx.db.write(async (tx) => {
    const emails: QueuedEmail[] = []
    for (const d of due) {
      // The unique index makes a second server's or a retried pass's copy a no-op.
      const [recorded] = await tx
        .insert(credentialReminders)
        .values({ providerId: d.providerId, kind: d.kind, credentialId: d.credentialId, expirationDate: d.expirationDate, daysBefore: d.daysBefore, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: credentialReminders.id })
      if (recorded) emails.push(await queueEmail(ctx, tx, reminderEmail({ to: d.email, firstName: d.firstName, credential: d, publicUrl: ctx.config.publicUrl })))
    }
    return emails
  })
  for (const email of queued) deliverEmail(ctx, email)
  return queued.length
}
