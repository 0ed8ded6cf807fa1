/**
 * Idempotency for mutating API calls (the PWA's offline queue sends `Idempotency-Key` with each
 * operation it may replay). Per signed-in user and key:
 *
 *   - the first request claims the key and runs; its answer (status and body) is stored,
 *     except a 5xx, which frees the key so the retry runs again;
 *   - a repeat gets the stored answer, marked `idempotent-replayed: true`, and nothing runs;
 *   - a repeat while the first is still running gets 409;
 *   - the same key with another request — another method, path, query or body — gets 422: the
 *     key is bound to a fingerprint of the request it first came with, as Stripe and the IETF
 *     draft (draft-ietf-httpapi-idempotency-key-header) do, so a client's bug that reuses a key
 *     is told so instead of being answered as if it had sent the first request;
 *   - a 429 is not stored either: "try again later" must not become the answer for a day.
 *
 * Keys without a signed-in user are ignored (nothing is stored for anonymous calls). Records
 * are kept for 24 hours.
 */
import { createHash } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { deleteInBatches } from '../../db/delete-in-batches'
import { idempotencyRecords } from '../../db/schema'
import { findSessionOf } from '../../sessions'
import { settings } from '../../settings'
import { PayloadTooLargeError } from '../../errors'
import { readAtMost } from '../../lib/read-at-most'
import { boundedBodyOf } from '../request-bounds'

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000
/** A claim this old with no answer was abandoned (a crash): it may be claimed again. */
const ABANDONED_MS = 60_000
const KEY = /^[\w:.-]{8,200}$/

export type Claim = { kind: 'run'; recordId: string } | { kind: 'answer'; response: Response } | { kind: 'none' }

function json(status: number, body: string | null, extra: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, { status, headers: { 'content-type': 'application/json; charset=utf-8', ...extra } })
}

export const KEY_REUSED = 'This Idempotency-Key was already used with a different request'

/**
 * The body's bytes, or null past `limit`: a body is read here only for a signed-in caller's
 * keyed call, and never whole when it is larger than any call accepts, chunked or not. A JSON
 * body is read once, by its bounded reader, for this and the handler's parser alike; any other
 * (the signed upload's file) from a copy of the request, so its route still reads the original.
 */
async function bodyWithin(request: Request, limit: number): Promise<Uint8Array | null> {
  try {
    return await (boundedBodyOf(request) ?? readAtMost(request.clone().body as ReadableStream<Uint8Array<ArrayBuffer>> | null, limit, ''))
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return null
    throw error
  }
}

export async function claimIdempotencyKey(ctx: AppContext, request: Request, path: string): Promise<Claim> {
  const key = request.headers.get('idempotency-key')
  if (!key || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) return { kind: 'none' }
  if (!KEY.test(key)) return { kind: 'answer', response: json(400, JSON.stringify({ message: 'Idempotency-Key must be 8–200 letters, digits, dashes, dots or colons', errors: [{ field: 'Idempotency-Key', message: 'Idempotency-Key must be 8–200 letters, digits, dashes, dots or colons' }] })) }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  // The auth guard asks for the same session later in this request: one lookup serves both.
  const session = token ? await findSessionOf(ctx, request, token) : null
  const subject = session?.userId ?? (session?.teamMemberId ? `team:${session.teamMemberId}` : null)
  if (!subject) return { kind: 'none' }
  const id = createHash('sha256').update(`${subject}\n${key}`).digest('base64url')
  const body = await bodyWithin(request, settings.maxBodyBytes)
  if (body === null) return { kind: 'answer', response: json(413, JSON.stringify({ message: `The request body is larger than ${settings.maxBodyBytes / 1_048_576} MB` })) }
  const url = new URL(request.url)
  const fingerprint = createHash('sha256').update(`${subject}\n${request.method}\n${url.pathname}${url.search}\n`).update(body).digest('base64url')
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const existing = await tx.select().from(idempotencyRecords).where(eq(idempotencyRecords.id, id)).get()
    if (existing) {
      const sameRequest = existing.fingerprint === null ? existing.method === request.method && existing.path === path : existing.fingerprint === fingerprint
      if (!sameRequest) return { kind: 'answer', response: json(422, JSON.stringify({ message: KEY_REUSED })) } as const
      if (existing.status !== null) return { kind: 'answer', response: json(existing.status, existing.body, { 'idempotent-replayed': 'true' }) } as const
      if (now.getTime() - existing.createdAt.getTime() < ABANDONED_MS) {
        return { kind: 'answer', response: json(409, JSON.stringify({ message: 'A request with this Idempotency-Key is still being processed' })) } as const
      }
      await tx.update(idempotencyRecords).set({ createdAt: now, fingerprint }).where(eq(idempotencyRecords.id, id))
      return { kind: 'run', recordId: id } as const
    }
    await tx.insert(idempotencyRecords).values({ id, method: request.method, path, fingerprint, createdAt: now })
    return { kind: 'run', recordId: id } as const
  })
}

export async function recordIdempotentAnswer(ctx: AppContext, recordId: string, status: number, body: unknown): Promise<void> {
  await ctx.db.write(async (tx) => {
    if (status >= 500 || status === 429) {
      await tx.delete(idempotencyRecords).where(eq(idempotencyRecords.id, recordId))
      return
    }
    const text = body === undefined || body === null ? null : typeof body === 'string' ? body : JSON.stringify(body)
    await tx.update(idempotencyRecords).set({ status, body: text, completedAt: ctx.clock.now() }).where(eq(idempotencyRecords.id, recordId))
  })
}

/** Scheduler sweep: forget answers older than a day. */
export async function forgetOldIdempotencyRecords(ctx: AppContext): Promise<void> {
  await deleteInBatches(ctx.db, idempotencyRecords, lt(idempotencyRecords.createdAt, new Date(ctx.clock.now().getTime() - IDEMPOTENCY_TTL_MS)))
}
