/**
 * Notification preferences (issue 14 §8): the public page an e-mail links to, opened with a real
 * link token and no sign-in; a forged token shows the API's message and no form; the same form
 * in the provider's signed-in settings; the web-push offer after applying, never on first load.
 *
 * The token is the one the API puts in every regular e-mail's link (api/modules/notifications/
 * preferences/link-tokens.ts): the user's id and an HMAC under a key drawn from the app secret,
 * which the server keeps beside the e-mail-test database (`app-secret` in E2E_DB_DIR).
 */
import AxeBuilder from '@axe-core/playwright'
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { makeFacility, makeProvider, postShifts } from './fixtures'
import { facilitySignUpBody, PASSWORD, uniqueEmail } from './support'

function preferencesToken(userId: string): string {
  const secret = readFileSync(join(process.env.E2E_DB_DIR!, 'app-secret'), 'utf8').trim()
  const key = createHmac('sha256', secret).update('notification-preferences-links/v1').digest()
  return `${Buffer.from(userId).toString('base64url')}.${createHmac('sha256', key).update(userId).digest('base64url')}`
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

const smsOptIn = (page: Page) => page.getByRole('checkbox', { name: 'Text messages about shifts' })

test('the public preferences page: turn off shift text messages, save, and they stay off after a reload', async ({ page, request }) => {
  const provider = await makeProvider(request, 'Pia', 'Prefs')
  const token = preferencesToken(provider.userId)
  // The token really is this user's link: the API changes and reads their preferences with it.
  // (The sign-up said no to text messages; they are turned on here so the page can turn them off.)
  expect((await request.put(`/api/user-preferences?token=${encodeURIComponent(token)}`, { data: { marketplaceSmsOptIn: true } })).status()).toBe(200)
  const read = await request.get(`/api/user-preferences?token=${encodeURIComponent(token)}`)
  expect(read.status()).toBe(200)
  expect(((await read.json()) as { marketplaceSmsOptIn: boolean }).marketplaceSmsOptIn).toBe(true)

  await page.goto(`/preferences?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { name: 'Notification preferences' })).toBeVisible()
  await expect(smsOptIn(page)).toBeChecked()
  await expect(page.getByLabel('Notify me within (miles)')).toHaveValue('25')
  await expectNoSeriousViolations(page)
  await smsOptIn(page).uncheck()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Your preferences are saved.')).toBeVisible()

  await page.reload()
  await expect(smsOptIn(page)).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'E-mails about shifts' })).toBeChecked()
  const after = (await (await request.get(`/api/user-preferences?token=${encodeURIComponent(token)}`)).json()) as { marketplaceSmsOptIn: boolean }
  expect(after.marketplaceSmsOptIn).toBe(false)

  // One tap turns off both apps' e-mails.
  await page.getByRole('button', { name: 'Unsubscribe from all e-mails' }).click()
  await expect(page.getByText('You are unsubscribed from all e-mails.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'E-mails about shifts' })).not.toBeChecked()

  // A place needs a state.
  await page.getByRole('button', { name: 'Add a place' }).click()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('State is required')).toBeVisible()
})

test('a forged or altered token shows the API message and no form', async ({ page, request }) => {
  const provider = await makeProvider(request, 'Fred', 'Forged')
  const forged = `${Buffer.from(provider.userId).toString('base64url')}.not-the-signature`
  await page.goto(`/preferences?token=${encodeURIComponent(forged)}`)
  await expect(page.getByRole('alert')).toContainText('This preferences link is not valid')
  await expect(page.getByRole('form', { name: 'Notification preferences' })).toHaveCount(0)
  await expect(smsOptIn(page)).toHaveCount(0)
})

test('a signed-in provider finds the same form under Notification settings in the account menu', async ({ page, request }) => {
  const provider = await makeProvider(request, 'Sam', 'Settings')
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(provider.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider/)
  await page.getByRole('button', { name: /Account/ }).click()
  await page.getByRole('menuitem', { name: 'Notification settings' }).click()
  await expect(page).toHaveURL(/\/provider\/settings\/notifications$/)
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Text messages from the staffing agent' }).check()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Your preferences are saved.')).toBeVisible()
  const saved = await request.get('/api/user-preferences', { headers: { Authorization: `Bearer ${provider.token}` } })
  expect(((await saved.json()) as { agentSmsOptIn: boolean }).agentSmsOptIn).toBe(true)
})

test('a pharmacy user has the same form under Notification settings', async ({ page, request }) => {
  const email = uniqueEmail('facility')
  expect((await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email) })).status()).toBe(201)
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/facility/)
  await page.getByRole('button', { name: /Account/ }).click()
  await page.getByRole('menuitem', { name: 'Notification settings' }).click()
  await expect(page).toHaveURL(/\/facility\/settings\/notifications$/)
  await expect(page.getByRole('checkbox', { name: 'E-mails about shifts' })).toBeChecked()
  await page.getByLabel('Notify me within (miles)').fill('40')
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Your preferences are saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Notify me within (miles)')).toHaveValue('40')
})

test('web push is offered after applying, not on first load; "Not now" keeps it away; the service worker shows pushes', async ({ page, request }) => {
  const facility = await makeFacility(request)
  const title = `Push pharmacist ${Date.now().toString(36)}`
  const [shiftGroupId] = await postShifts(request, facility, title, [4])
  const provider = await makeProvider(request, 'Paula', 'Push')
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(provider.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider$/)
  const offer = page.getByRole('region', { name: /Get notified when/ })

  await page.goto(`/provider/shifts/${shiftGroupId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(offer).toHaveCount(0)
  expect(await page.evaluate(() => Notification.permission)).toBe('default')

  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const apply = page.getByRole('dialog', { name: 'Apply to this shift' })
  await apply.getByRole('button', { name: 'Send application' }).click()
  await expect(apply.getByText('Application sent.')).toBeVisible()
  await apply.getByRole('button', { name: 'Close' }).first().click()
  await expect(offer).toContainText('Get notified when a pharmacy answers your application')
  await expect(offer.getByRole('button', { name: 'Allow' })).toBeVisible()
  await expectNoSeriousViolations(page)

  await offer.getByRole('button', { name: 'Not now' }).click()
  await expect(offer).toHaveCount(0)
  const snoozedFor = await page.evaluate(() => Number(localStorage.getItem('push-prompt-snoozed-until')) - Date.now())
  expect(snoozedFor).toBeGreaterThan(13.9 * 24 * 60 * 60 * 1000)
  expect(snoozedFor).toBeLessThanOrEqual(14 * 24 * 60 * 60 * 1000)

  // The generated worker imports the push handlers.
  expect(await (await request.get('/sw.js')).text()).toContain('push-sw.js')
  const handlers = await (await request.get('/push-sw.js')).text()
  expect(handlers).toContain("addEventListener('push'")
  expect(handlers).toContain("addEventListener('notificationclick'")
})
