/**
 * The server's log, behind the small `Logger` of context.ts so no verb knows how it is written.
 *
 * - `json` (stdout is not a terminal, or NODE_ENV=production): pino, one JSON object a line
 *   (`time`, `level` as a word, `pid`, `message`, the fields), for whatever collects the logs.
 * - `pretty` (a person at a terminal): the same pino records turned into one short line each,
 *   a request as `14:03:22 GET /api/health 200 1.8 ms`.
 *
 * Both write synchronously to stdout: no pino transport, because transports run in a worker
 * thread the single binary does not carry, and a synchronous line is never lost when the process
 * exits. Secrets are cut out in one place for both formats (pino's `redact`): a field named like
 * a credential prints `[redacted]` at the top level and two levels down.
 */
import pino from 'pino'
import type { Logger } from './context'

export type LogFormat = 'json' | 'pretty'

/** Field names whose values never reach a log line, whatever object they sit in. */
export const REDACTED_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'apiKey',
  'password',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
] as const

const REDACT_PATHS = REDACTED_FIELDS.flatMap((name) => [`["${name}"]`, `*["${name}"]`, `*.*["${name}"]`])

/** A person reads a terminal; anything else (a pipe, a file, a log collector) gets JSON, and so does production. */
export function logFormatFor(stdout: { isTTY?: boolean }, env: Record<string, string | undefined>): LogFormat {
  return stdout.isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json'
}

export interface ServerLoggerOptions {
  /** `QUIET=1` turns this off: no per-request (info) lines; warnings and errors still print. */
  logRequests?: boolean
  format?: LogFormat
  /** Where the lines go; stdout, synchronously, unless a test hands its own. */
  write?: (line: string) => void
  /** Colours in the pretty format (a terminal that did not ask for NO_COLOR). */
  color?: boolean
}

export function serverLogger({
  logRequests = true,
  format = logFormatFor(process.stdout, process.env),
  write,
  color = format === 'pretty' && !process.env.NO_COLOR,
}: ServerLoggerOptions = {}): Logger {
  const destination = write
    ? { write: (record: string) => write(format === 'pretty' ? prettyLine(record, color) : record) }
    : format === 'pretty'
      ? { write: (record: string) => void process.stdout.write(prettyLine(record, color)) }
      : pino.destination({ dest: 1, sync: true })
  const log = pino(
    {
      level: logRequests ? 'info' : 'warn',
      messageKey: 'message',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  )
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  }
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

const ANSI = { dim: '\x1b[2m', red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', cyan: '\x1b[36m', reset: '\x1b[0m' }

/** One pino JSON record as a line for a person: local time, then the request or the message and its fields. */
export function prettyLine(record: string, color = false): string {
  let fields: Record<string, unknown>
  try {
    fields = JSON.parse(record) as Record<string, unknown>
  } catch {
    return record.endsWith('\n') ? record : `${record}\n`
  }
  const paint = (code: string, text: string) => (color ? `${code}${text}${ANSI.reset}` : text)
  const { time, level, message, pid: _pid, stack, ...rest } = fields
  const clock = typeof time === 'string' ? new Date(time).toTimeString().slice(0, 8) : ''
  const prefix = paint(ANSI.dim, clock)

  if (message === 'request' && typeof rest.method === 'string' && typeof rest.path === 'string') {
    const status = Number(rest.status)
    const tone = status >= 500 ? ANSI.red : status >= 400 ? ANSI.yellow : ANSI.green
    const ms = typeof rest.ms === 'number' ? ` ${paint(ANSI.dim, `${rest.ms} ms`)}` : ''
    return `${prefix} ${rest.method} ${rest.path} ${paint(tone, String(rest.status))}${ms}\n`
  }

  const tag = level === 'error' ? paint(ANSI.red, 'error ') : level === 'warn' ? paint(ANSI.yellow, 'warn ') : ''
  const pairs = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${paint(ANSI.cyan, key)}=${typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value)}`)
  const trace = typeof stack === 'string' ? `\n${stack.replace(/^/gm, '    ')}` : ''
  return `${prefix} ${tag}${String(message ?? '')}${pairs.length ? ` ${pairs.join(' ')}` : ''}${trace}\n`
}
