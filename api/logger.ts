/** One JSON line per event on stdout; secrets are never passed in. */
import type { Logger } from './context'

export function jsonLogger(enabled = true): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (!enabled && level === 'info') return
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`)
  }
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  }
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
