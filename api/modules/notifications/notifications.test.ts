/**
 * The outbox and the mail adapters: every e-mail is an outbox row first; with SMTP_URL it goes to
 * the mail server after the commit (a local fake here), without it it stays in the outbox, which
 * `GET /testing/outbox` reads.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import type { AppContext, Logger } from '../../context'
import { outboxMessages } from '../../db/schema'
import { startFakeSmtpServer } from '../../integrations/mail/smtp-fake'
import { startTestServer } from '../../test/harness'
import { DELIVERED_SECRET_TEXT, deliverEmail, emailDeliveriesSettled } from './deliver-email'
import { linksIn } from './links'
import { queueEmail } from './queue-email'
import { sendEmail } from './send-email'

const rowsTo = (ctx: AppContext, to: string) => ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, to))

function capturingLogger(): Logger & { lines: { message: string; fields?: Record<string, unknown> }[] } {
  const lines: { message: string; fields?: Record<string, unknown> }[] = []
  const keep = (message: string, fields?: Record<string, unknown>) => void lines.push({ message, ...(fields ? { fields } : {}) })
  return { lines, info: keep, warn: keep, error: keep }
}

describe('without a mail server: the outbox only', async () => {
  const server = await startTestServer()

  test('GET /testing/outbox lists what one address was sent, newest first, with its links', async () => {
    await sendEmail(server.ctx, { to: 'Reader@Example.test', subject: 'First', text: 'Open https://app.example.test/a?x=1. Thanks.' })
    server.clock.advance(1_000)
    await sendEmail(server.ctx, { to: 'reader@example.test', subject: 'Second', text: 'Plain words', links: ['https://app.example.test/b'] })
    await sendEmail(server.ctx, { to: 'someone-else@example.test', subject: 'Not yours', text: 'x' })
    await emailDeliveriesSettled()
    const res = await server.call('GET', '/api/testing/outbox?to=READER@example.test')
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(2)
    expect(res.body.data[0]).toEqual({ channel: 'EMAIL', to: 'reader@example.test', subject: 'Second', text: 'Plain words', links: ['https://app.example.test/b'], createdAt: expect.any(String) })
    expect(res.body.data[1]).toMatchObject({ subject: 'First', links: ['https://app.example.test/a?x=1'] })
    expect(Date.parse(res.body.data[0].createdAt)).toBeGreaterThan(Date.parse(res.body.data[1].createdAt))
    // Delivered to the outbox: nothing waits for a server.
    expect((await rowsTo(server.ctx, 'reader@example.test')).map((r) => r.status)).toEqual(['OUTBOX_ONLY', 'OUTBOX_ONLY'])
    expect((await server.call('GET', '/api/testing/outbox?to=nobody@example.test')).body).toEqual({ data: [] })
  })

  test('an address is required', async () => {
    const res = await server.call('GET', '/api/testing/outbox')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('To is required')
  })

  test('teardown empties the outbox', async () => {
    await sendEmail(server.ctx, { to: 'gone@example.test', subject: 'Soon gone', text: 'x' })
    await emailDeliveriesSettled()
    expect((await server.call('POST', '/api/testing/teardown')).status).toBe(204)
    expect((await server.call('GET', '/api/testing/outbox?to=gone@example.test')).body.data).toEqual([])
  })

  test('the log shows the links in demo mode or development, and hides them in production', async () => {
    const shown = capturingLogger()
    const withLinks: AppContext = { ...server.ctx, log: shown, config: { ...server.ctx.config, mail: { smtpUrl: null, from: 'x@example.test', logLinks: true } } }
    await sendEmail(withLinks, { to: 'log-a@example.test', subject: 'Reset', text: 'https://app.example.test/reset-password?token=abc' })
    const hidden = capturingLogger()
    const withoutLinks: AppContext = { ...server.ctx, log: hidden, config: { ...server.ctx.config, mail: { smtpUrl: null, from: 'x@example.test', logLinks: false } } }
    await sendEmail(withoutLinks, { to: 'log-b@example.test', subject: 'Reset', text: 'https://app.example.test/reset-password?token=abc' })
    await emailDeliveriesSettled()
    expect(JSON.stringify(shown.lines)).toContain('reset-password?token=abc')
    expect(shown.lines[0]!.fields).toMatchObject({ to: 'log-a@example.test', subject: 'Reset' })
    expect(JSON.stringify(hidden.lines)).not.toContain('token=abc')
    expect(hidden.lines[0]!.fields).toMatchObject({ to: 'log-b@example.test' })
  })

  test('every send counts against the message limits: the 11th e-mail to one address in an hour is 429 and not written', async () => {
    for (let i = 0; i < 10; i++) await sendEmail(server.ctx, { to: 'busy@example.test', subject: `n${i}`, text: 'x' })
    await expect(sendEmail(server.ctx, { to: 'BUSY@example.test', subject: 'one too many', text: 'x' })).rejects.toMatchObject({ status: 429 })
    expect(await rowsTo(server.ctx, 'busy@example.test')).toHaveLength(10)
    server.clock.advance(61 * 60_000)
    await sendEmail(server.ctx, { to: 'busy@example.test', subject: 'next hour', text: 'x' })
    await emailDeliveriesSettled()
  })

  test('a message written in a transaction that rolls back is never delivered', async () => {
    await expect(
      server.ctx.db.write(async (tx) => {
        await queueEmail(server.ctx, tx, { to: 'rolled-back@example.test', subject: 'Never', text: 'x' })
        throw new Error('the verb failed')
      }),
    ).rejects.toThrow('the verb failed')
    expect(await rowsTo(server.ctx, 'rolled-back@example.test')).toEqual([])
  })
})

describe('with SMTP_URL: nodemailer to the mail server', async () => {
  const smtp = startFakeSmtpServer()
  afterAll(() => smtp.stop())
  const server = await startTestServer({ mail: { smtpUrl: smtp.url('mailer:s3cret-pass'), from: 'Shiftwell <no-reply@shiftwell.test>', logLinks: false } })

  test('sent after the commit, signed in, recorded as SENT with the Message-ID', async () => {
    await sendEmail(server.ctx, { to: 'Pat@Example.test', subject: 'Your license', text: 'It was verified.\nSee https://app.example.test/provider/profile' })
    await emailDeliveriesSettled()
    const mail = smtp.received.find((m) => m.to.includes('pat@example.test'))!
    expect(mail).toMatchObject({ from: 'no-reply@shiftwell.test', auth: 'mailer:s3cret-pass' })
    expect(mail.data).toContain('Subject: Your license')
    expect(mail.data).toContain('It was verified.')
    // Text and HTML from one template: the link is a link.
    expect(mail.data).toContain('Content-Type: text/plain')
    expect(mail.data).toContain('Content-Type: text/html')
    expect(mail.data.replace(/=\r\n/g, '')).toContain('<a href=3D"https://app.example.test/provider/profile"')
    const [row] = await rowsTo(server.ctx, 'pat@example.test')
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, error: null, text: 'It was verified.\nSee https://app.example.test/provider/profile' })
    expect(row!.sentAt).toBeInstanceOf(Date)
    expect(mail.data).toContain(`Message-ID: ${row!.providerMessageId}`)
  })

  test('a message holding a secret keeps no link in the outbox once the server took it', async () => {
    await sendEmail(server.ctx, { to: 'secret@example.test', subject: 'Reset your password', text: 'https://app.example.test/reset-password?token=s3cr3t', holdsSecret: true })
    await emailDeliveriesSettled()
    expect(smtp.received.some((m) => m.data.includes('token=s3cr3t'))).toBe(true)
    const [row] = await rowsTo(server.ctx, 'secret@example.test')
    expect(row).toMatchObject({ status: 'SENT', text: DELIVERED_SECRET_TEXT, links: [] })
  })

  test("the server's refusal is recorded on the row as FAILED", async () => {
    await sendEmail(server.ctx, { to: 'refused@example.test', subject: 'Hello', text: 'x' })
    await emailDeliveriesSettled()
    const [row] = await rowsTo(server.ctx, 'refused@example.test')
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, sentAt: null })
    expect(row!.error).toContain('550')
  })
})

test('sending never holds the request: a mail server that does not answer leaves the row QUEUED until it fails', async () => {
  // Accepts the connection and never greets: the send waits on it.
  const silent = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const server = await startTestServer({ mail: { smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'no-reply@shiftwell.test', logLinks: false } })
  const started = performance.now()
  const queued = await server.ctx.db.write((tx) => queueEmail(server.ctx, tx, { to: 'waiting@example.test', subject: 'Hi', text: 'x' }))
  deliverEmail(server.ctx, queued)
  expect(performance.now() - started).toBeLessThan(1_000)
  await Bun.sleep(100)
  expect((await rowsTo(server.ctx, 'waiting@example.test'))[0]!.status).toBe('QUEUED')
  silent.stop(true)
  await emailDeliveriesSettled()
  const [row] = await rowsTo(server.ctx, 'waiting@example.test')
  expect(row!.status).toBe('FAILED')
  expect(row!.error).toBeTruthy()
})

test('links: absolute URLs in order, once each, without the full stop that ends a sentence', () => {
  expect(linksIn('Go to https://a.test/x?token=1. Or http://b.test/y, or https://a.test/x?token=1 again')).toEqual(['https://a.test/x?token=1', 'http://b.test/y'])
  expect(linksIn('no links here')).toEqual([])
})
