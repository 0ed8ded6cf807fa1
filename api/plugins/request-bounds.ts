/**
 * Bounded work per request, decided before anything is parsed (issue 17):
 * - the request target and the header block have a size limit, answered 414 and 431 with JSON;
 * - a body is read with a running byte count, so one sent in chunks (no Content-Length) is held
 *   to `settings.maxBodyBytes` exactly like one that declares its length (413);
 * - a JSON body is scanned once before `JSON.parse` sees it: no deeper than `maxJsonDepth`, so
 *   no body makes the parser, the validator or an error message recurse 20,000 levels deep, and
 *   no more than `maxJsonValues` values, so parsing and validating any body up to the byte limit
 *   stays a matter of milliseconds (JSON.parse alone spends tens of them on a 1 MB object of
 *   50,000 keys) (400). It must be an object (or `null`), as every contract is (400): Elysia spreads a body
 *   into its contract's defaults, and a 1 MB string or array spread that way is a million
 *   properties;
 * - every body is JSON: another media type is refused (415) rather than handed to a parser the
 *   API does not need (forms, multipart).
 *
 * How: before routing, the request's own body readers (`json`, `text`, `arrayBuffer`, …) are
 * replaced on that request by bounded ones. Elysia's parsers call them, and so does a route that
 * reads its raw body itself (the processor's webhook), so everything downstream is unchanged. A
 * global `onParse` hook would do the reading too, but with one @elysiajs/openapi 1.4 drops every
 * request body's media types from the document (it lists named parsers only), and routes with
 * `parse: 'none'` fail ("parser['none'] is not a function"). The signed upload and the onboarding
 * form's multipart upload are left alone: each reads its file against a limit of its own
 * (integrations/storage/receive-upload.ts).
 */
import http from 'node:http'
import { Elysia } from 'elysia'
import { AppError, PayloadTooLargeError, ValidationError } from '../errors'
import { readAtMost } from '../lib/read-at-most'
import { settings } from '../settings'

/**
 * Where a form body (`application/x-www-form-urlencoded`) is the sender's only way: Twilio's
 * webhooks, and the one-click unsubscribe of RFC 8058 that mail clients POST. Still bounded.
 */
const FORM_PATHS = ['/api/twilio/', '/api/unsubscribe-to-notifications']
const FORM_TYPE = 'application/x-www-form-urlencoded'

/** The signed upload: its body is a file, read by its route with a limit of its own. */
const UPLOAD_PATH = '/api/files/upload/'
/**
 * The onboarding form's file upload (`POST /facility/{facilityId}/ffm/files`, spec 000 §7
 * "multipart"): a multipart body read by its verb against the file store's limit
 * (onboarding-forms/files/read-multipart-file.ts), the one multipart call of the API.
 */
const MULTIPART_UPLOAD_PATH = /^\/api\/facility\/[^/]+\/ffm\/files\/?$/

function readsItsOwnBody(request: Request): boolean {
  const path = new URL(request.url).pathname
  return path.startsWith(UPLOAD_PATH) || (request.method === 'POST' && MULTIPART_UPLOAD_PATH.test(path))
}

/**
 * Bun answers a request line and headers over its own limit (16 KB by default) with a bare 431
 * before the app sees them. Raised well above the app's limits so the app answers those in JSON;
 * past this, Bun's bare 431 still stands (docs/decisions.md "Request limits"). It is one setting
 * for the whole process, read per request, so it holds for every server this process starts
 * (the port, the writer socket of api/server-processes), in the single binary too.
 */
export const BUN_HEADER_LIMIT_BYTES = 65_536

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON'
const TOO_LARGE_MESSAGE = `The request body is larger than ${settings.maxBodyBytes / 1_048_576} MB`
const TOO_DEEP_MESSAGE = `The request body is nested more than ${settings.maxJsonDepth} levels deep`
const TOO_MANY_VALUES_MESSAGE = `The request body holds more than ${settings.maxJsonValues.toLocaleString('en-US')} values`
const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object'
const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json)'

export class UriTooLongError extends AppError {
  readonly status = 414
}

export class HeadersTooLargeError extends AppError {
  readonly status = 431
}

export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415
}

const QUOTE = 0x22
const COMMA = 0x2c
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const LETTER_N = 0x6e

/**
 * Which bound JSON text breaks, if any: nesting of arrays and objects deeper than `maxDepth`, or
 * more than `maxValues` values (array items and object members, counted by their separating
 * commas and opening brackets). One pass over the bytes, building nothing, stopping at the first
 * bound broken. Brackets and commas inside strings do not count; a backslash in a string skips
 * the byte after it, so `"\""` stays one string. UTF-8 continuation bytes are all ≥ 0x80, so they
 * are never taken for one of these characters. Malformed text is left for `JSON.parse` to refuse.
 */
export function brokenJsonBound(bytes: Uint8Array, maxDepth: number, maxValues: number): 'depth' | 'values' | undefined {
  let depth = 0
  let values = 0
  let inString = false
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (inString) {
      if (byte === BACKSLASH) i++
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (byte === COMMA) {
      if (++values > maxValues) return 'values'
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > maxDepth) return 'depth'
      if (++values > maxValues) return 'values'
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--
  }
  return undefined
}

/** The first byte that is not JSON whitespace (undefined for blank text). */
function firstSignificantByte(bytes: Uint8Array): number | undefined {
  for (const byte of bytes) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return byte
  return undefined
}

