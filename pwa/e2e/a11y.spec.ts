/**
 * Accessibility: axe-core on every main screen, with real data on them. A `serious` or
 * `critical` violation fails the test and is listed with the elements it concerns.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { facilitySignUpBody, futureDate, providerSignUpBody, uniqueEmail } from './support'

async function expectNoSeriousViolations(page: Page, screen: string) {
  // Let the screen settle: data loaded, lazy chunks in, no skeletons left.
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`)
  expect.soft(report, `${screen}: serious or critical axe violations`).toEqual([])
}

async function useSession(page: Page, token: string, userType: 'PROVIDER' | 'FACILITY') {
  await page.goto('/robots.txt')
  await page.evaluate((session) => localStorage.setItem('shiftwell.session', JSON.stringify(session)), { token, userType })
}

interface World {
  provider: { token: string }
  facility: { token: string }
  shiftGroupIds: string[]
}

/** A pharmacy with a card and three open shifts in NY; a licensed provider hired on one, applied to another. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const facility = await request.post('/api/sign-up/facility', { data: facilitySignUpBody(uniqueEmail('facility')) })
  expect(facility.status()).toBe(201)
  const { id: facilityId, token: facilityToken } = (await facility.json()) as { id: string; token: string }
  const headers = { Authorization: `Bearer ${facilityToken}` }
  const card = await request.post('/api/payment-method/attach-card', { headers, data: { token: 'tok_visa', facilityId } })
  expect(card.ok()).toBeTruthy()
  const { paymentMethodId } = (await card.json()) as { paymentMethodId: string }
  const posted = await request.post('/api/facility/shift', {
    headers,
    data: {
      facilityId,
      paymentMethodId,
      title: 'Staff pharmacist, weekday coverage',
      description: 'Verify prescriptions, counsel patients and give immunizations.',
      rate: 66,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      skills: ['Immunizations'],
      lunchBreakMinutes: 30,
      isLunchBreakPaid: false,
      shiftDays: [30, 31, 32].map((d) => ({ date: futureDate(d), timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 1 }] })),
    },
  })
  expect(posted.status()).toBe(201)
  const shiftGroupIds = ((await posted.json()) as { shiftGroups: { shiftGroupId: string }[] }).shiftGroups.map((g) => g.shiftGroupId)

  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(uniqueEmail('provider'), 'Nadia', 'Park') })
  expect(created.status()).toBe(201)
  const { userId, providerId, token } = (await created.json()) as { userId: string; providerId: string; token: string }
  expect((await request.put(`/api/testing/${userId}/licenses`, { data: { states: ['NY'] } })).status()).toBe(204)
  const providerHeaders = { Authorization: `Bearer ${token}` }
  for (const id of shiftGroupIds.slice(0, 2)) {
    expect((await request.post(`/api/provider/shift/${id}/apply`, { headers: providerHeaders, data: {} })).ok()).toBeTruthy()
  }
  const hired = await request.post(`/api/facility/shift/${shiftGroupIds[0]}/hire`, { headers, data: { applicantId: providerId, paymentMethodId } })
  expect(hired.status()).toBe(201)
  return { provider: { token }, facility: { token: facilityToken }, shiftGroupIds }
}

test.describe('accessibility (axe)', () => {
  test('public pages', async ({ page }) => {
    for (const [path, heading] of [
      ['/', /pharmac/i],
      ['/sign-in', 'Welcome back'],
      ['/sign-up/provider', /./],
      ['/sign-up/facility', /./],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
      await expectNoSeriousViolations(page, path)
    }
  })

  test('provider area', async ({ page, request }) => {
    const world = await makeWorld(request)
    await useSession(page, world.provider.token, 'PROVIDER')
    const screens: [string, string][] = [
      ['/provider', 'Welcome'],
      ['/provider/shifts', 'Open shifts'],
      ['/provider/shifts?view=map', 'Open shifts'],
      [`/provider/shifts/${world.shiftGroupIds[2]}`, 'Staff pharmacist, weekday coverage'],
      [`/provider/shifts/${world.shiftGroupIds[0]}`, 'Staff pharmacist, weekday coverage'],
      ['/provider/my-shifts', 'My shifts'],
      ['/provider/my-shifts?tab=applied', 'My shifts'],
      ['/provider/my-shifts?tab=history', 'My shifts'],
      ['/provider/payments', 'Payments'],
      ['/provider/profile', 'Profile'],
    ]
    for (const [path, heading] of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
      await expectNoSeriousViolations(page, path)
    }
    // On a phone: the bottom navigation and the compact header.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of ['/provider', '/provider/shifts']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expectNoSeriousViolations(page, `${path} on a phone`)
    }
    // The browse page's dialogs, open.
    await page.goto('/provider/shifts')
    await page.getByRole('button', { name: /^Filters/ }).click()
    await expect(page.getByRole('dialog', { name: 'Filter shifts' })).toBeVisible()
    await expectNoSeriousViolations(page, 'filters dialog')
  })

  test('facility home, shift list and new-shift form', async ({ page, request }) => {
    const world = await makeWorld(request)
    await useSession(page, world.facility.token, 'FACILITY')
    for (const [path, heading] of [
      ['/facility', 'Welcome'],
      ['/facility/shifts', 'Shifts'],
      ['/facility/shifts/new', 'Post a shift'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
      await expectNoSeriousViolations(page, path)
    }
  })
})
