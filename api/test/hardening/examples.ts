/**
 * A valid value for a JSON schema of the API's contracts, written the way a careful client
 * would: the authorization matrix sends such bodies so that a request passes Elysia's shape
 * check and reaches the verb's own checks (a 400 on the body before any row is read would make
 * the matrix prove nothing). The contracts' own formats (shared/validation/formats.ts) and the
 * patterns they use are known here; an unknown pattern is sampled with fast-check's
 * `stringMatching`.
 */
import fc from 'fast-check'
import { concrete, type JsonSchema } from './operations'

let counter = 0
/** Unique per call: e-mails and other values the API keeps unique (sign-ups). */
const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The contracts' named formats (shared/validation/formats.ts). */
export const FORMAT_EXAMPLES: Record<string, () => string> = {
  'email-address': () => `hardening-${uniqueSuffix()}@example.test`,
  email: () => `hardening-${uniqueSuffix()}@example.test`,
  'us-phone': () => '(512) 555-0147',
  'future-date': () => daysFromToday(30),
  'calendar-date': () => daysFromToday(30),
  date: () => daysFromToday(30),
  'time-of-day': () => '09:00',
  'date-time': () => new Date(Date.now() + 30 * 86_400_000).toISOString(),
  uri: () => 'https://app.example.test/back',
}

/** Patterns of the contracts with a readable value; others are sampled. */
const PATTERN_EXAMPLES: [RegExp, string][] = [
  [/^\^\\d\{5\}/, '78701'],
  [/^\^\\d\{4\}-\(0\[1-9\]/, daysFromToday(30)],
  [/PHARMACIST\|TECHNICIAN\|INTERN/, 'PHARMACIST'],
  [/Open\|Filled/, 'Open'],
  [/^\^\[A-Z\]\{2\}/, 'TX'],
  [/\(SU\|M\|T/, 'M'],
  [/^\^\\d\+\\\.\\d\+\\\.\\d\+\$$/, '1.0.0'],
  [/:\/\/\\S\+\$$/, 'https://app.example.test/back'],
  [/^\^\(\?!/, '401 Congress Ave'],
  [/^\^\[A-Za-z\\u00C0/, 'Maria'],
]

/**
 * Fields whose schema leaves the value loose (a bare string, `\S`) but whose verb expects one
 * of a few: a ZIP code in the given state, a ban type.
 */
export const FIELD_EXAMPLES: Record<string, string> = {
  state: 'TX',
  stateLicense: 'TX',
  city: 'Austin',
  zipCode: '78701',
  firstName: 'Maria',
  lastName: 'Lopez',
  phoneNumber: '(512) 555-0147',
  banType: 'BAN',
}

const fits = (schema: JsonSchema, value: string) =>
  (!Array.isArray(schema.enum) || schema.enum.includes(value)) && (typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test(value))

function stringExample(schema: JsonSchema, name: string, hints: Record<string, unknown>): string {
  const hinted = hints[name] ?? FIELD_EXAMPLES[name]
  if (typeof hinted === 'string' && fits(schema, hinted)) return hinted
  if (typeof schema.format === 'string' && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format]!()
  const plain = /password/i.test(name) ? 'Str0ng-pass-2026' : `Sample ${name || 'text'} for a hardening test`
  let value: string | undefined
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(plain)) {
    value = PATTERN_EXAMPLES.find(([re]) => re.test(schema.pattern))?.[1]
    if (value === undefined) {
      try {
        const re = new RegExp(schema.pattern)
        const sampled = fc.sample(fc.stringMatching(re, { size: 'xsmall' }), { seed: 7, numRuns: 20 }).find((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity) && /\S/.test(s))
        value = sampled ?? 'Sample'
      } catch {
        value = 'Sample'
      }
    }
  }
  value ??= /email/i.test(name) ? FORMAT_EXAMPLES.email!() : plain
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? Infinity
  if (value.length < min) value = value.padEnd(min, 'x')
  if (value.length > max) value = value.slice(0, max)
  return value
}

function numberExample(schema: JsonSchema): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined)
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined)
  let value = min ?? (max !== undefined ? Math.min(1, max) : 1)
  if (min === undefined && max !== undefined && max >= 1) value = 1
  if (min !== undefined && max !== undefined && min <= 1 && max >= 1) value = 1
  if (schema.multipleOf) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf
  if (schema.type === 'integer') value = Math.ceil(value)
  return value
}

/**
 * A valid value of `schema`. Objects get their required properties, the optional ones
 * `include(name)` asks for (the matrix asks for every id field) and those named in `hints` or
 * FIELD_EXAMPLES; `hints` gives values by field name (an operation's test token).
 */
export function exampleValue(schema: JsonSchema, name = '', include: (name: string) => boolean = () => false, hints: Record<string, unknown> = {}): unknown {
  const s = concrete(schema)
  if (name in hints && typeof hints[name] !== 'string') return hints[name]
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0]
  if (s.const !== undefined) return s.const
  if (Array.isArray(s.enum) && s.enum.length) {
    const hinted = hints[name] ?? FIELD_EXAMPLES[name]
    return s.enum.includes(hinted) ? hinted : (s.enum.find((v: unknown) => v !== null) ?? s.enum[0])
  }
  if (s.default !== undefined && s.type !== 'object' && s.type !== 'array') return s.default
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      const required = new Set<string>(s.required ?? [])
      for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
        if (required.has(key) || include(key) || key in hints || key in FIELD_EXAMPLES) out[key] = exampleValue(child, key, include, hints)
      }
      return out
    }
    case 'array': {
      const count = Math.max(s.minItems ?? 0, 1)
      return Array.from({ length: Math.min(count, s.maxItems ?? count) }, () => exampleValue(s.items ?? {}, name, include, hints))
    }
    case 'string':
      return stringExample(s, name, hints)
    case 'number':
    case 'integer':
      return numberExample(s)
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return s.properties ? exampleValue({ ...s, type: 'object' }, name, include, hints) : 'sample'
  }
}

/**
 * Values an operation's description names for its fields: the payment processor's test tokens
 * ("Test tokens: tok_visa, …", "Test token: btok_us_verified").
 */
export function hintsOf(description: string): Record<string, unknown> {
  const token = /\b(b?tok_\w+)/.exec(description)?.[1]
  return token ? { token } : {}
}