/** A JSON body: bounded, no deeper than the limit, an object; refused with a message otherwise. */
function parseJsonBody(bytes: Uint8Array): unknown {
  const first = firstSignificantByte(bytes)
  // Blank: Elysia's own answer for a missing body (nothing for an optional one, 400 otherwise).
  if (first === undefined) throw ValidationError.field('body', INVALID_JSON_MESSAGE)
  // `null` stands for "no body" where a contract allows one (`object | null`).
  if (first !== OPEN_BRACE && first !== LETTER_N) throw ValidationError.field('body', NOT_AN_OBJECT_MESSAGE)
  const broken = brokenJsonBound(bytes, settings.maxJsonDepth, settings.maxJsonValues)
  if (broken === 'depth') throw ValidationError.field('body', TOO_DEEP_MESSAGE)
  if (broken === 'values') throw ValidationError.field('body', TOO_MANY_VALUES_MESSAGE)
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw ValidationError.field('body', INVALID_JSON_MESSAGE)
  }
}

/** The bounded body of each request given bounded readers: read once, whoever asks first. */
const boundedBodies = new WeakMap<Request, () => Promise<Uint8Array<ArrayBuffer>>>()

/**
 * The request's body as its bounded readers read it — the same bytes the handler's parser gets,
 * read once for both — or undefined when it has none (no body, an empty one, the signed upload).
 * Rejects with a 413 past the limit.
 */
export function boundedBodyOf(request: Request): Promise<Uint8Array<ArrayBuffer>> | undefined {
  return boundedBodies.get(request)?.()
}

/**
 * The body, never more than the limit. A declared length within the limit is read by the
 * runtime in one go: the server frames the body by that length, so no more can arrive (checked
 * all the same, for a request built in process). Without one, the body is counted as it streams.
 * `request.body` at the time of reading: a `clone()` meanwhile hands the request a new stream.
 */
async function readBounded(request: Request, declaredLength: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredLength > 0) {
    const bytes = new Uint8Array(await Request.prototype.arrayBuffer.call(request))
    if (bytes.byteLength > settings.maxBodyBytes) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE)
    return bytes
  }
  return readAtMost(request.body, settings.maxBodyBytes, TOO_LARGE_MESSAGE)
}

/** Replaces the body readers of this one request by bounded ones. */
function boundBodyReaders(request: Request, declaredLength: number): void {
  let read: Promise<Uint8Array<ArrayBuffer>> | undefined
  const bytes = () => (read ??= readBounded(request, declaredLength))
  boundedBodies.set(request, bytes)
  const readers = {
    bytes,
    arrayBuffer: async () => (await bytes()).slice().buffer,
    text: async () => new TextDecoder().decode(await bytes()),
    json: async () => parseJsonBody(await bytes()),
    blob: async () => new Blob([await bytes()], { type: request.headers.get('content-type') ?? '' }),
    formData: async () => {
      throw new UnsupportedMediaTypeError(NOT_JSON_MESSAGE)
    },
  }
  for (const [name, value] of Object.entries(readers)) Object.defineProperty(request, name, { value, configurable: true })
}

/**
 * `application/json`, with or without parameters: the one spelling Elysia's parser reads (it
 * ignores `Application/JSON` and `+json` types, whose bodies would silently count as absent).
 */
function isJson(contentType: string): boolean {
  return contentType.split(';', 1)[0]!.trim() === 'application/json'
}

/** Length of the request target (path and query) of an absolute request URL. */
function targetLength(url: string): number {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  return start === -1 ? 0 : url.length - start
}

/** Bytes of the header block as sent: each `name: value\r\n`. */
function headerBytes(headers: Headers): number {
  let size = 0
  headers.forEach((value, name) => {
    size += name.length + value.length + 4
  })
  return size
}

function isAllowedForm(contentType: string, url: string): boolean {
  if (contentType.split(';', 1)[0]!.trim().toLowerCase() !== FORM_TYPE) return false
  const path = new URL(url).pathname
  return FORM_PATHS.some((prefix) => path.startsWith(prefix))
}

export const requestBoundsPlugin = () => {
  ;(http as { maxHeaderSize: number }).maxHeaderSize = BUN_HEADER_LIMIT_BYTES
  // Before routing and before any other plugin's work (idempotency claims read the database).
  return new Elysia({ name: 'request-bounds' }).onRequest(({ request }) => {
    if (targetLength(request.url) > settings.maxUrlBytes) throw new UriTooLongError(`The address is longer than ${settings.maxUrlBytes / 1024} KB`)
    if (headerBytes(request.headers) > settings.maxHeaderBytes) throw new HeadersTooLargeError(`The request headers are larger than ${settings.maxHeaderBytes / 1024} KB`)
    if (!request.body || readsItsOwnBody(request)) return
    // A declared length over the limit is refused before a byte of the body is read.
    const length = Number(request.headers.get('content-length') ?? 0)
    if (length > settings.maxBodyBytes) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE)
    if (length === 0 && request.headers.has('content-length')) return
    const contentType = request.headers.get('content-type')
    if (contentType !== null && !isJson(contentType) && !isAllowedForm(contentType, request.url)) throw new UnsupportedMediaTypeError(NOT_JSON_MESSAGE)
    boundBodyReaders(request, length)
  })
}
