/**
 * More than one process serving the same port (`SERVER_PROCESSES`): Bun answers HTTP on one
 * JavaScript thread, so on a machine with N cores N processes answer up to N times the requests.
 * The kernel spreads connections between them (`SO_REUSEPORT`).
 *
 * The first process (the one started) migrates, loads demo data and runs the scheduler, then
 * starts the others with the same command line and environment, marked serve-only. Serve-only
 * processes answer reads themselves and pass every other request (POST, PUT, DELETE …) to the
 * first process over a private unix socket: SQLite takes one writer at a time, and within one
 * process writes queue in order instead of polling for a lock another process holds (how a write
 * is passed on and made once: forward-writes.ts, writer-socket.ts). Sessions,
 * throttling and idempotency keys are rows; each process's browse index follows the shift-group
 * change log. A serve-only process that stops is started again; when the first process goes,
 * the others follow.
 */
import type { Subprocess } from 'bun'
import type { Logger } from '../context'
import { WRITER_SOCKET_ENV } from './forward-writes'

const SERVE_ONLY_ENV = 'MARKETPLACE_SERVE_ONLY'
const PROCESS_NUMBER_ENV = 'MARKETPLACE_PROCESS_NUMBER'

/** This process was started by another to share its port. */
export function isServeOnlyProcess(): boolean {
  return process.env[SERVE_ONLY_ENV] === '1'
}

/** 1 for the first process, 2 … for the serve-only ones (`/api/health` says which answered). */
export function processNumber(): number {
  return Number(process.env[PROCESS_NUMBER_ENV]) || 1
}

/** The command that started this process: the single binary, or `bun api/main.ts`. */
function ownCommand(): string[] {
  const compiled = Bun.main.startsWith('/$bunfs/') || Bun.main.startsWith('B:/~BUN/')
  return compiled ? [process.execPath, ...process.argv.slice(2)] : [process.execPath, Bun.main, ...process.argv.slice(2)]
}

/** Starts `count` serve-only copies of this process on `port`; returns how to stop them. */
export function startServeOnlyProcesses(count: number, port: number, writerSocket: string, log: Logger): () => Promise<void> {
  let stopping = false
  const children = new Set<Subprocess>()
  const start = (n: number) => {
    // The port given last wins, so a `--port 0` on the command line becomes the port taken.
    const child = Bun.spawn([...ownCommand(), '--port', String(port)], {
      env: { ...process.env, [SERVE_ONLY_ENV]: '1', [PROCESS_NUMBER_ENV]: String(n), [WRITER_SOCKET_ENV]: writerSocket, DEMO: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
      onExit(_proc, exitCode, signal) {
        children.delete(child)
        if (stopping) return
        log.error('a serving process stopped; starting it again', { process: n, exitCode, signal })
        setTimeout(() => !stopping && start(n), 1000)
      },
    })
    children.add(child)
  }
  for (let n = 2; n <= count + 1; n++) start(n)
  return async () => {
    stopping = true
    const exits = [...children].map((child) => {
      child.kill('SIGTERM')
      return child.exited
    })
    await Promise.race([Promise.all(exits), Bun.sleep(5000)])
    for (const child of children) child.kill('SIGKILL')
  }
}

/** A serve-only process exits when the process that started it is gone. */
export function exitWhenOrphaned(stop: () => Promise<void>): void {
  const parent = process.ppid
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer)
      void stop().finally(() => process.exit(0))
    }
  }, 1000)
  timer.unref()
}
