/**
 * Wires idempotency keys (the records in ./records.ts) into every `/api` call: the claim runs before
 * anything else; the answer — a handler's value, or the error the errors plugin mapped — is
 * stored before the response leaves, so an immediate replay already finds it.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { claimIdempotencyKey, recordIdempotentAnswer } from './records'

/** `PUT /api/files/upload/{token}` (not a message's attachment, `/api/files/upload/messages/{id}`). */
const SIGNED_UPLOAD_PATH = /^\/api\/files\/upload\/[^/]+$/

const claims = new WeakMap<Request, { ctx: AppContext; recordId: string }>()

async function settle(request: Request, status: number, body: unknown): Promise<void> {
  const claim = claims.get(request)
  if (!claim) return
  claims.delete(request)
  await recordIdempotentAnswer(claim.ctx, claim.recordId, status, body)
}

/** Called by the errors plugin with the answer it built for a failed request. */
export function storeErrorAnswer(request: Request, status: number, body: unknown): Promise<void> {
  return settle(request, status, body)
}

export const idempotencyPlugin = (ctx: AppContext) =>
  new Elysia({ name: 'idempotency' })
    .onRequest(async ({ request }) => {
      const path = new URL(request.url).pathname
      // The signed upload is single-use by itself (409 on a second PUT), and fingerprinting its
      // body would read a copy of a file of up to 25 MB: it streams to the store untouched.
      if (!path.startsWith('/api/') || SIGNED_UPLOAD_PATH.test(path)) return
      const claim = await claimIdempotencyKey(ctx, request, path)
      if (claim.kind === 'answer') return claim.response
      if (claim.kind === 'run') claims.set(request, { ctx, recordId: claim.recordId })
    })
    .onAfterHandle({ as: 'global' }, async (c) => {
      if (!claims.has(c.request)) return
      const value = (c as typeof c & { responseValue?: unknown }).responseValue
      if (value instanceof Response) await settle(c.request, value.status, await value.clone().text())
      else await settle(c.request, typeof c.set.status === 'number' ? c.set.status : 200, value)
    })
