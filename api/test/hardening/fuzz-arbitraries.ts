/**
 * fast-check arbitraries for the fuzzer: requests built from each operation's contract as the
 * OpenAPI document gives it (valid-ish values: the right types, in range most of the time, real
 * ids some of the time), and the hostile inputs an attacker or a broken client sends instead:
 * deep nesting, huge strings, unicode that breaks naive code (RTL overrides, NUL, lone
 * surrogates, invalid UTF-8), wrong types, out-of-range and stringly numbers, extra and
 * prototype-polluting fields, empty bodies, invalid JSON, wrong content types, chunked bodies,
 * long URLs, big header blocks and odd Authorization headers.
 */
import fc from 'fast-check'
import { concrete, fillPath, isIdName, type JsonSchema, type Operation } from './operations'

export type FuzzBody = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array } | { kind: 'chunked'; text: string }

export interface FuzzRequest {
  op: string
  caller: string
  /** What kind of input this is, for grouping failures ("valid-ish", "deep nesting", …). */
  shape: string
  method: string
  path: string
  headers: Record<string, string>
  body: FuzzBody
}

/** Real ids by kind (`facilityId`, `shiftGroupId`, …) the fuzzer's callers own. */
export type IdPool = Record<string, string[]>

/**
 * Above these, Bun answers before the app sees the request (its header-block limit, which
 * api/plugins/request-bounds.ts raises to 64 KB): the app's own limits (URL 8 KB, headers 16 KB)
 * are crossed well within them.
 */
const MAX_URL_BYTES = 48 * 1024
const MAX_HEADER_BYTES = 48 * 1024
/** Bun counts headers too: its HTTP parser refuses a request with about 190 or more (bare 431). */
const MAX_EXTRA_HEADERS = 150

/** About `bytes` of headers in at most MAX_EXTRA_HEADERS of them. */
function manyHeaders(bytes: number): Record<string, string> {
  const count = Math.min(MAX_EXTRA_HEADERS, Math.floor(bytes / 100))
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`x-fuzz-${i}`, 'h'.repeat(Math.floor(bytes / count) - 15)]))
}

// ── hostile values ──────────────────────────────────────────────────────────────────────

const UNICODE_NASTIES = [
  '\u202eevil\u202c', // RTL override
  'a\u0000b', // NUL
  '\ud800', // lone high surrogate
  '\udfff tail', // lone low surrogate
  '\ufeffBOM', // byte order mark
  'Z\u0351\u0358\u0360\u0361\u0362\u035b\u0346\u0315', // combining marks
  '👩‍👩‍👧‍👦🏳️‍🌈', // joiners
  '\u200b\u200c\u200d', // zero-width
  'İıſK', // case-mapping traps
  '𝕳𝖊𝖑𝖑𝖔', // astral letters
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff%c0%af',
  '${jndi:ldap://x}',
  '{{7*7}}',
]

/** A JSON value an honest client would never send in that place. */
export const hostileValue: fc.Arbitrary<{ label: string; value: unknown }> = fc.oneof(
  fc.constantFrom(...UNICODE_NASTIES).map((value) => ({ label: 'unicode', value })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ label: 'unicode', value })),
  fc.integer({ min: 10_000, max: 1_500_000 }).map((n) => ({ label: 'huge string', value: 'x'.repeat(n) })),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 2 ** 64, -0, 5e-324, 0.1 + 0.2, -1, 0, 1e21).map((value) => ({ label: 'out-of-range number', value })),
  fc.constantFrom('12', ' 12 ', '1e3', '0x10', 'NaN', 'Infinity', '-0', '99999999999999999999', '١٢').map((value) => ({ label: 'number as string', value })),
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, 0, '').map((value) => ({ label: 'wrong type', value })),
  fc.integer({ min: 5, max: 60 }).map((depth) => ({ label: 'nested value', value: nest(depth) })),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => ({ label: 'long array', value: Array.from({ length: n }, (_, i) => i) })),
)

