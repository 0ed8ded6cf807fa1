/**
 * More than one process serving the same port (`SERVER_PROCESSES`): Bun answers HTTP on one
 * JavaScript thread, so on a machine with N cores N processes answer up to N times the requests.
 * The kernel spreads connections between them (`SO_REUSEPORT`).
 *
 * The first process (the one started) migrates, loads demo data and runs the scheduler, then
 * starts the others with the same command line and environment, marked serve-only. Serve-only
 * processes answer reads themselves and pass every other request (POST, PUT, DELETE …) to the
 * first process over a private unix socket: SQLite takes one writer at a time, and within one
 * process writes queue in order instead of polling for a lock another process holds. Sessions,
 * throttling and idempotency keys are rows; each process's browse index follows the shift-group
 * change log. A serve-only process that stops is started again; when the first process goes,
 * the others follow.
 */
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server, Subprocess } from 'bun'
import type { Logger } from './context'

const SERVE_ONLY_ENV = 'MARKETPLACE_SERVE_ONLY'
const WRITER_SOCKET_ENV = 'MARKETPLACE_WRITER_SOCKET'
/** Set by a serve-only process on a request it passes on: the client's address, for throttling. */
const CLIENT_ADDRESS_HEADER = 'x-marketplace-client-address'

/** Addresses of the clients behind requests passed on by serve-only processes. */
const passedOnFrom = new WeakMap<Request, string | null>()

/** The caller's address of a request passed on by a serve-only process (undefined otherwise). */
export function passedOnClientAddress(request: Request): string | null | undefined {
  return passedOnFrom.get(request)
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The first process's private entrance for requests passed on by serve-only processes. Only this
 * socket's requests have their client address header believed.
 */
export function serveWriterSocket(handle: (request: Request) => Response | Promise<Response>, maxRequestBodySize: number): { path: string; stop: () => void } {
  const path = join(tmpdir(), `marketplace-writer-${process.pid}.sock`)
  rmSync(path, { force: true })
  const server = Bun.serve({
    unix: path,
    maxRequestBodySize,
    fetch(request) {
      passedOnFrom.set(request, request.headers.get(CLIENT_ADDRESS_HEADER) || null)
      return handle(request)
    },
  })
  return {
    path,
    stop: () => {
      void server.stop(true)
      rmSync(path, { force: true })
    },
  }
}

/** In a serve-only process: reads are answered here, everything else by the first process. */
export function serveOnlyHandler(handle: (request: Request) => Response | Promise<Response>, onPassOnFailure: (error: unknown, request: Request) => void) {
  const writerSocket = process.env[WRITER_SOCKET_ENV]
  if (!writerSocket) throw new Error(`${WRITER_SOCKET_ENV} is not set`)
  return (request: Request, server: Server<unknown>): Response | Promise<Response> => {
    if (READ_METHODS.has(request.method)) return handle(request)
    const url = new URL(request.url)
    const headers = new Headers(request.headers)
    headers.set(CLIENT_ADDRESS_HEADER, server.requestIP(request)?.address ?? '')
    return fetch(`http://localhost${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      unix: writerSocket,
      decompress: false,
    } as RequestInit).catch((error: unknown) => {
      // The first process did not answer (it is restarting, or the connection broke). Whether
      // the write happened is unknown, so it is not sent again here: the client is told to retry,
      // which a request with an Idempotency-Key makes safe. Never Bun's HTML error page.
      onPassOnFailure(error, request)
      return Response.json({ message: 'The server could not complete this request. Please try again in a moment.' }, { status: 503, headers: { 'retry-after': '1' } })
    })
  }
}

/** This process was started by another to share its port. */
export function isServeOnlyProcess(): boolean {
  return process.env[SERVE_ONLY_ENV] === '1'
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
      env: { ...process.env, [SERVE_ONLY_ENV]: '1', [WRITER_SOCKET_ENV]: writerSocket, DEMO: '' },
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
