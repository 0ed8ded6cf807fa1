/**
 * Issue 14 §8: the facility's AI staffing agent posts two shifts from one sentence once the
 * summary is confirmed, and a provider's support chat handed to a person receives the support
 * team's answer, sent from the admin panel in a second browser context, without a reload (the
 * real-time socket). Every screen passes the axe check.
 */
import { execFileSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, facilityAccount, getJson, signInFacility } from './facility-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, providerSignUpBody, uniqueEmail } from './support'

/**
 * Sets a feature flag in the e2e database, as an operator would: no API call switches flags (they
 * are settings' defaults overridden by `feature_flags` rows, read on every call).
 */
function setFeatureFlag(key: string, enabled: boolean): void {
  const dir = process.env.E2E_DB_DIR
  if (!dir) throw new Error('E2E_DB_DIR is not set (pwa/e2e/playwright.config.ts sets it)')
  const script = `
    import { Database } from 'bun:sqlite'
    const env = process.env
    const db = new Database(env.E2E_DB_FILE)
    db.exec('PRAGMA busy_timeout = 5000')
    db.query('insert into feature_flags (key, enabled, updated_at) values (?, ?, ?) on conflict (key) do update set enabled = excluded.enabled, updated_at = excluded.updated_at')
      .run(env.E2E_FLAG_KEY, env.E2E_FLAG_ON === '1' ? 1 : 0, Date.now())
    db.close()`
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'bun'), ['-e', script], {
    stdio: 'pipe',
    env: { ...process.env, E2E_DB_FILE: join(dir, 'e2e.db'), E2E_FLAG_KEY: key, E2E_FLAG_ON: enabled ? '1' : '0' },
  })
}