function nest(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** A JSON body text no contract accepts, as raw text (so it can be invalid or enormous). */
const hostileBodyText: fc.Arbitrary<{ label: string; text: string }> = fc.oneof(
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => ({ label: 'deep nesting ([)', text: '['.repeat(depth) + ']'.repeat(depth) })),
  fc.integer({ min: 1_000, max: 60_000 }).map((depth) => ({ label: 'deep nesting ({"a":)', text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) })),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => ({ label: 'deep nesting (unclosed)', text: '['.repeat(depth) })),
  fc.integer({ min: 100_000, max: 2_000_000 }).map((n) => ({ label: 'huge body', text: JSON.stringify({ filler: 'x'.repeat(n) }) })),
  fc.constantFrom('', ' ', 'null', '[]', '0', '"text"', 'true', '{}', '{"a":1,}', "{'a':1}", '{"a":1} // c', '{"a":', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}').map((text) => ({
    label: 'odd JSON',
    text,
  })),
  fc.integer({ min: 1_000, max: 50_000 }).map((n) => ({ label: 'many keys', text: JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))) })),
  fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890').map((text) => ({ label: 'out-of-range number', text })),
)

const INVALID_UTF8 = [new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]), new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]), new Uint8Array([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d])]

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'application/merge-patch+json',
  '*/*',
  'garbage',
]

// ── valid-ish values from a schema ──────────────────────────────────────────────────────

