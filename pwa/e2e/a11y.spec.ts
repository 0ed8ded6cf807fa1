/**
 * Accessibility: axe-core on every main screen, with real data on them. A `serious` or
 * `critical` violation fails the test and is listed with the elements it concerns.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { makeFacility, makeProvider, postShifts } from './fixtures'

async function expectNoSeriousViolations(page: Page, screen: string) {
  // Let the screen settle: data loaded, lazy chunks in, no skeletons left.
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
  )
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

/** A pharmacy with three open shifts in NY; a licensed provider hired on one, applied to another. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const facility = await makeFacility(request)
  const shiftGroupIds = await postShifts(request, facility, 'Staff pharmacist, weekday coverage', [30, 31, 32])
  const provider = await makeProvider(request, 'Nadia', 'Park')
  for (const id of shiftGroupIds.slice(0, 2)) {
    const applied = await request.post(`/api/provider/shift/${id}/apply`, { headers: { Authorization: `Bearer ${provider.token}` }, data: {} })
    expect(applied.ok()).toBeTruthy()
  }
  const hired = await request.post(`/api/facility/shift/${shiftGroupIds[0]}/hire`, {
    headers: facility.headers,
    data: { applicantId: provider.providerId, paymentMethodId: facility.paymentMethodId },
  })
  expect(hired.status()).toBe(201)
  return { provider: { token: provider.token }, facility: { token: facility.token }, shiftGroupIds }
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
    // Fourteen screens, each loaded and scanned by axe: ~35 s on a quiet machine, ~48 s on a busy one.
    test.setTimeout(120_000)
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
