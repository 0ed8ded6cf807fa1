/**
 * The API's operations as the OpenAPI document lists them (`GET /api/docs/json`), in the shape
 * the hardening tests walk: the authorization matrix and the fuzzer take every operation from
 * here, so a route added to the app is in both without editing either.
 */

export type JsonSchema = Record<string, any>

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  /** `POST /api/facility/shift/{id}/hire`: how failures name the operation. */
  key: string
  method: string
  /** The document's path, with `{name}` placeholders. */
  path: string
  summary: string
  description: string
  /** The route declares the bearer requirement (its guard documents itself, plugins/auth.ts). */
  guarded: boolean
  pathParams: Parameter[]
  queryParams: Parameter[]
  /** The JSON body's schema, when the route takes a body. */
  body: { schema: JsonSchema; required: boolean; contentTypes: string[] } | null
  /** The route takes a body the document gives no JSON schema for (the tests then cannot build one). */
  bodyUndocumented: boolean
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])

export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      const parameters = ((op.parameters ?? []) as any[]).filter((p) => p.in === 'path' || p.in === 'query')
      const content = op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined
      const json = content?.['application/json']
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        guarded: Array.isArray(op.security) && op.security.length > 0,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, in: 'path', required: true, schema: p.schema ?? {} })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, in: 'query', required: Boolean(p.required), schema: p.schema ?? {} })),
        body: json ? { schema: json.schema ?? {}, required: Boolean(op.requestBody?.required), contentTypes: Object.keys(content!) } : null,
        bodyUndocumented: Boolean(op.requestBody) && !json?.schema,
      })
    }
  }
  return operations
}

/** The path with its placeholders filled (each value URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in ${path}`)
    return encodeSegment(values[name]!)
  })
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is sent as the three
 * bytes a careless encoder writes for it (`%ED%A0%80`): the fuzzer sends such paths on purpose.
 */
function encodeSegment(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    else out += encodeURIComponent(char)
  }
  return out
}

/** `?a=1&b=2` from defined values (arrays repeat the name), or ''. */
export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) search.append(name, String(v))
    else search.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The schema's branches resolved the way a client writing a value would: `anyOf`/`oneOf` to
 * its first branch that is not `null`, `type: [T, 'null']` to `T`.
 */
export function concrete(schema: JsonSchema): JsonSchema {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (branches?.length) {
    const first = branches.find((b) => b.type !== 'null') ?? branches[0]!
    return concrete({ ...schema, anyOf: undefined, oneOf: undefined, ...first })
  }
  if (Array.isArray(schema.type)) {
    const type = (schema.type as string[]).find((t) => t !== 'null') ?? 'null'
    return { ...schema, type }
  }
  return schema
}

/** Whether a field or parameter names an id by the API's convention (`shiftId`, `facilityIds`). */
export const isIdName = (name: string) => /(Id|Ids)$/.test(name)