const dateText = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'email-address': fc.oneof(fc.emailAddress(), fc.constant('someone@example.test')),
  email: fc.emailAddress(),
  'us-phone': fc.constantFrom('(512) 555-0147', '2145550187', '+1 212 555 0199', '555-0100', '(000) 000-0000'),
  'calendar-date': fc.oneof(dateText, fc.constantFrom('2026-02-30', '2026-13-01')),
  'future-date': fc.oneof(dateText, fc.constant('2099-12-31')),
  date: dateText,
  'time-of-day': fc.oneof(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`), fc.constantFrom('24:00', '9:00')),
  'date-time': fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  uri: fc.webUrl(),
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format]!
  const maxLength = Math.min(schema.maxLength ?? 40, 40)
  const minLength = Math.min(schema.minLength ?? 0, maxLength)
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).filter((s) => s.length <= (schema.maxLength ?? Infinity))
    } catch {
      // Lookaheads (the street address's PO-box rule) are beyond fast-check's regex support.
    }
  }
  return fc.oneof({ weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) }, { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) })
}

function idArb(pool: IdPool, kind: string): fc.Arbitrary<string> {
  const real = pool[kind] ?? Object.values(pool).flat()
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(real.length ? real : ['none'])) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) })
}

/** Valid-ish values of `schema`: right types, in range most of the time, the pool's ids for id fields. */
export function schemaArb(schema: JsonSchema, name: string, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  const s = concrete(schema)
  if (isIdName(name)) {
    const kind = name.endsWith('Ids') ? name.slice(0, -1) : name
    const one = idArb(pool, kind === 'applicantId' || kind === 'hiredProviderId' ? 'providerId' : kind)
    return name.endsWith('Ids') ? fc.array(one, { minLength: 0, maxLength: 3 }) : one
  }
  if (s.const !== undefined) return fc.constant(s.const)
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum)
  switch (s.type) {
    case 'object': {
      if (depth > 6) return fc.constant({})
      const required = new Set<string>(s.required ?? [])
      const props = Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, JsonSchema>).map(([key, child]) => [key, schemaArb(child, key, pool, depth + 1)]))
      return fc.record(props, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) })
    }
    case 'array':
      return fc.array(schemaArb(s.items ?? {}, name, pool, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) })
    case 'string':
      return stringArb(s)
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1_000, -1_000_000), max: Math.min(s.maximum ?? 1_000, 1_000_000) })
    case 'number': {
      const min = Math.max(s.minimum ?? (s.exclusiveMinimum ?? -1_000), -1_000_000)
      const max = Math.min(s.maximum ?? (s.exclusiveMaximum ?? 1_000), 1_000_000)
      return s.multipleOf === 1 ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

// ── requests ────────────────────────────────────────────────────────────────────────────

/** Replaces the value at a random place of a JSON value (or the whole value) with `hostile`. */
function plant(value: unknown, hostile: unknown, choice: number): unknown {
  if (value === null || typeof value !== 'object') return hostile
  const keys = Object.keys(value)
  if (!keys.length || choice % 5 === 0) return hostile
  const key = keys[choice % keys.length]!
  const copy: any = Array.isArray(value) ? [...value] : { ...value }
  copy[key] = plant(copy[key], hostile, Math.floor(choice / 7))
  return copy
}

/** Which of the pool's kinds a path parameter takes (`{id}` by the summary's "({id} = shiftGroupId)"). */
function kindOfPathParam(op: Operation, name: string): string {
  if (name !== 'id') return name
  return /\{id\} = (\w+)\)/.exec(op.summary)?.[1] ?? 'id'
}

export interface Caller {
  name: string
  token: string | null
}

export function requestArb(operations: Operation[], callers: Caller[], pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const perOperation = operations.map((op) => {
    const pathArbs = Object.fromEntries(op.pathParams.map((p) => [p.name, idArb(pool, kindOfPathParam(op, p.name))]))
    const queryArbs = Object.fromEntries(op.queryParams.map((p) => [p.name, schemaArb(p.schema, p.name, pool)]))
    const requiredQuery = op.queryParams.filter((p) => p.required).map((p) => p.name)
    const bodyArb = op.body ? schemaArb(op.body.schema, '', pool) : fc.constant(undefined)
    const base = fc.record({
      caller: fc.constantFrom(...callers),
      path: fc.record(pathArbs),
      query: fc.record(queryArbs, { requiredKeys: requiredQuery }),
      body: bodyArb,
    })
    const valid = base.map((b) => ({ ...b, shape: 'valid-ish', raw: undefined as FuzzBody | undefined, extraHeaders: {} as Record<string, string>, contentType: 'application/json' }))
    const mutations: fc.Arbitrary<Mutated>[] = [
      // One body field (or the whole body) replaced by a hostile value.
      fc.tuple(base, hostileValue, fc.nat()).map(([b, h, choice]) => ({ ...b, shape: `body field: ${h.label}`, body: plant(b.body ?? {}, h.value, choice), raw: undefined, extraHeaders: {}, contentType: 'application/json' })),
      // Extra fields, prototype pollution included.
      fc.tuple(base, fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'organizationId')), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })).map(([b, extra]) => ({
        ...b,
        shape: 'extra fields',
        raw: { kind: 'text', text: JSON.stringify(b.body && typeof b.body === 'object' && !Array.isArray(b.body) ? { ...b.body, ...extra } : extra) } as FuzzBody,
        extraHeaders: {},
        contentType: 'application/json',
      })),
      // A body no contract accepts, as raw text.
      fc.tuple(base, hostileBodyText).map(([b, h]) => ({ ...b, shape: h.label, raw: { kind: 'text', text: h.text } as FuzzBody, extraHeaders: {}, contentType: 'application/json' })),
      // Invalid UTF-8.
      fc.tuple(base, fc.constantFrom(...INVALID_UTF8)).map(([b, bytes]) => ({ ...b, shape: 'invalid UTF-8', raw: { kind: 'bytes', bytes } as FuzzBody, extraHeaders: {}, contentType: 'application/json' })),
      // The right body under the wrong content type (or none).
      fc.tuple(base, fc.constantFrom(...WRONG_CONTENT_TYPES, '')).map(([b, type]) => ({
        ...b,
        shape: `content type ${type || '(none)'}`,
        raw: { kind: 'text', text: type.startsWith('application/x-www-form') ? 'a=1&b=%00&c[]=x' : type.startsWith('multipart') ? '------fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------fuzz--\r\n' : JSON.stringify(b.body ?? {}) } as FuzzBody,
        extraHeaders: {},
        contentType: type,
      })),
      // A body sent in chunks, without Content-Length, up to twice the limit.
      fc.tuple(base, fc.integer({ min: 1, max: 2_200_000 })).map(([b, n]) => ({ ...b, shape: n > 1_048_576 ? 'chunked body over the limit' : 'chunked body', raw: { kind: 'chunked', text: JSON.stringify({ ...(typeof b.body === 'object' && b.body && !Array.isArray(b.body) ? b.body : {}), filler: 'x'.repeat(n) }) } as FuzzBody, extraHeaders: {}, contentType: 'application/json' })),
      // Hostile path parameters.
      fc.tuple(base, fc.oneof(fc.constantFrom(...UNICODE_NASTIES, '..', '.', '%2e%2e%2f', ' ', '0', '-1', 'null', 'undefined'), fc.integer({ min: 1_000, max: 30_000 }).map((n) => 'x'.repeat(n)))).map(([b, v]) => ({
        ...b,
        shape: 'hostile path parameter',
        path: Object.fromEntries(Object.keys(b.path).map((k) => [k, v])),
        raw: undefined,
        extraHeaders: {},
        contentType: 'application/json',
      })),
      // Hostile query values: out of range, wrong type, repeated, long.
      fc.tuple(base, fc.constantFrom('99999999999999999999', '-1', '0', '1.5', '1e308', 'abc', '', '%00', '١', 'NaN', '[]', '{"a":1}'), fc.integer({ min: 0, max: 8_000 })).map(([b, v, long]) => {
        const names = Object.keys(b.query).length ? Object.keys(b.query) : ['page', 'pageSize']
        return { ...b, shape: 'hostile query', query: Object.fromEntries(names.map((k, i) => [k, i === 0 && long > 6_000 ? 'y'.repeat(long) : v])), raw: undefined, extraHeaders: {}, contentType: 'application/json' }
      }),
      // A long URL.
      fc.tuple(base, fc.integer({ min: 4_000, max: MAX_URL_BYTES })).map(([b, n]) => ({ ...b, shape: n > 8_192 ? 'URL over 8 KB' : 'long URL', query: { ...b.query, pad: 'q'.repeat(n) }, raw: undefined, extraHeaders: {}, contentType: 'application/json' })),
      // A big header block, many headers or one big one.
      fc.tuple(base, fc.integer({ min: 4_000, max: MAX_HEADER_BYTES }), fc.boolean()).map(([b, n, many]) => ({
        ...b,
        shape: n > 16_384 ? 'headers over 16 KB' : 'big headers',
        raw: undefined,
        // At most MAX_EXTRA_HEADERS of them, each longer as the block grows: past ~190 headers
        // Bun answers a bare 431 whatever their size (docs/decisions.md "Request limits").
        extraHeaders: many ? manyHeaders(n) : { 'x-fuzz': 'h'.repeat(n) },
        contentType: 'application/json',
      })),
      // Odd Authorization headers.
      fc.tuple(base, fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a b', `Bearer ${'t'.repeat(5_000)}`, 'Bearer \u00ff', 'bearer agent.x.y.z', 'Bearer agent.fuzz.AAAAAAAAAAAAAAAAAAAAAAAA.' + 'A'.repeat(43), 'Token abc')).map(([b, auth]) => ({
        ...b,
        shape: 'odd Authorization header',
        caller: { name: 'anonymous with an odd Authorization header', token: null },
        raw: undefined,
        extraHeaders: { authorization: auth },
        contentType: 'application/json',
      })),
    ]
    return fc.oneof({ weight: 10, arbitrary: valid }, ...mutations.map((arbitrary, i) => ({ weight: i < 3 ? 3 : 1, arbitrary }))).map((m) => toRequest(op, m))
  })
  return fc.oneof(...perOperation)
}

interface Mutated {
  caller: Caller
  path: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  shape: string
  raw: FuzzBody | undefined
  extraHeaders: Record<string, string>
  contentType: string
}

function toRequest(op: Operation, m: Mutated): FuzzRequest {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(m.query)) if (v !== undefined) search.append(k, Array.isArray(v) ? v.join('|') : typeof v === 'string' ? v : JSON.stringify(v))
  const query = search.toString()
  const headers: Record<string, string> = { ...m.extraHeaders }
  if (m.caller.token && !headers.authorization) headers.authorization = `Bearer ${m.caller.token}`
  let body: FuzzBody = { kind: 'none' }
  const sendsBody = op.method !== 'GET' && op.method !== 'HEAD'
  if (m.raw && sendsBody) body = m.raw
  else if (sendsBody && m.body !== undefined) body = { kind: 'text', text: JSON.stringify(m.body) }
  if (body.kind !== 'none' && m.contentType) headers['content-type'] = m.contentType
  return { op: op.key, caller: m.caller.name, shape: m.shape, method: op.method, path: fillPath(op.path, m.path) + (query ? `?${query}` : ''), headers, body }
}
