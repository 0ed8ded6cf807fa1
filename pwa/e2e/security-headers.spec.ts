/**
 * The Content-Security-Policy in a real browser (api/plugins/security-headers.ts): the landing
 * page, a signed-in provider's screens, the admin panel and the API docs run with no violation,
 * and the admin panel's token cookie is short-lived and same-site only.
 */
import { expect, test, type Page } from '@playwright/test'
import { makeFacility, makeProvider, postShifts } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support'

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`))
  })
  const logged: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text())
  })
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))]
}

test.describe('content security policy', () => {
  test('the landing page and a provider screen run with no violation', async ({ page, request }) => {
    const violations = await watchViolations(page)
    const landing = await page.goto('/')
    expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])

    const facility = await makeFacility(request)
    const [shiftGroupId] = await postShifts(request, facility, 'Weekend pharmacist cover', [3])
    const provider = await makeProvider(request, 'Noor', 'Haddad')
    await page.evaluate((token) => localStorage.setItem('shiftwell.session', JSON.stringify({ token, userType: 'PROVIDER' })), provider.token)
    await page.goto(`/provider/shifts/${shiftGroupId}`)
    await expect(page.getByRole('heading', { name: 'Weekend pharmacist cover' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('the API docs render and call the API under the policy', async ({ page }) => {
    // Swagger UI lays out all ~100 operations before it shows anything: 5–15 s on a busy machine.
    test.slow()
    const violations = await watchViolations(page)
    const docs = await page.goto('/api/docs')
    expect(docs?.headers()['content-security-policy']).not.toContain('unsafe-inline')
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Pharmacy staffing marketplace API', { timeout: 45_000 })
    const health = page.locator('#operations-Platform-getApiHealth')
    await health.locator('.opblock-summary').click()
    await health.getByRole('button', { name: 'Try it out' }).click()
    await health.getByRole('button', { name: 'Execute' }).click()
    await expect(health.locator('.live-responses-table .response .response-col_status')).toHaveText('200')
    expect(await violations()).toEqual([])
  })

  test('the admin panel runs with no violation; its token cookie is SameSite=Strict and lives twelve hours', async ({ page, context }) => {
    const violations = await watchViolations(page)
    await page.goto('/admin/sign-in')
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
    const signedInAt = Date.now() / 1000
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
    const cookie = (await context.cookies()).find((c) => c.name === 'token')
    expect(cookie).toMatchObject({ sameSite: 'Strict', httpOnly: false, path: '/' })
    expect(cookie!.expires - signedInAt).toBeGreaterThan(12 * 3600 - 120)
    expect(cookie!.expires - signedInAt).toBeLessThan(12 * 3600 + 120)
  })
})
