/**
 * Field-level validation on top of TypeBox, shared by the API and the PWA so both show the
 * seeds' exact messages.
 *
 * A schema carries its messages in a `messages` annotation keyed by the rule that failed:
 *
 *   Type.String({ minLength: 1, maxLength: 50, messages: { required: 'First Name is required',
 *     minLength: 'First Name is required', maxLength: 'First Name is too long' } })
 *
 * `required` is used when the property is missing (or null), the other keys name the TypeBox
 * rule (`minLength`, `maxLength`, `pattern`, `format`, `minimum`, `maximum`, `type`, `enum`,
 * `minItems`, `maxItems`, `integer`), and `default` catches the rest.
 */
import { Kind, type TSchema } from '@sinclair/typebox'
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors'

export interface FieldError {
  field: string
  message: string
}

export type RuleName =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minimum'
  | 'maximum'
  | 'integer'
  | 'enum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'additionalProperties'
  | 'default'

export type Messages = Partial<Record<RuleName, string>>

declare module '@sinclair/typebox' {
  interface SchemaOptions {
    /** Messages shown for each failed rule; see shared/validation/messages.ts. */
    messages?: Messages
  }
}

const RULE_BY_ERROR: Partial<Record<ValueErrorType, RuleName>> = {
  [ValueErrorType.ObjectRequiredProperty]: 'required',
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringMaxLength]: 'maxLength',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.StringFormat]: 'format',
  [ValueErrorType.StringFormatUnknown]: 'format',
  [ValueErrorType.NumberMinimum]: 'minimum',
  [ValueErrorType.NumberExclusiveMinimum]: 'minimum',
  [ValueErrorType.NumberMaximum]: 'maximum',
  [ValueErrorType.NumberExclusiveMaximum]: 'maximum',
  [ValueErrorType.IntegerMinimum]: 'minimum',
  [ValueErrorType.IntegerExclusiveMinimum]: 'minimum',
  [ValueErrorType.IntegerMaximum]: 'maximum',
  [ValueErrorType.IntegerExclusiveMaximum]: 'maximum',
  [ValueErrorType.Integer]: 'integer',
  [ValueErrorType.ArrayMinItems]: 'minItems',
  [ValueErrorType.ArrayMaxItems]: 'maxItems',
  [ValueErrorType.ArrayUniqueItems]: 'uniqueItems',
  [ValueErrorType.ObjectAdditionalProperties]: 'additionalProperties',
  [ValueErrorType.Union]: 'enum',
  [ValueErrorType.Literal]: 'enum',
}

/** `/personalInformation/firstName` → `personalInformation.firstName`; `/shiftDays/0/date` → `shiftDays[0].date`. */
export function fieldName(path: string): string {
  const parts = path.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  let out = ''
  for (const part of parts) {
    if (/^\d+$/.test(part)) out += `[${part}]`
    else out += out ? `.${part}` : part
  }
  return out
}

function humanize(field: string): string {
  const last = field.split('.').pop()?.replace(/\[\d+\]/g, '') ?? field
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The message for one TypeBox error, from the failing schema's annotation or a plain fallback. */
export function messageFor(error: Pick<ValueError, 'type' | 'schema' | 'path' | 'value'>): string {
  const messages = (error.schema as TSchema & { messages?: Messages }).messages ?? {}
  const field = fieldName(error.path)
  let rule = RULE_BY_ERROR[error.type] ?? 'type'
  // A null or missing value on a required field reads as "required", as users expect.
  if (error.value === undefined || error.value === null) rule = 'required'
  const specific = messages[rule]
  if (specific) return specific
  if (rule === 'required' && messages.minLength) return messages.minLength
  if (messages.default) return messages.default
  const label = humanize(field || 'value')
  switch (rule) {
    case 'required':
      return `${label} is required`
    case 'minLength':
      return (error.schema as { minLength?: number }).minLength === 1
        ? `${label} is required`
        : `${label} is too short`
    case 'maxLength':
      return `${label} is too long`
    case 'minItems':
      return `At least one ${label.toLowerCase()} must be specified`
    case 'additionalProperties':
      return `${label} is not allowed`
    default:
      return `${label} is invalid`
  }
}

/**
 * A union with its own messages (an enumeration) answers with them. A union without (an
 * optional `T | null`) answers with the first error of its first non-null branch, so an
 * optional "About me" that is too long still says "About me is too long".
 */
function resolveUnion(error: ValueError): ValueError {
  if (error.type !== ValueErrorType.Union || (error.schema as { messages?: Messages }).messages) return error
  for (const branch of error.errors ?? []) {
    const first = branch.First()
    if (first && (first.schema as unknown as Record<symbol, unknown>)[Kind] !== 'Null') return resolveUnion(first)
  }
  return error
}

/**
 * Turns TypeBox errors into the contract's `[{field, message}]`, one entry per field (the first
 * rule that failed), in the order the fields were checked. Union branches that TypeBox reports
 * as nested errors are skipped in favour of the union's own message.
 */
export function toFieldErrors(errors: Iterable<ValueError>): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const raw of errors) {
    const error = resolveUnion(raw)
    const field = fieldName(error.path)
    if (seen.has(field)) continue
    // An error on a parent object is reported by its children when they exist.
    if (error.type === ValueErrorType.Object && out.some((e) => e.field.startsWith(`${field}.`))) continue
    seen.add(field)
    out.push({ field, message: messageFor(error) })
  }
  return out
}
