/**
 * The authorization matrix (issue 17 §5): every operation of the OpenAPI document that takes an
 * id in its path, query or body is called with tenant A's real ids by everyone who has no
 * business with them — another organization's owner and MEMBER, a MEMBER of A's other facility,
 * another organization's provider, a provider A banned, A's own people of the other kind
 * (its provider on facility routes, its owner on provider routes), each admin-panel team role,
 * no token and a bad token. Nothing is listed by hand: a new route is in the matrix as soon as it
 * is in the document, and a route whose id has no value here fails until one is given.
 *
 * What counts as no leak. Each call is made twice: with A's real ids, and with the same ids
 * replaced by ids that exist nowhere. The caller must not be able to tell them apart — the same
 * status and the same message (ids blanked) — and the answer must be one of:
 *   401  no or bad token: the guard answers before anything is read (only status allowed then);
 *   403  the guard refuses the caller's kind, or the verb's first line refuses its role;
 *   404  not in the caller's scope, exactly as for an id that does not exist (api-contract
 *        "Errors": a tenant never learns whether another tenant's id exists);
 *   400  the request's shape, checked before any row is read;
 *   409 / 422  a rule judged on the request alone, before any row is read.
 * Because each of these must equal the answer for an id that does not exist, none of them says
 * anything about A's records. Never a 2xx, never a 5xx, and every answer JSON with a `message`.
 *
 * Two kinds of answers are not leaks and are said so per call: the admin panel's ADMIN and
 * OPERATIONS act on every tenant's records by design (domain "People and tenants"), while
 * SUPPORT is read-only there (every non-GET must be 403) except in the support-agent chats it
 * answers (`/api/admin-panel/support-agent/`); and any provider may see and apply to
 * any shift group of the marketplace (and any published careers job), so another organization's provider may get a 2xx for a
 * call whose only ids are A's group ids, as long as the answer carries none of A's private
 * values (its people, their e-mails, seats, applications, cards, licenses). The provider A banned
 * sees none of A's groups ("as if the shift did not exist", domain "Applications and hiring").
 *
 * To show the ids are real, every GET in the matrix first answers 2xx to one of A's own people.
 * Runs on every driver and adapter of `npm test` (it is in-process and takes a few seconds).
 */
import { describe, expect, test } from 'bun:test'
import { uuidv7 } from 'uuidv7'
import type { TeamRole } from '../../../shared/enums'
import { makeBan, makeLicense, signUpProvider, teamToken } from '../factories'
import { startTestServer, type TestResponse } from '../harness'
import { exampleValue, hintsOf } from './examples'
import { EXCLUDED_OPERATIONS, idSlotsOf, setAt, type IdSlot } from './id-parameters'
import { fillPath, isIdName, operationsOf, queryString, type Operation } from './operations'
import { makeTenant } from './tenant'

const server = await startTestServer()
const A = await makeTenant(server, 'Tenant A')
const B = await makeTenant(server, 'Tenant B')
const bannedByA = await signUpProvider(server)
await makeLicense(server, { providerId: bannedByA.providerId, state: 'TX' })
await makeBan(server, { organizationId: A.owner.organizationId, providerId: bannedByA.providerId })
const team = Object.fromEntries(await Promise.all((['ADMIN', 'OPERATIONS', 'SUPPORT'] as TeamRole[]).map(async (role) => [role, await teamToken(server, role)] as const))) as Record<TeamRole, string>
const doc = (await server.call('GET', '/api/docs/json')).body

interface Caller {
  name: string
  token: string | null
  /** No token or one that is no session: every guarded route answers 401. */
  noValidToken?: boolean
  /** Ids of the caller's own tenant, tried in place of one of A's in calls with several ids. */
  own?: Record<string, unknown[]>
  /** A's own people and the admin panel: legitimate wherever their kind is let in. */
  legitimateWhenLetIn?: boolean
  /** Admin-panel SUPPORT: let in on team routes, read-only there. */
  readOnlyStaff?: boolean
  /** Sees the marketplace's shift groups (an unbanned provider). */
  seesShiftGroups?: boolean
}

const CALLERS: Caller[] = [
  { name: 'no token', token: null, noValidToken: true },
  { name: 'a bad token', token: `bad-${crypto.randomUUID()}`, noValidToken: true },
  { name: "organization B's OWNER", token: B.owner.token, own: B.values },
  { name: "organization B's MEMBER", token: B.memberOfFirst.token, own: B.values },
  { name: "a MEMBER of A's other facility", token: A.memberOfSecond.token, own: { facilityId: [A.secondFacilityId], facilityIds: [[A.secondFacilityId]] } },
  { name: "organization B's provider", token: B.provider.token, own: B.values, seesShiftGroups: true },
  { name: 'a provider A banned', token: bannedByA.token },
  { name: "A's provider (on routes for facility users or staff)", token: A.provider.token, legitimateWhenLetIn: true },
  { name: "A's OWNER (on routes for providers or staff)", token: A.owner.token, legitimateWhenLetIn: true },
  { name: 'admin-panel ADMIN (on routes for users)', token: team.ADMIN, legitimateWhenLetIn: true },
  { name: 'admin-panel OPERATIONS (on routes for users)', token: team.OPERATIONS, legitimateWhenLetIn: true },
  { name: 'admin-panel SUPPORT', token: team.SUPPORT, readOnlyStaff: true },
]

