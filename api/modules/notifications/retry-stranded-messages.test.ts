/**
 * E-mails and texts a stopped process left QUEUED (written in a committed transaction, never handed to the
 * mail adapter) are sent by the scheduler's sweep once they are a few minutes old, each once; a
 * fresh one is left to the delivery that is still running for it.
 */
import { expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { outboxMessages } from '../../db/schema'
import { startFakeSmtpServer } from '../../integrations/mail/smtp-fake'
import { startTestServer } from '../../test/harness'
import { SWEEPS } from '../../scheduler'
import { queueEmail } from './queue-email'
import { retryStrandedEmails, retryStrandedTexts, STRANDED_AFTER_MS } from './retry-stranded-messages'

const server = await startTestServer()
const statusOf = async (id: string) => (await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.id, id)).get())!

test('a QUEUED e-mail older than a few minutes is delivered by the sweep, once; a fresh one is left alone', async () => {
  // Only a message for a mail server waits QUEUED; without one its row is written final.
  const smtp = startFakeSmtpServer()
  const mailing = await startTestServer({ mail: { smtpUrl: smtp.url(), from: 'no-reply@shiftwell.test', logLinks: false } })
  const mailedStatusOf = async (id: string) => (await mailing.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.id, id)).get())!
  try {
    // Committed, but the process "stopped" before handing it to the mailer: nobody calls deliverEmail.
    const stranded = await mailing.ctx.db.write((tx) => queueEmail(mailing.ctx, tx, { to: 'stranded@example.com', subject: 'Your shift starts in 24 hours', text: 'See you there.' }))
    mailing.clock.advance(STRANDED_AFTER_MS + 60_000)
    const fresh = await mailing.ctx.db.write((tx) => queueEmail(mailing.ctx, tx, { to: 'fresh@example.com', subject: 'You are hired', text: 'Congratulations.' }))

    expect(await retryStrandedEmails(mailing.ctx)).toBe(1)
    const delivered = await mailedStatusOf(stranded.id)
    expect(delivered.status).toBe('SENT')
    expect(delivered.attempts).toBe(1)
    expect(smtp.received.map((mail) => mail.to)).toEqual([['stranded@example.com']])
    expect((await mailedStatusOf(fresh.id)).status).toBe('QUEUED')

    // Another pass sends nothing twice.
    expect(await retryStrandedEmails(mailing.ctx)).toBe(0)
    expect((await mailedStatusOf(stranded.id)).attempts).toBe(1)
    expect(smtp.received).toHaveLength(1)
    // The scheduler runs it.
    expect(SWEEPS.some((s) => s.run === retryStrandedEmails)).toBe(true)
  } finally {
    smtp.stop()
  }
})

test('without a mail server an e-mail is written final: kept in the outbox, never left for the sweep', async () => {
  const kept = await server.ctx.db.write((tx) => queueEmail(server.ctx, tx, { to: 'kept@example.com', subject: 'You are hired', text: 'Congratulations.' }))
  expect(await statusOf(kept.id)).toMatchObject({ status: 'OUTBOX_ONLY', attempts: 1 })
  server.clock.advance(STRANDED_AFTER_MS + 60_000)
  expect(await retryStrandedEmails(server.ctx)).toBe(0)
})

test('a QUEUED text older than a few minutes is sent by the sweep, once; a fresh one and an outbox-only one are left alone', async () => {
  // Committed while texts went to Twilio, but the process "stopped" before sending it.
  const insert = (to: string, status: 'QUEUED' | 'OUTBOX_ONLY') =>
    server.ctx.db.write((tx) => tx.insert(outboxMessages).values({ channel: 'SMS', to, text: 'Your shift starts in 2 hours.', status, createdAt: server.clock.now() }).returning().get())
  const stranded = await insert('+15125550111', 'QUEUED')
  const outboxOnly = await insert('+15125550112', 'OUTBOX_ONLY')
  server.clock.advance(STRANDED_AFTER_MS + 60_000)
  const fresh = await insert('+15125550113', 'QUEUED')

  expect(await retryStrandedTexts(server.ctx)).toBe(1)
  const sent = await statusOf(stranded.id)
  expect([sent.status, sent.attempts]).toEqual(['SENT', 1])
  expect(sent.providerMessageId).toStartWith('SM')
  expect((await statusOf(fresh.id)).status).toBe('QUEUED')
  expect((await statusOf(outboxOnly.id)).status).toBe('OUTBOX_ONLY')
  expect(await retryStrandedTexts(server.ctx)).toBe(0)
  expect((await statusOf(stranded.id)).providerMessageId).toBe(sent.providerMessageId)
  expect(SWEEPS.some((s) => s.run === retryStrandedTexts)).toBe(true)
})
