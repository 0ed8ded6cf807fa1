/** Accounts and shifts made through the API for the specs (Playwright's request context). */
import { expect, type APIRequestContext } from '@playwright/test'
import { facilitySignUpBody, nyDate, providerSignUpBody, shiftPostBody, uniqueEmail } from './support'

export interface Facility {
  facilityId: string
  token: string
  headers: Record<string, string>
  paymentMethodId: string
}

/** A pharmacy in New York with a card on file. */
export async function makeFacility(request: APIRequestContext): Promise<Facility> {
  const facility = await request.post('/api/sign-up/facility', { data: facilitySignUpBody(uniqueEmail('facility')) })
  expect(facility.status()).toBe(201)
  const { id: facilityId, token } = (await facility.json()) as { id: string; token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const card = await request.post('/api/payment-method/attach-card', { headers, data: { token: 'tok_visa', facilityId } })
  expect(card.ok()).toBeTruthy()
  const { paymentMethodId } = (await card.json()) as { paymentMethodId: string }
  return { facilityId, token, headers, paymentMethodId }
}

/** Posts one open seat on each of the given days from now; returns the new groups' ids, in order. */
export async function postShifts(request: APIRequestContext, facility: Facility, title: string, days: number[]): Promise<string[]> {
  const posted = await request.post('/api/facility/shift', {
    headers: facility.headers,
    data: shiftPostBody(facility.facilityId, title, days.map(nyDate)),
  })
  expect(posted.status()).toBe(201)
  const { shiftGroups } = (await posted.json()) as { shiftGroups: { shiftGroupId: string }[] }
  return shiftGroups.map((g) => g.shiftGroupId)
}

/** A provider licensed in New York; returns the API token too, to check results server-side. */
export async function makeProvider(request: APIRequestContext, first: string, last: string) {
  const email = uniqueEmail('provider')
  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, first, last) })
  expect(created.status()).toBe(201)
  const body = (await created.json()) as { userId: string; providerId: string; token: string }
  expect((await request.put(`/api/testing/${body.userId}/licenses`, { data: { states: ['NY'] } })).status()).toBe(204)
  return { email, ...body }
}