const OPEN_ROUTE_CALLERS = new Set(['no token', 'a bad token', "organization B's OWNER"])

/** A's people who may read A's records, for the check that the ids tried are real. */
const OWNERS_OF_A = [
  { name: "A's OWNER", token: A.owner.token },
  { name: "A's MEMBER of the first facility", token: A.memberOfFirst.token },
  { name: "A's provider", token: A.provider.token },
  { name: 'admin-panel ADMIN', token: team.ADMIN },
]

/**
 * Ids of what every provider may see: shift groups, and published careers jobs (the job board is
 * public to providers; careers-search hides a job only from providers its organization banned).
 */
const PUBLIC_TO_PROVIDERS = new Set(['shiftGroupId', 'shiftGroupIds', 'jobId'])

/** Admin-panel paths where SUPPORT is more than read-only: the support-agent chats it answers (issue 14 §6). */
const SUPPORT_MAY_WRITE = /^\/api\/admin-panel\/support-agent\//

interface Built {
  method: string
  path: string
  body: unknown
  /** The A values this call carries, with their kinds. */
  used: { kind: string; value: unknown }[]
  /** The slots given the caller's own value instead of A's. */
  own: string[]
  /** Every id value placed in the call (blanked when two answers' messages are compared). */
  ids: string[]
}

/** One call of `op`: A's value (variant `i`) in each id slot, or `own` in slot `ownSlot`. */
function build(op: Operation, slots: IdSlot[], pick: (slot: IdSlot, index: number) => { value: unknown; fromA: boolean }): Built {
  const include = (name: string) => isIdName(name)
  const hints = hintsOf(op.description)
  const body = op.body ? exampleValue(op.body.schema, '', include, hints) : undefined
  const pathValues: Record<string, string> = {}
  const query: Record<string, unknown> = {}
  for (const p of op.queryParams) if (p.required && !isIdName(p.name)) query[p.name] = exampleValue(p.schema, p.name, undefined, hints)
  const used: Built['used'] = []
  const own: string[] = []
  const ids: string[] = []
  slots.forEach((slot, index) => {
    const { value, fromA } = pick(slot, index)
    ids.push(...(Array.isArray(value) ? value : [value]).map(String))
    if (fromA) used.push({ kind: slot.kind, value })
    else own.push(`${slot.in} ${slot.at.join('.')}`)
    if (slot.in === 'path') pathValues[slot.at[0]!] = String(value)
    else if (slot.in === 'query') query[slot.at[0]!] = Array.isArray(value) ? value.join('|') : value
    else setAt(body, slot.at, value)
  })
  // A path parameter that names no record (NOT_TENANT_DATA, e.g. a statement's month) takes its example.
  for (const p of op.pathParams) if (!(p.name in pathValues)) pathValues[p.name] = String(exampleValue(p.schema, p.name, undefined, hints))
  return { method: op.method, path: fillPath(op.path, pathValues) + queryString(query), body, used, own, ids }
}

/** Ids that exist nowhere, one per A value (the same A value gets the same unknown id). */
function unknownIdsFor(): (value: unknown) => unknown {
  const replacements = new Map<string, string>()
  const unknownOf = (value: string) => {
    if (!replacements.has(value)) replacements.set(value, uuidv7())
    return replacements.get(value)!
  }
  return (value) => (Array.isArray(value) ? value.map((v) => unknownOf(String(v))) : unknownOf(String(value)))
}

const send = (built: Built, token: string | null) => server.call(built.method, built.path, { body: built.body, ...(token ? { token } : {}) })

const blank = (message: unknown, ids: string[]) => {
  let text = String(message)
  for (const id of ids) text = text.split(id).join('<id>')
  return text
}

interface Finding {
  op: string
  caller: string
  problem: string
  call: string
  answer: string
}

const findings: Finding[] = []
const covered: { op: string; slots: string; calls: number; reachedVerb: number }[] = []
const excluded: { op: string; why: string }[] = []
const uncovered: { op: string; why: string }[] = []
const notReal: { op: string; answers: string }[] = []

const describeCall = (built: Built) =>
  `${built.method} ${built.path}${built.body === undefined ? '' : ` ${JSON.stringify(built.body).slice(0, 300)}`} (${built.own.length ? `the caller's own ${built.own.join(', ')}, A's other ids` : "all ids A's"})`
