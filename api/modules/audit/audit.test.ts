import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import type { Actor, FacilityCaller } from '../../callers'
import { schedulerActor, webhookActor } from '../../callers'
import { auditEvents, users } from '../../db/schema'
import { facilitySignUp } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { audit } from '.'

const server = await startTestServer()
const { ctx } = server

async function signUpFacility(): Promise<FacilityCaller> {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })
  expect(res.status).toBe(201)
  return { kind: 'facility', sessionId: 's', userId: res.body.userId, organizationId: res.body.organizationId, memberId: 'm', role: 'OWNER', facilityIds: null, requestId: 'req-1' }
}

const eventsOf = (subjectId: string) => ctx.db.read.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId)).all()
const firstNameOf = async (userId: string) => (await ctx.db.read.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).get())!.firstName

/** A verb in the house's shape: one write, the change and its event inside it; `fail` makes it throw after both. */
async function renameUser(actor: Actor, userId: string, firstName: string, fail = false): Promise<void> {
  await ctx.db.write(async (tx) => {
    const before = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).get()
    await tx.update(users).set({ firstName }).where(eq(users.id, userId))
    await audit(ctx, tx, actor, { action: 'user.rename', subject: ['user', userId], before, after: { firstName } })
    if (fail) throw new Error('the verb failed after writing')
  })
}

describe('audit', () => {
  test('records who did what to which row, before and after', async () => {
    const caller = await signUpFacility()
    await renameUser(caller, caller.userId, 'Marta')
    const [event] = await eventsOf(caller.userId)
    expect(event).toEqual({
      id: expect.any(String),
      occurredAt: expect.any(Date),
      actorKind: 'facility_user',
      actorId: caller.userId,
      onBehalfOf: null,
      organizationId: caller.organizationId,
      action: 'user.rename',
      subjectType: 'user',
      subjectId: caller.userId,
      before: JSON.stringify({ firstName: 'Maria' }),
      after: JSON.stringify({ firstName: 'Marta' }),
      requestId: 'req-1',
    })
    expect(Math.abs(event!.occurredAt.getTime() - ctx.clock.now().getTime())).toBeLessThan(5_000)
  })

  test('is rolled back with the change when the verb fails', async () => {
    const caller = await signUpFacility()
    await expect(renameUser(caller, caller.userId, 'Marta', true)).rejects.toThrow('the verb failed after writing')
    expect(await firstNameOf(caller.userId)).toBe('Maria')
    expect(await eventsOf(caller.userId)).toEqual([])
  })

  test('a failing write beside a succeeding one loses only its own event', async () => {
    const [a, b] = await Promise.all([signUpFacility(), signUpFacility()])
    // Started in the same turn, the two writes may share one commit (db/client.ts, GroupCommit).
    const results = await Promise.allSettled([renameUser(a, a.userId, 'Ana'), renameUser(b, b.userId, 'Bea', true)])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected'])
    expect((await eventsOf(a.userId)).map((e) => e.after)).toEqual([JSON.stringify({ firstName: 'Ana' })])
    expect(await eventsOf(b.userId)).toEqual([])
    expect(await firstNameOf(b.userId)).toBe('Maria')
  })

  test('a nested write joins the outer transaction: its event goes when the outer one fails', async () => {
    const caller = await signUpFacility()
    await expect(
      ctx.db.write(async () => {
        await renameUser(caller, caller.userId, 'Marta')
        throw new Error('the outer verb failed')
      }),
    ).rejects.toThrow('the outer verb failed')
    expect(await eventsOf(caller.userId)).toEqual([])
    expect(await firstNameOf(caller.userId)).toBe('Maria')
  })

  test('writes down each kind of actor', async () => {
    const caller = await signUpFacility()
    const actors: Actor[] = [
      caller,
      { ...caller, agent: { agentId: 'staffing-agent' }, requestId: 'req-2' },
      { kind: 'provider', sessionId: 's', userId: 'provider-user', providerId: 'provider-1' },
      { kind: 'team', sessionId: 's', teamMemberId: 'team-1', role: 'ADMIN', requestId: 'req-3' },
      schedulerActor('settle finished shifts'),
      webhookActor('payments', 'evt_123'),
      { kind: 'api-key', keyId: 'key-1', organizationId: 'org-9', scopes: ['user.rename'] },
    ]
    for (const actor of actors) await renameUser(actor, caller.userId, 'Marta')
    const rows = (await eventsOf(caller.userId)).sort((x, y) => x.id.localeCompare(y.id))
    expect(rows.map(({ actorKind, actorId, onBehalfOf, organizationId, requestId }) => ({ actorKind, actorId, onBehalfOf, organizationId, requestId }))).toEqual([
      { actorKind: 'facility_user', actorId: caller.userId, onBehalfOf: null, organizationId: caller.organizationId, requestId: 'req-1' },
      { actorKind: 'agent', actorId: 'staffing-agent', onBehalfOf: caller.userId, organizationId: caller.organizationId, requestId: 'req-2' },
      { actorKind: 'provider', actorId: 'provider-user', onBehalfOf: null, organizationId: null, requestId: null },
      { actorKind: 'team_member', actorId: 'team-1', onBehalfOf: null, organizationId: null, requestId: 'req-3' },
      { actorKind: 'scheduler', actorId: 'settle finished shifts', onBehalfOf: null, organizationId: null, requestId: null },
      { actorKind: 'webhook', actorId: 'payments', onBehalfOf: null, organizationId: null, requestId: 'evt_123' },
      { actorKind: 'api_key', actorId: 'key-1', onBehalfOf: null, organizationId: 'org-9', requestId: null },
    ])
  })

  test('an organization given by the verb wins over the actor’s; no before or after is NULL', async () => {
    const caller = await signUpFacility()
    await ctx.db.write((tx) => audit(ctx, tx, { kind: 'team', sessionId: 's', teamMemberId: 't', role: 'ADMIN' }, { action: 'organization.flag', subject: ['organization', caller.organizationId], organizationId: caller.organizationId }))
    const [event] = await eventsOf(caller.organizationId)
    expect(event).toMatchObject({ actorKind: 'team_member', organizationId: caller.organizationId, before: null, after: null })
  })

  test('the trail of a subject is read through its index, in time order', async () => {
    const plan = await ctx.db.read.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN SELECT * FROM audit_events WHERE subject_type = 'user' AND subject_id = 'x' ORDER BY occurred_at`)
    expect(plan.map((row) => row.detail).join(' ')).toContain('audit_events_subject_idx')
  })
})
