/**
 * In a serve-only process: reads are answered here, every other request (POST, PUT, DELETE …) by
 * the first process, passed on over its private unix socket (`writer-socket.ts`).
 *
 * The hand-off never fails for transport reasons a client could see:
 * - each write carries one forwarding id on every attempt, and the first process keeps each
 *   answer under its id, so a write resent after a broken connection is made once;
 * - a refused or broken connection (the socket restarting, a reset under load) is retried with a
 *   growing pause for up to `FORWARD_RETRY_MS`; only a first process gone that long answers 503;
 * - at most `MAX_WRITES_IN_FLIGHT` writes are on the socket at a time, the rest wait in order
 *   (back-pressure here instead of a burst of connections the other side resets);
 * - the body is read whole first (it is bounded by the port's limit) and the answer read whole
 *   before it is given, so a connection that breaks half-way is a retry, not a cut answer;
 * - the signed file upload is not passed on: it streams to the shared file store from here.
 */
import type { Server } from 'bun'
import { CLIENT_ADDRESS_HEADER, FORWARD_ID_HEADER } from './headers'

export const WRITER_SOCKET_ENV = 'MARKETPLACE_WRITER_SOCKET'
export const FORWARD_RETRY_MS = 10_000
export const MAX_WRITES_IN_FLIGHT = 32
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const PAUSES_MS = [5, 10, 20, 50, 100, 200, 250]

/**
 * The signed upload (`PUT /api/files/upload/{token}`; not a message's attachment, which records
 * a row) writes no database row, only the file store every process shares (the
 * directory beside the database, or the bucket): it is answered here, streaming the file to the
 * store, rather than read whole to be passed on.
 */
const SIGNED_UPLOAD_PATH = /^\/api\/files\/upload\/[^/]+$/
function isSignedUpload(request: Request): boolean {
  return request.method === 'PUT' && SIGNED_UPLOAD_PATH.test(new URL(request.url).pathname)
}

export const UNAVAILABLE_MESSAGE = 'The server could not complete this request. Please try again in a moment.'

/** A counted gate: `enter` waits, in order, while `limit` holders are inside. */
class Gate {
  private inside = 0
  private waiting: (() => void)[] = []
  constructor(private readonly limit: number) {}
  async enter(): Promise<void> {
    if (this.inside < this.limit) {
      this.inside++
      return
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }
  leave(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.inside--
  }
}

export interface ForwardOptions {
  /** The first process's socket (default: from the environment its parent set). */
  socketPath?: string
  retryForMs?: number
  maxInFlight?: number
  /** Each resend after a refused or broken connection (counted by tests and the bench). */
  onResend?: (error: unknown) => void
}

export function serveOnlyHandler(
  handle: (request: Request) => Response | Promise<Response>,
  onPassOnFailure: (error: unknown, request: Request) => void,
  { socketPath = process.env[WRITER_SOCKET_ENV], retryForMs = FORWARD_RETRY_MS, maxInFlight = MAX_WRITES_IN_FLIGHT, onResend }: ForwardOptions = {},
) {
  if (!socketPath) throw new Error(`${WRITER_SOCKET_ENV} is not set`)
  const gate = new Gate(maxInFlight)

  const passOn = async (request: Request, clientAddress: string): Promise<Response> => {
    const url = new URL(request.url)
    const headers = new Headers(request.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress)
    headers.set(FORWARD_ID_HEADER, crypto.randomUUID())
    let body: ArrayBuffer | null
    try {
      body = request.body ? await request.arrayBuffer() : null
    } catch {
      // The client went away in the middle of its body: nothing was passed on.
      return Response.json({ message: 'The request body could not be read' }, { status: 400 })
    }
    const giveUpAt = performance.now() + retryForMs
    await gate.enter()
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await fetch(`http://localhost${url.pathname}${url.search}`, {
            method: request.method,
            headers,
            body,
            redirect: 'manual',
            unix: socketPath,
            decompress: false,
          } as RequestInit)
          return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers })
        } catch (error) {
          // Whether the write was made is unknown; its resend carries the same id, so the first
          // process answers it from the first attempt if it was.
          if (performance.now() >= giveUpAt) {
            onPassOnFailure(error, request)
            return Response.json({ message: UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'retry-after': '1' } })
          }
          onResend?.(error)
          await Bun.sleep(PAUSES_MS[Math.min(attempt, PAUSES_MS.length - 1)]!)
        }
      }
    } finally {
      gate.leave()
    }
  }

  return (request: Request, server: Pick<Server<unknown>, 'requestIP'>): Response | Promise<Response> => {
    if (READ_METHODS.has(request.method) || isSignedUpload(request)) return handle(request)
    return passOn(request, server.requestIP(request)?.address ?? '')
  }
}