const describeAnswer = (res: TestResponse) => `${res.status} ${res.text.slice(0, 300)}`

const operations = operationsOf(doc)
const known = new Set(Object.keys(A.values))
const plans = operations.flatMap((op) => {
  const rule = EXCLUDED_OPERATIONS.find((e) => e.test(op))
  const { slots, unresolved, notTenant, capabilities } = idSlotsOf(op, known)
  if (!slots.length && !unresolved.length && !notTenant.length && !capabilities.length) return []
  if (rule) {
    excluded.push({ op: op.key, why: rule.why })
    return []
  }
  if (unresolved.length) {
    uncovered.push({ op: op.key, why: unresolved.join('; ') })
    return []
  }
  if (!slots.length) {
    excluded.push({ op: op.key, why: [...notTenant.map((n) => `{${n}}: not tenant data`), ...capabilities.map((n) => `{${n}}: a capability`)].join('; ') })
    return []
  }
  return [{ op, slots }]
})

async function checkRealIds() {
  for (const { op, slots } of plans) {
    if (op.method !== 'GET') continue
    const count = Math.max(...slots.map((s) => A.values[s.kind]!.length))
    const answers: string[] = []
    let ok = false
    for (let i = 0; i < count && !ok; i++) {
      const built = build(op, slots, (slot) => ({ value: A.values[slot.kind]![i % A.values[slot.kind]!.length], fromA: true }))
      for (const owner of OWNERS_OF_A) {
        const res = await send(built, owner.token)
        if (res.status >= 200 && res.status < 300) {
          ok = true
          break
        }
        answers.push(`${owner.name}: ${res.status}`)
      }
    }
    if (!ok) notReal.push({ op: op.key, answers: [...new Set(answers)].join(', ') })
  }
}

async function runMatrix() {
  for (const { op, slots } of plans) {
    const count = Math.max(...slots.map((s) => A.values[s.kind]!.length))
    let calls = 0
    let reachedVerb = 0
    for (const caller of CALLERS) {
      // An open route does not look at who calls: no token, a bad token and one signed-in caller are enough.
      if (!op.guarded && !OPEN_ROUTE_CALLERS.has(caller.name)) continue
      // Each call twice: with A's ids, and with ids that exist nowhere in their place (the rest
      // of the body made afresh, so values kept unique, like a sign-up's e-mail, stay unique).
      const pairs = (pick: (slot: IdSlot, index: number) => { value: unknown; fromA: boolean }): [Built, Built] => {
        const unknownOf = unknownIdsFor()
        return [build(op, slots, pick), build(op, slots, (slot, index) => {
          const picked = pick(slot, index)
          return picked.fromA ? { value: unknownOf(picked.value), fromA: false } : picked
        })]
      }
      const builds: [Built, Built][] = []
      for (let i = 0; i < count; i++) builds.push(pairs((slot) => ({ value: A.values[slot.kind]![i % A.values[slot.kind]!.length], fromA: true })))
      // A's ids mixed with one of the caller's own: its own facility with A's shift, and so on.
      if (caller.own && slots.length > 1) {
        slots.forEach((ownSlot, ownIndex) => {
          const own = caller.own![ownSlot.kind]
          if (!own?.length) return
          builds.push(pairs((slot, index) => (index === ownIndex ? { value: own[0], fromA: false } : { value: A.values[slot.kind]![0], fromA: true })))
        })
      }
      for (const [real, unknown] of builds) {
        const realAnswer = await send(real, caller.token)
        const unknownAnswer = await send(unknown, caller.token)
        calls += 2
        const report = (problem: string) => findings.push({ op: op.key, caller: caller.name, problem, call: describeCall(real), answer: `${describeAnswer(realAnswer)}; with unknown ids: ${describeAnswer(unknownAnswer)}` })
        if (realAnswer.status >= 500 || unknownAnswer.status >= 500) {
          report(`5xx (${realAnswer.status} / ${unknownAnswer.status} with unknown ids)`)
          continue
        }
        const letIn = unknownAnswer.status !== 403 && unknownAnswer.status !== 401
        if (letIn && unknownAnswer.status !== 400) reachedVerb++
        if (caller.legitimateWhenLetIn && letIn) continue
        if (caller.readOnlyStaff && letIn && op.guarded) {
          if (op.method === 'GET') continue
          // The one exception: SUPPORT answers support-agent chats, takes them over and hands them
          // back (issue 14 §6; team/permissions.ts `support.chat`), so it may write there.
          if (SUPPORT_MAY_WRITE.test(op.path)) continue
          report(`admin-panel SUPPORT is read-only (domain "People and tenants") but was let into a ${op.method}: ${realAnswer.status}`)
          continue
        }
        const ok2xx = realAnswer.status >= 200 && realAnswer.status < 300
        if (caller.seesShiftGroups && real.used.every((u) => PUBLIC_TO_PROVIDERS.has(u.kind))) {
          const leaked = A.markers.filter((m) => realAnswer.text.includes(m))
          if (ok2xx && leaked.length) report(`2xx on a public shift group carrying A's private values: ${leaked.join(', ')}`)
          continue
        }
        if (ok2xx) {
          const leaked = A.markers.filter((m) => realAnswer.text.includes(m))
          const unknown2xx = unknownAnswer.status >= 200 && unknownAnswer.status < 300
          // An open route (sign-up) answering alike for a real and an unknown id learned nothing.
          if (!op.guarded && unknown2xx && realAnswer.status === unknownAnswer.status && !leaked.length) continue
          report(leaked.length ? `LEAK: ${realAnswer.status} with A's data (${leaked.join(', ')})` : `LEAK: ${realAnswer.status} for A's ids (${unknownAnswer.status} for unknown ids)`)
          continue
        }
        const blanked = [...real.ids, ...unknown.ids]
        if (realAnswer.status !== unknownAnswer.status || blank(realAnswer.body?.message, blanked) !== blank(unknownAnswer.body?.message, blanked)) {
          report(`tells A's ids from unknown ones: ${realAnswer.status} ${JSON.stringify(realAnswer.body?.message)} vs ${unknownAnswer.status} ${JSON.stringify(unknownAnswer.body?.message)}`)
          continue
        }
        if (typeof realAnswer.body?.message !== 'string') {
          report(`${realAnswer.status} without a JSON {message}`)
          continue
        }
        if (caller.noValidToken) {
          if (op.guarded && realAnswer.status !== 401) report(`${realAnswer.status} instead of 401 without a valid token`)
          continue
        }
        if (![400, 401, 403, 404, 409, 422].includes(realAnswer.status)) report(`unexpected status ${realAnswer.status}`)
      }
    }
    covered.push({ op: op.key, slots: slots.map((s) => `${s.in} ${s.at.join('.')}${s.kind !== s.name ? `=${s.kind}` : ''}`).join(', '), calls, reachedVerb })
  }
}

