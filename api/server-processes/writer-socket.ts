/**
 * The first process's private entrance for the writes serve-only processes pass on
 * (`forward-writes.ts`), over a unix socket.
 *
 * Each write arrives with a forwarding id. Its answer is kept for a minute under that id, so a
 * write sent again after a broken connection (the sender cannot know whether it was made) is
 * answered from the first attempt instead of being made twice; a copy that arrives while the
 * first is still being made waits for it. The body is read whole before the handler runs: a
 * connection that breaks in the middle of a body never reaches the handler, so its resend is
 * the first attempt.
 *
 * Only this socket's requests have their client address header believed.
 */
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'bun'
import type { Logger } from '../context'
import { CLIENT_ADDRESS_HEADER, FORWARD_ID_HEADER } from './headers'

/** Addresses of the clients behind requests passed on by serve-only processes. */
const passedOnFrom = new WeakMap<Request, string | null>()

/** The caller's address of a request passed on by a serve-only process (undefined otherwise). */
export function passedOnClientAddress(request: Request): string | null | undefined {
  return passedOnFrom.get(request)
}

/** An answer read whole, so it can be given again. */
interface KeptAnswer {
  status: number
  headers: Headers
  body: ArrayBuffer
}

const toResponse = (answer: KeptAnswer) => new Response(answer.body.byteLength ? answer.body.slice(0) : null, { status: answer.status, headers: answer.headers })

/**
 * Answers by forwarding id, oldest first. A sender gives up on a write after its retry window
 * (`FORWARD_RETRY_MS`, 10 s), so a minute covers every resend.
 */
class KeptAnswers {
  private byId = new Map<string, { at: number; answer: Promise<KeptAnswer> }>()
  constructor(private readonly keepMs: number) {}

  get(id: string): Promise<KeptAnswer> | undefined {
    return this.byId.get(id)?.answer
  }

  set(id: string, answer: Promise<KeptAnswer>): void {
    const now = performance.now()
    for (const [oldId, kept] of this.byId) {
      if (now - kept.at < this.keepMs) break
      this.byId.delete(oldId)
    }
    this.byId.set(id, { at: now, answer })
  }

  get size(): number {
    return this.byId.size
  }
}

export interface WriterSocket {
  path: string
  /** Closes every connection at once and listens again (a broken socket, on purpose: tests, operators). */
  restart: (pauseMs?: number) => Promise<void>
  stop: () => void
  /** Writes whose answers are kept (tests). */
  readonly keptAnswers: number
}

export function serveWriterSocket(handle: (request: Request) => Response | Promise<Response>, maxRequestBodySize: number, keepAnswersMs = 60_000): WriterSocket {
  const path = join(tmpdir(), `marketplace-writer-${process.pid}-${crypto.randomUUID().slice(0, 8)}.sock`)
  const kept = new KeptAnswers(keepAnswersMs)

  const answer = async (request: Request, body: ArrayBuffer | null): Promise<KeptAnswer> => {
    const received = new Request(request.url, { method: request.method, headers: request.headers, body })
    passedOnFrom.set(received, request.headers.get(CLIENT_ADDRESS_HEADER) || null)
    const response = await handle(received)
    return { status: response.status, headers: new Headers(response.headers), body: await response.arrayBuffer() }
  }

  const fetch = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.arrayBuffer() : null
    const id = request.headers.get(FORWARD_ID_HEADER)
    if (!id) return toResponse(await answer(request, body))
    let answering = kept.get(id)
    if (!answering) kept.set(id, (answering = answer(request, body)))
    return toResponse(await answering)
  }

  let server: Server<unknown> | null = null
  const listen = () => {
    rmSync(path, { force: true })
    server = Bun.serve({ unix: path, maxRequestBodySize, fetch })
  }
  const close = () => {
    void server?.stop(true)
    server = null
    rmSync(path, { force: true })
  }
  listen()
  return {
    path,
    restart: async (pauseMs = 0) => {
      close()
      if (pauseMs) await Bun.sleep(pauseMs)
      listen()
    },
    stop: close,
    get keptAnswers() {
      return kept.size
    },
  }
}

/**
 * Opens the socket again when its file is gone (a cleaner of the temporary directory removed
 * it: the serve-only processes could reach nothing) and on `SIGUSR2` (an operator, or the test
 * that breaks it under a burst of writes). Writes in flight are resent by their senders.
 */
export function reopenWriterSocket(writer: WriterSocket, log: Logger, checkEveryMs = 5_000): () => void {
  const reopen = (why: string) => {
    log.warn('reopening the socket serve-only processes pass writes through', { why })
    void writer.restart()
  }
  const timer = setInterval(() => {
    if (!existsSync(writer.path)) reopen('its file was removed')
  }, checkEveryMs)
  timer.unref()
  const onSignal = () => reopen('SIGUSR2')
  process.on('SIGUSR2', onSignal)
  return () => {
    clearInterval(timer)
    process.off('SIGUSR2', onSignal)
  }
}
