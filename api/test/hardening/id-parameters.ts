/**
 * Which parameters of an operation name a record by id, and which of a tenant's real ids each
 * takes. Derived from the OpenAPI document: every path parameter, and every query parameter or
 * body field (at any depth) whose name ends in `Id` or `Ids`. A parameter the tables below do
 * not resolve fails the matrix, so a new kind of id is covered on purpose, never skipped.
 */
import { concrete, isIdName, type JsonSchema, type Operation } from './operations'

export interface IdSlot {
  in: 'path' | 'query' | 'body'
  /** The field's place: one name for path and query, a list of keys for the body (`[]` = each item). */
  at: string[]
  name: string
  /** The tenant value list it takes (`shiftGroupId` for `{id}` of a group route). */
  kind: string
}

/** Fields named otherwise that hold one of the API's ids. */
export const ALIASES: Record<string, { kind: string; why: string }> = {
  applicantId: { kind: 'providerId', why: 'hire: the applicant is named by their providerId (api/modules/shifts/facility/hire-applicant.ts)' },
  hiredProviderId: { kind: 'providerId', why: "a group's cancel names the hired provider by providerId" },
  resumeFileId: { kind: 'fileId', why: "a careers application's résumé is one of the provider's stored files (careers-search/apply-to-job.ts)" },
}

/** Body fields named like ids that name no record anyone stores for another: the client's own keys. */
export const CLIENT_KEYS: Record<string, string> = {
  clientMessageId: "the sending client's own key for a message written offline, so a resend is stored once (conversations/send-message.ts); scoped to the thread",
  questionId: 'a question of a compliance module of the catalog kept in code (POST /provider/compliance/modules/{moduleKey}/answers): the same questions for every provider, no record of anyone',
  clientApplicationId: "the provider's app's own key for a careers application written offline, so a resend is stored once (careers-search/apply-to-job.ts); scoped to the provider and the job",
}

/**
 * Path parameters that name no tenant's record: what they reach is the same for every caller,
 * so there is nothing of one tenant to keep from another.
 */
export const NOT_TENANT_DATA: Record<string, string> = {
  zip: 'a US ZIP code: public reference data (GET /city-by-zip/{zip})',
  version: "the client app's version number, not a record (GET /env/{version})",
  moduleKey: 'a compliance training module of the catalog kept in code (GET /provider/compliance/modules/{moduleKey}): the same modules for every provider; the progress read or written is always the caller\'s own',
  month: "a calendar month (GET /billing/statements/{month}): always the caller's own organization's statement; its facilityId query is the id tried",
}

/**
 * Parameters whose value is itself the credential: a signed, expiring URL or a processor's
 * one-time link handed only to its owner. Whoever holds it may use it by design; tampering and
 * expiry are tested in their modules (licenses.test.ts "signed upload", payouts.test.ts).
 */
export const CAPABILITIES: Record<string, string> = {
  token: 'a signed file URL (/files/upload|download/{token}): the signature is the credential (api/integrations/storage/signed-urls.ts)',
  linkId: "the payment sandbox's one-time onboarding link, handed only to its provider, as Stripe's account links are",
}

/** Operations left out of the matrix, each with its reason. */
export const EXCLUDED_OPERATIONS: { test: (op: Operation) => boolean; why: string }[] = [
  {
    test: (op) => op.key === 'GET /api/admin-panel/audit',
    why: "the admin panel's audit trail (ADMIN only; other team roles 403, everyone else 401): staff read every tenant's events by design, and subjectId names a record of any tenant (api/modules/team/audit-trail.test.ts)",
  },
  { test: (op) => op.path.startsWith('/api/testing/'), why: 'testing helpers (seed 001 §7): mounted only with ENABLE_TESTING_ROUTES=1, never in production; they act on any id by design' },
  {
    test: (op) => op.key === 'GET /api/email-marketing-metrics/track',
    why: "an e-mail campaign link's click (spec 000 §7): its campaignId is the campaign's own label, not a tenant's record, and the call reads nothing (it records the click and redirects to the product's own address)",
  },
  {
    test: (op) => op.key === 'GET /api/files/images/{fileId}',
    why: "profile photos and facility pictures, shown to anyone who sees the profile or the shift (as on a public-read bucket); the address serves pictures only — a document's id answers 404 to everyone, which files.test.ts checks",
  },
  {
    test: (op) => op.key === 'GET /api/public/jobs/{jobId}',
    why: "a listed job's public page (spec 001 §7), read without a session by design: it answers the job's public fields to anyone, and 404 for a draft, archived or unknown job alike (api/modules/careers/public/public-job.test.ts)",
  },
  {
    test: (op) => op.key === 'GET /api/organization/careers/subscription/checkout/{sessionId}',
    why: "the payment sandbox's checkout page, opened by the organization's browser without a token: the checkout session id in its address is the credential (as a processor's hosted checkout link), and visiting it only completes that organization's own subscription",
  },
  {
    test: (op) => op.key === 'GET /api/jobs/checkout/{sessionId}',
    why: "the payment sandbox's checkout page for one job post (publishOnRedirect), opened by the organization's browser without a token: the session id is the open invoice's id signed with the product's secret (a forged or another's id answers 404), and visiting it only pays that organization's own post",
  },
  {
    test: (op) => op.key === 'GET /api/stripe/onboarding-return',
    why: "where the provider's browser lands after onboarding, without a token: the sessionId its return address carries is the credential, and the page says only whether the payout account is ready",
  },
]

