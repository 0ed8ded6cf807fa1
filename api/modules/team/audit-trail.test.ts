/** The audit trail in the admin panel (`GET /admin-panel/audit`): ADMIN reads who did what, newest first. */
import { describe, expect, test } from 'bun:test'
import { signUpOrganization, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const AUDIT = '/api/admin-panel/audit'

describe('the audit trail', () => {
  test('ADMIN reads the actions newest first with who did them, before and after; pages by cursor; one row by its subject', async () => {
    const admin = await teamToken(server, 'ADMIN')
    const org = await signUpOrganization(server)
    for (const creditsInCents of [1_500, 2_500]) {
      const res = await server.call('PUT', `/api/admin-panel/organizations/${org.organizationId}/add-credits`, { token: admin, body: { creditsInCents } })
      expect(res.status).toBeLessThan(300)
    }
    const first = await server.call('GET', `${AUDIT}?limit=1`, { token: admin })
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(1)
    expect(first.body.data[0]).toMatchObject({ actorKind: 'team_member', subjectType: 'organization', subjectId: org.organizationId, organizationId: org.organizationId })
    expect(first.body.data[0].actorName).toContain('@')
    expect(JSON.stringify(first.body.data[0].after)).toContain('2500')
    expect(first.body.hasNextPage).toBe(true)

    const second = await server.call('GET', `${AUDIT}?limit=1&cursor=${first.body.nextCursor}`, { token: admin })
    expect(JSON.stringify(second.body.data[0].after)).toContain('1500')
    expect(Date.parse(second.body.data[0].occurredAt)).toBeLessThanOrEqual(Date.parse(first.body.data[0].occurredAt))

    const history = await server.call('GET', `${AUDIT}?subjectType=organization&subjectId=${org.organizationId}`, { token: admin })
    expect(history.body.data.length).toBeGreaterThanOrEqual(2)
    expect(history.body.data.every((e: { subjectId: string }) => e.subjectId === org.organizationId)).toBe(true)
  })

  test('OPERATIONS and SUPPORT are refused (403); no token 401; a half subject or a bad limit is a 400', async () => {
    expect((await server.call('GET', AUDIT, { token: await teamToken(server, 'OPERATIONS') })).status).toBe(403)
    expect((await server.call('GET', AUDIT, { token: await teamToken(server, 'SUPPORT') })).status).toBe(403)
    expect((await server.call('GET', AUDIT)).status).toBe(401)
    const admin = await teamToken(server, 'ADMIN')
    const half = await server.call('GET', `${AUDIT}?subjectType=shift`, { token: admin })
    expect(half.status).toBe(400)
    expect(half.body.message).toBe('Give both subjectType and subjectId, or neither')
    expect((await server.call('GET', `${AUDIT}?limit=0`, { token: admin })).body.message).toBe('Limit must be a whole number from 1 to 100')
  })
})
