/**
 * Corrections to the document @elysiajs/openapi 1.4.16 writes, made on a JSON copy (the plugin's
 * document shares schema objects with the routes' run-time validators) once per document:
 * - an empty body (`t.Void()`, the 204 `NoContent` contract, a redirect) comes out as
 *   `content: {type: 'void'}`, which is not a media-type map; a response with no body has no
 *   `content` at all (OpenAPI 3.1 "Response Object");
 * - every string answer comes out as `text/plain`; a schema that names its `contentMediaType`
 *   (the onboarding HTML page, file downloads) is listed under that media type instead;
 * - a nullable enumeration comes out as `{type: [T, 'null'], enum: [...]}` without `null` in the
 *   enum, which refuses the nulls the API sends (`role: null` for a provider); `null` is added;
 * - `noValidate`, Elysia's run-time flag (see the browse route), is not a JSON Schema keyword;
 * - a request body is offered as JSON, form and multipart alike; the API takes JSON only (any
 *   other media type is refused with 415, request-bounds.ts).
 */
const VOID_TYPES = new Set(['void', 'undefined', 'null'])

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const corrected = new WeakMap<object, Json>()

export function correctOpenApiDocument(original: unknown): unknown {
  if (!isObject(original) || !isObject(original.paths)) return original
  const known = corrected.get(original)
  if (known) return known
  const doc = JSON.parse(JSON.stringify(original)) as Json & { paths: Json }
  for (const item of Object.values(doc.paths)) {
    if (!isObject(item)) continue
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue
      if (isObject(operation.requestBody)) correctRequestBody(operation.requestBody)
      for (const response of Object.values(operation.responses)) if (isObject(response)) correctResponse(response)
    }
  }
  walkSchemas(doc)
  corrected.set(original, doc)
  return doc
}

function correctRequestBody(requestBody: Json) {
  const content = requestBody.content
  if (isObject(content) && isObject(content['application/json'])) requestBody.content = { 'application/json': content['application/json'] }
}

function correctResponse(response: Json) {
  const content = response.content
  if (!isObject(content)) return
  if (typeof content.type === 'string' && VOID_TYPES.has(content.type)) {
    delete response.content
    return
  }
  const plain = content['text/plain']
  if (isObject(plain) && isObject(plain.schema) && typeof plain.schema.contentMediaType === 'string') {
    const { 'text/plain': _, ...rest } = content
    response.content = { ...rest, [plain.schema.contentMediaType]: plain }
  }
}

function walkSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) walkSchemas(child)
    return
  }
  if (!isObject(node)) return
  if ('noValidate' in node && typeof node.noValidate === 'boolean') delete node.noValidate
  if (Array.isArray(node.type) && node.type.includes('null') && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null]
  for (const child of Object.values(node)) walkSchemas(child)
}