function idSlotsOfSchema(schema: JsonSchema, at: string[], out: Omit<IdSlot, 'kind'>[]) {
  const s = concrete(schema)
  if (s.type === 'object' || s.properties) {
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
      if (isIdName(key) && !CLIENT_KEYS[key]) out.push({ in: 'body', at: [...at, key], name: key })
      else if (CLIENT_KEYS[key]) continue
      else idSlotsOfSchema(child, [...at, key], out)
    }
  } else if (s.type === 'array' && s.items) {
    idSlotsOfSchema(s.items, [...at, '[]'], out)
  }
}

/**
 * The operation's id parameters with the tenant kind each takes, or the reason none can be
 * tried. `{id}` is resolved by the summary's `({id} = shiftGroupId)`, which every route with a
 * bare `{id}` writes (api/modules/shifts/*\/routes.ts).
 */
export function idSlotsOf(op: Operation, known: Set<string>): { slots: IdSlot[]; unresolved: string[]; notTenant: string[]; capabilities: string[] } {
  const raw: Omit<IdSlot, 'kind'>[] = []
  for (const p of op.pathParams) raw.push({ in: 'path', at: [p.name], name: p.name })
  for (const p of op.queryParams) if (isIdName(p.name)) raw.push({ in: 'query', at: [p.name], name: p.name })
  if (op.body) idSlotsOfSchema(op.body.schema, [], raw)
  const slots: IdSlot[] = []
  const unresolved: string[] = []
  if (op.bodyUndocumented) unresolved.push('its request body (the OpenAPI document gives no application/json schema for it, so its id fields cannot be known)')
  const notTenant: string[] = []
  const capabilities: string[] = []
  for (const slot of raw) {
    if (slot.in === 'path' && NOT_TENANT_DATA[slot.name]) {
      notTenant.push(slot.name)
      continue
    }
    if (CAPABILITIES[slot.name]) {
      capabilities.push(slot.name)
      continue
    }
    let kind = ALIASES[slot.name]?.kind ?? slot.name
    if (slot.name === 'id') {
      const said = /\{id\} = (\w+)\)/.exec(op.summary)?.[1]
      if (!said) {
        unresolved.push(`{id} (the summary does not say which id: write "({id} = shiftGroupId)")`)
        continue
      }
      kind = said
    }
    if (!known.has(kind)) {
      unresolved.push(`${slot.in} ${slot.at.join('.')} (no tenant value for "${kind}": add one to api/test/hardening/tenant.ts or an alias in id-parameters.ts)`)
      continue
    }
    slots.push({ ...slot, kind })
  }
  return { slots, unresolved, notTenant, capabilities }
}

/** Sets `value` at `at` inside `target` (creating objects on the way; `[]` sets every item). */
export function setAt(target: any, at: string[], value: unknown): void {
  const [head, ...rest] = at
  if (head === undefined) return
  if (head === '[]') {
    if (!Array.isArray(target)) return
    for (let i = 0; i < target.length; i++) {
      if (rest.length === 0) target[i] = value
      else setAt(target[i], rest, value)
    }
    return
  }
  if (rest.length === 0) {
    target[head] = value
    return
  }
  if (typeof target[head] !== 'object' || target[head] === null) target[head] = rest[0] === '[]' ? [{}] : {}
  setAt(target[head], rest, value)
}
