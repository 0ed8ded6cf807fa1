import { describe, expect, test } from 'bun:test'
import { logFormatFor, prettyLine, serverLogger } from './logger'

function captured(options: Parameters<typeof serverLogger>[0]) {
  const lines: string[] = []
  const log = serverLogger({ ...options, write: (line) => lines.push(line) })
  return { log, lines }
}

describe('log format', () => {
  test('a person at a terminal reads pretty lines; pipes and production get JSON', () => {
    expect(logFormatFor({ isTTY: true }, {})).toBe('pretty')
    expect(logFormatFor({ isTTY: true }, { NODE_ENV: 'development' })).toBe('pretty')
    expect(logFormatFor({ isTTY: true }, { NODE_ENV: 'production' })).toBe('json')
    expect(logFormatFor({ isTTY: false }, {})).toBe('json')
    expect(logFormatFor({}, {})).toBe('json')
  })
})

describe('JSON lines (pino)', () => {
  test('one object a line with time, level as a word, message and the fields', () => {
    const { log, lines } = captured({ format: 'json' })
    log.info('request', { requestId: 'r1', method: 'GET', path: '/api/health', status: 200, ms: 1.8 })
    log.error('unhandled error', { code: 'X' })
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line.endsWith('\n')).toBe(true)
    const first = JSON.parse(lines[0]!)
    expect(first).toMatchObject({ level: 'info', message: 'request', requestId: 'r1', method: 'GET', path: '/api/health', status: 200, ms: 1.8, pid: process.pid })
    expect(Number.isNaN(Date.parse(first.time))).toBe(false)
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', message: 'unhandled error', code: 'X' })
  })

  test('credentials are redacted at the top level and inside nested objects', () => {
    const { log, lines } = captured({ format: 'json' })
    log.warn('sign-in', {
      password: 'hunter2-secret',
      token: 'tok_live_123',
      headers: { authorization: 'Bearer abc.def', cookie: 'sid=xyz', 'set-cookie': 'sid=xyz' },
      body: { user: { newPassword: 'n3w-secret' } },
      email: 'someone@example.com',
    })
    const line = lines.join('')
    for (const secret of ['hunter2-secret', 'tok_live_123', 'Bearer abc.def', 'sid=xyz', 'n3w-secret']) expect(line).not.toContain(secret)
    const record = JSON.parse(lines[0]!)
    expect(record.password).toBe('[redacted]')
    expect(record.headers.authorization).toBe('[redacted]')
    expect(record.body.user.newPassword).toBe('[redacted]')
    expect(record.email).toBe('someone@example.com')
  })

  test('QUIET drops per-request (info) lines but keeps warnings and errors', () => {
    const { log, lines } = captured({ format: 'json', logRequests: false })
    log.info('request', { method: 'GET', path: '/api/health', status: 200 })
    log.warn('slow checkpoint')
    log.error('boom')
    expect(lines.map((l) => JSON.parse(l).message)).toEqual(['slow checkpoint', 'boom'])
  })
})

describe('pretty lines', () => {
  test('a request is one short line: time, method, path, status, ms', () => {
    const { log, lines } = captured({ format: 'pretty', color: false })
    log.info('request', { requestId: '0199-abc', method: 'POST', path: '/api/auth/login', status: 401, ms: 12.4 })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2} POST \/api\/auth\/login 401 12\.4 ms\n$/)
  })

  test('other events show the message and their fields, secrets redacted, no JSON braces around the line', () => {
    const { log, lines } = captured({ format: 'pretty', color: false })
    log.info('server started', { url: 'http://localhost:3000', database: 'sqlite data/app.db', adminCreated: false })
    log.error('sign-in failed', { password: 'hunter2-secret' })
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2} server started url=http:\/\/localhost:3000 database="sqlite data\/app.db" adminCreated=false\n$/)
    expect(lines[1]).toContain('error sign-in failed password=[redacted]')
    expect(lines.join('')).not.toContain('hunter2-secret')
  })

  test('colours only when asked, and a stack trace is indented under its line', () => {
    const plain = prettyLine(JSON.stringify({ time: new Date().toISOString(), level: 'error', message: 'boom', stack: 'Error: boom\n  at x' }), false)
    expect(plain).not.toContain('\x1b[')
    expect(plain).toContain('error boom\n    Error: boom\n      at x\n')
    const coloured = prettyLine(JSON.stringify({ time: new Date().toISOString(), level: 'info', message: 'request', method: 'GET', path: '/api/x', status: 500, ms: 1 }), true)
    expect(coloured).toContain('\x1b[31m500')
  })
})
