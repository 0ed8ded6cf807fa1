/**
 * Declining a shift applicant (issue 14 §2 "application rejected"): the application becomes
 * REJECTED and is marked in the applicants list, the provider hears once on the bell, by e-mail
 * and push, and cannot apply to the same shift again; only a pending application of the
 * caller's own organization can be declined.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { applications, outboxMessages } from '../../../db/schema'
import { startTestServer } from '../../../test/harness'
import { attachCard, makeShift, makeShiftGroup, signUpOrganization, signUpProvider } from '../../../test/factories'
import { deliverDueNotifications } from '../../notifications'

const server = await startTestServer()
const sweep = () => deliverDueNotifications({ ...server.ctx })

const org = await signUpOrganization(server)
const other = await signUpOrganization(server)
const shiftGroupId = (await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 4, quantity: 3 })).group.id

async function applicant() {
  const p = await signUpProvider(server)
  expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)
  const applied = await server.call('POST', `/api/provider/shift/${shiftGroupId}/apply`, { token: p.token, body: {} })
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300)
  const row = await server.ctx.db.read.select().from(applications).where(and(eq(applications.providerId, p.providerId), eq(applications.shiftGroupId, shiftGroupId))).get()
  return { ...p, applicationId: row!.id }
}
const reject = (token: string, applicationId: string, groupId = shiftGroupId) => server.call('PUT', `/api/facility/shift/${groupId}/applicants/${applicationId}/reject`, { token })

describe('PUT /facility/shift/{shiftGroupId}/applicants/{applicationId}/reject', () => {
  test('the application is declined, listed as rejected, and the provider hears once', async () => {
    const p = await applicant()
    expect((await reject(org.token, p.applicationId)).status).toBe(204)

    const listed = await server.call('GET', `/api/facility/shift/${shiftGroupId}/applicants`, { token: org.token })
    expect(listed.status).toBe(200)
    expect(listed.body.data.find((a: any) => a.id === p.applicationId)).toMatchObject({ isRejectedByFacility: true, isHired: false })

    await sweep()
    await sweep()
    const bell = (await server.call('GET', '/api/notifications', { token: p.token })).body.data.filter((n: any) => n.event === 'APPLICATION_REJECTED')
    expect(bell).toHaveLength(1)
    expect(bell[0]).toMatchObject({ title: 'Application not selected', url: '/provider/shifts' })
    const mail = await server.ctx.db.read.select().from(outboxMessages).where(and(eq(outboxMessages.to, p.email), eq(outboxMessages.channel, 'EMAIL')))
    expect(mail.filter((m) => m.subject === 'Application not selected')).toHaveLength(1)

    // The pharmacy's "no" stands for this shift.
    const again = await server.call('POST', `/api/provider/shift/${shiftGroupId}/apply`, { token: p.token, body: {} })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('The pharmacy declined your application for this shift')
    const detail = await server.call('GET', `/api/provider/shift-group/${shiftGroupId}`, { token: p.token })
    expect(JSON.stringify(detail.body)).toContain('The pharmacy declined your application for this shift')
  })

  test('declining twice, a withdrawn or a hired application → 409', async () => {
    const declined = await applicant()
    expect((await reject(org.token, declined.applicationId)).status).toBe(204)
    const twice = await reject(org.token, declined.applicationId)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('This application was already declined')

    const withdrawn = await applicant()
    expect((await server.call('POST', `/api/provider/shift-group/${shiftGroupId}/application/cancel`, { token: withdrawn.token })).status).toBeLessThan(300)
    const late = await reject(org.token, withdrawn.applicationId)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This application is no longer pending')

    const hired = await applicant()
    const card = await attachCard(server, { token: org.token, facilityId: org.facilityId })
    expect((await server.call('POST', `/api/facility/shift/${shiftGroupId}/hire`, { token: org.token, body: { applicantId: hired.applicationId, paymentMethodId: card.body.paymentMethodId } })).status).toBe(201)
    expect((await reject(org.token, hired.applicationId)).status).toBe(409)
  })

  test("another organization's group or application → 404, and nothing changes", async () => {
    const p = await applicant()
    expect((await reject(other.token, p.applicationId)).status).toBe(404)
    const { shiftGroupId: otherGroup } = await makeShift(server, { facilityId: other.facilityId, daysFromNow: 4 })
    expect((await reject(other.token, p.applicationId, otherGroup)).status).toBe(404)
    expect((await reject(org.token, 'no-such-application')).status).toBe(404)
    const row = await server.ctx.db.read.select().from(applications).where(eq(applications.id, p.applicationId)).get()
    expect(row!.status).toBe('PENDING')
  })
})
