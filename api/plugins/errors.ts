/**
 * Maps every failure to api-contract "Errors" once: `{message}` (plus `errors` for 400), the right
 * status, never a stack trace, SQL or secret. Unknown API routes answer JSON 404.
 */
import { Elysia, ValidationError as ElysiaValidationError } from 'elysia'
import type { ValueError } from '@sinclair/typebox/errors'
import { Kind, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { AppError, TooManyRequestsError, ValidationError } from '../errors'
import { toFieldErrors } from '../../shared/validation/messages'
import { storeErrorAnswer } from './idempotency'
import { INVALID_JSON_MESSAGE } from './request-bounds'
import type { Logger } from '../context'

/** Validation errors looked at per request; the answer lists one per field among them. */
const MAX_REPORTED_ERRORS = 20

function* first<T>(count: number, items: Iterable<T>): Generator<T> {
  let taken = 0
  for (const item of items) {
    if (taken++ === count) return
    yield item
  }
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })
}

/** The error answer, also handed to the idempotency layer so a replay gets the same words. */
async function answer(request: Request, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  await storeErrorAnswer(request, status, body)
  return json(status, body, headers)
}

/**
 * A number in the query string is coerced and checked on its own, and Elysia's error for it
 * names no field (`property`, path ""): the field is the query parameter whose value it is.
 */
function queryFieldHolding(request: Request, value: unknown): string | undefined {
  for (const [name, given] of new URL(request.url).searchParams) if (given === String(value) || Number(given) === value) return name
  return undefined
}

export function errorBody(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { message: error.message, ...error.extra }
  if (error instanceof ValidationError) body.errors = error.errors
  return body
}

export const errorsPlugin = (log: Logger) =>
  new Elysia({ name: 'errors' }).onError({ as: 'global' }, async ({ code, error: thrown, request, path }) => {
    // What a body parser throws (request-bounds.ts) arrives wrapped in Elysia's ParseError.
    const error = code === 'PARSE' && thrown.cause instanceof AppError ? thrown.cause : thrown
    if (error instanceof AppError) {
      const headers: Record<string, string> = error instanceof TooManyRequestsError ? { 'retry-after': String(error.retryAfterSeconds) } : {}
      return answer(request, error.status, errorBody(error), headers)
    }
    if (code === 'VALIDATION' && error instanceof ElysiaValidationError) {
      if (error.type === 'response') {
        log.error('response does not match its contract', { method: request.method, path, detail: error.message.slice(0, 2000) })
        return answer(request, 500, { message: 'Internal server error' })
      }
      // Re-checked with TypeBox directly so errors come in the contract's field order (the
      // compiled checker reports unions first), exactly as the PWA lists them. Only the first
      // few are taken from the lazy iterator: a body may hold 10,000 values (request-bounds.ts),
      // each one wrong, and the answer never repeats the input anyway.
      const schema = (error.validator as { schema?: TSchema }).schema
      const errors = toFieldErrors(first(MAX_REPORTED_ERRORS, schema && Kind in schema ? Value.Errors(schema, error.value) : (error.all as unknown as ValueError[])))
      if (errors.length === 0) errors.push({ field: error.type, message: `The request ${error.type} is not valid` })
      if (error.type === 'property') for (const e of errors) e.field ||= queryFieldHolding(request, error.value) ?? ''
      return answer(request, 400, { message: errors[0]!.message, errors })
    }
    if (code === 'PARSE') return answer(request, 400, { message: INVALID_JSON_MESSAGE, errors: [{ field: 'body', message: INVALID_JSON_MESSAGE }] })
    if (code === 'NOT_FOUND') return answer(request, 404, { message: `No route for ${request.method} ${path}` })
    await storeErrorAnswer(request, 500, null)
    log.error('unhandled error', {
      method: request.method,
      path,
      code: String(code),
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack?.split('\n').slice(0, 8).join('\n') : undefined,
    })
    return json(500, { message: 'Internal server error' })
  })