/** A last name no other spec uses (names take letters only). */
function uniqueLastName(prefix: string): string {
  return `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
}

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test.describe('staffing agent', () => {
  test.afterAll(() => setFeatureFlag('aiStaffingAgent', true))

  test('turned off it says so; turned on, one sentence becomes a priced two-shift summary and "Confirm and post" posts both', async ({ page, request }) => {
    const facility = await facilityAccount(request)
    const prefs = await request.put(`/api/facility/${facility.facilityId}/preferences`, {
      headers: facility.headers,
      data: { software: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['English'], skills: [] },
    })
    expect(prefs.status()).toBe(200)

    setFeatureFlag('aiStaffingAgent', false)
    await signInFacility(page, facility.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staffing agent', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Staffing agent' })).toBeVisible()
    await expect(page.getByText('The staffing agent is not turned on for your organization')).toBeVisible()
    await expect(page.getByLabel('Message to the staffing agent')).toHaveCount(0)

    setFeatureFlag('aiStaffingAgent', true)
    await page.reload()
    const box = page.getByLabel('Message to the staffing agent')
    await expect(box).toBeVisible()
    await expectAccessible(page)

    await box.fill('I need a pharmacist next Tuesday and Wednesday 9 to 5, $72 an hour')
    await page.getByRole('button', { name: 'Send' }).click()
    const log = page.getByRole('log', { name: 'Conversation with the staffing agent' })
    const summary = log.getByRole('region', { name: '2 shifts at Midtown Community Pharmacy' })
    await expect(summary).toBeVisible()
    // 8 hours at $72 = $576 to the provider plus the fee, for each of the two days.
    const rows = summary.getByRole('row')
    await expect(rows).toHaveCount(4) // header, two shifts, total
    await expect(rows.nth(1)).toContainText('9:00 AM – 5:00 PM')
    await expect(rows.nth(1)).toContainText('$72.00/h')
    await expect(rows.nth(2)).toContainText('9:00 AM – 5:00 PM')
    await expect(summary.getByRole('rowheader', { name: 'Total' })).toBeVisible()
    await expectAccessible(page)

    // Nothing is posted before the confirmation.
    const openGroups = async () =>
      (await getJson<{ data: { date: string; startTime: string; endTime: string; rate: number }[] }>(request, `/api/facility/shifts/pending?facilityId=${facility.facilityId}`, facility.headers)).data
    expect(await openGroups()).toHaveLength(0)

    await summary.getByRole('button', { name: 'Confirm and post' }).click()
    await expect(log.getByText('Posted 2 shifts at Midtown Community Pharmacy. I will tell you when providers apply.')).toBeVisible()
    const posted = log.getByRole('link', { name: /^View shift: Pharmacist shift at Midtown Community Pharmacy/ })
    await expect(posted).toHaveCount(2)
    // The old summary no longer offers the button.
    await expect(page.getByRole('button', { name: 'Confirm and post' })).toHaveCount(0)
    const groups = await openGroups()
    expect(groups.map(({ startTime, endTime, rate }) => ({ startTime, endTime, rate }))).toEqual([
      { startTime: '09:00', endTime: '17:00', rate: 72 },
      { startTime: '09:00', endTime: '17:00', rate: 72 },
    ])
    expect(new Set(groups.map((g) => g.date)).size).toBe(2)

    // Both are real shift groups: the card opens the group's screen.
    await posted.first().click()
    await expect(page).toHaveURL(/\/facility\/shifts\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: /Pharmacist shift at Midtown Community Pharmacy/ })).toBeVisible()

    // The transcript is kept: back on the agent, the conversation is still there.
    await page.goto('/facility/staffing-agent')
    await expect(page.getByRole('log', { name: 'Conversation with the staffing agent' }).getByText('Posted 2 shifts at Midtown Community Pharmacy.', { exact: false })).toBeVisible()
  })
})

test.describe('support chat', () => {
  test('a provider asks for a person; the support team answers from the admin panel and the answer appears without a reload', async ({ page, request, browser }) => {
    const email = uniqueEmail('provider')
    const lastName = uniqueLastName('Sup')
    expect((await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Nadia', lastName) })).status()).toBe(201)

    await signIn(page, '/sign-in', email, PASSWORD)
    await expect(page).toHaveURL(/\/provider$/)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
    await expectAccessible(page)

    const log = page.getByRole('log', { name: 'Conversation with support' })
    await page.getByLabel('Your message').fill('When do I get paid for a shift?')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(log.getByText('When do I get paid for a shift?')).toBeVisible()
    await expect(log.getByText('Assistant', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Talk to a person' }).click()
    await expect(page.getByText('A person from our support team has your conversation')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Talk to a person' })).toHaveCount(0)
    await expectAccessible(page)

    // The support team, in a browser context of its own.
    const context = await browser.newContext()
    const admin = await context.newPage()
    await signIn(admin, '/admin/sign-in', ADMIN_EMAIL, ADMIN_PASSWORD)
    await expect(admin).toHaveURL(/\/admin$/)
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support chats', exact: true }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Support chats' })).toBeVisible()
    await admin.getByLabel('Handled by').selectOption('human')
    await admin.getByLabel('User type').selectOption('provider')
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(lastName)
    await admin.getByRole('button', { name: 'Search' }).click()
    await admin.getByRole('button', { name: new RegExp(`^Open chat: Nadia ${lastName}`) }).click()

    const thread = admin.getByRole('log', { name: `Conversation with Nadia ${lastName}` })
    await expect(thread.getByText('When do I get paid for a shift?')).toBeVisible()
    await expect(admin.getByText('A person handles this conversation')).toBeVisible()
    await expectAccessible(admin)

    // The user writes again: the support team's open thread shows it live, read from the inbox's socket.
    let adminReads = 0
    admin.on('request', (r) => {
      if (r.method() === 'GET' && r.url().includes('/api/admin-panel/support-agent/chat-histories/messages/')) adminReads += 1
    })
    await page.getByLabel('Your message').fill('I worked at Midtown on Tuesday, by the way.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(thread.getByText('I worked at Midtown on Tuesday, by the way.')).toBeVisible()
    expect(adminReads).toBe(0)

    // From here the provider's page reads nothing over HTTP: the answer comes on the socket.
    let reads = 0
    page.on('request', (r) => {
      if (r.method() === 'GET' && r.url().includes('/api/support-agent/messages')) reads += 1
    })
    const answer = `Hi Nadia, payouts go out the day after the facility confirms your hours (${lastName}).`
    await admin.getByLabel('Reply as the support team').fill(answer)
    await admin.getByRole('button', { name: 'Send reply' }).click()
    await expect(thread.getByText(answer)).toBeVisible()

    // The provider's open page shows it at once, marked as the support team's.
    await expect(log.getByText(answer)).toBeVisible()
    await expect(log.getByText('Support team', { exact: true })).toBeVisible()
    expect(reads).toBe(0)

    // Handing back: the assistant answers again.
    await admin.getByRole('button', { name: 'Hand back to the assistant' }).click()
    await expect(admin.getByText('The assistant answers')).toBeVisible()
    await context.close()

    // The provider's chat survives a reload, the three kinds of sender in order.
    await page.reload()
    await expect(page.getByRole('log', { name: 'Conversation with support' }).getByText(answer)).toBeVisible()
  })
})