describe('authorization matrix over the OpenAPI document', () => {
  test('the document has operations with ids to try', () => {
    expect(operations.length).toBeGreaterThan(50)
    expect(plans.length).toBeGreaterThan(30)
  })

  test('every id parameter has a value from tenant A (or an exclusion with its reason)', () => {
    if (uncovered.length) console.error(`Operations with an id the matrix has no value for:\n${uncovered.map((u) => `  ${u.op}: ${u.why}`).join('\n')}`)
    expect(uncovered).toEqual([])
  })

  test("A's ids are real: each GET answers 2xx to one of A's own people", async () => {
    await checkRealIds()
    if (notReal.length) console.error(`GETs no owner of A could read (the matrix would prove nothing there):\n${notReal.map((n) => `  ${n.op}: ${n.answers}`).join('\n')}`)
    expect(notReal).toEqual([])
  })

  test('0 leaks: no caller tells A’s ids from unknown ones, no 2xx with A’s data, no 5xx', async () => {
    await runMatrix()
    const byOp = new Map<string, Finding[]>()
    for (const f of findings) byOp.set(f.op, [...(byOp.get(f.op) ?? []), f])
    const total = covered.reduce((n, c) => n + c.calls, 0)
    if (process.env.HARDENING_VERBOSE) console.log(covered.map((c) => `  ${c.op} [${c.slots}] ${c.calls} calls, ${c.reachedVerb} reached the verb`).join('\n'))
    console.log(`authorization matrix: ${covered.length} operations, ${CALLERS.length} callers, ${total} calls; ${findings.length} findings; ${excluded.length} excluded (${excluded.map((e) => `${e.op}: ${e.why}`).join(' | ')})`)
    if (findings.length) {
      const lines = [...byOp].map(([op, list]) => `  ${op}\n${list.slice(0, 6).map((f) => `    as ${f.caller}: ${f.problem}\n      ${f.call}\n      → ${f.answer}`).join('\n')}${list.length > 6 ? `\n    … and ${list.length - 6} more` : ''}`)
      console.error(`Authorization matrix findings:\n${lines.join('\n')}`)
    }
    expect(findings.map((f) => `${f.op} as ${f.caller}: ${f.problem}`)).toEqual([])
  }, 120_000)

  test('every operation reached its verb for some caller let in (a body refused for all would prove nothing)', () => {
    expect(covered.map((c) => c.op)).toEqual(plans.map((p) => p.op.key))
    const unreached = covered.filter((c) => c.reachedVerb === 0).map((c) => c.op)
    expect(unreached).toEqual([])
  })
})
