import { describe, expect, test } from 'bun:test'
import { ForbiddenError } from './errors'
import { isStaffingAgent, requireApiKeyScope, requireFacilityUserInPerson, requireSystemActor, schedulerActor, webhookActor, type Actor, type FacilityCaller } from './callers'

const facilityUser: FacilityCaller = { kind: 'facility', sessionId: 's', userId: 'u', organizationId: 'o', memberId: 'm', role: 'OWNER', facilityIds: null }
const agent: FacilityCaller = { ...facilityUser, agent: { agentId: 'staffing-agent' } }
const apiKey: Actor = { kind: 'api-key', keyId: 'k', organizationId: 'o', scopes: ['shift.create'] }

describe('system actors', () => {
  test('requireSystemActor lets only that system through', () => {
    expect(() => requireSystemActor(schedulerActor('sweep'), 'scheduler')).not.toThrow()
    expect(() => requireSystemActor(webhookActor('payments', 'evt_1'), 'webhook')).not.toThrow()
    expect(() => requireSystemActor(webhookActor('payments'), 'scheduler')).toThrow(new ForbiddenError('This is for the scheduler'))
    expect(() => requireSystemActor(schedulerActor('sweep'), 'webhook')).toThrow(new ForbiddenError('This is for processor webhooks'))
    for (const person of [facilityUser, agent, apiKey]) expect(() => requireSystemActor(person, 'scheduler')).toThrow(ForbiddenError)
  })
})

describe('the staffing agent', () => {
  test('is a facility caller with the agent set', () => {
    expect(isStaffingAgent(agent)).toBe(true)
    expect(isStaffingAgent(facilityUser)).toBe(false)
    expect(isStaffingAgent(schedulerActor('sweep'))).toBe(false)
  })

  test('is refused what only the person may do', () => {
    expect(() => requireFacilityUserInPerson(facilityUser)).not.toThrow()
    expect(() => requireFacilityUserInPerson(agent)).toThrow(new ForbiddenError('The staffing agent cannot do this for you'))
  })
})

describe('API keys', () => {
  test('need the scope of the action', () => {
    expect(() => requireApiKeyScope(apiKey, 'shift.create')).not.toThrow()
    expect(() => requireApiKeyScope(apiKey, 'shift.hire')).toThrow(new ForbiddenError('This API key does not have the shift.hire scope'))
    expect(() => requireApiKeyScope(facilityUser, 'shift.create')).toThrow(new ForbiddenError('This is for API keys'))
  })
})
