/**
 * The careers chat end to end, with a pharmacy manager and a provider who applied to its job,
 * each in their own browser context:
 * - the organization opens the thread with its applicant; both sides see it in "Careers messages";
 * - a message from the organization appears on the provider's open screen without a reload,
 *   and the provider's reading it shows "Read" on the manager's screen;
 * - a reply written while the provider is offline shows "Sending…", goes out when the
 *   connection returns, and reaches the organization exactly once (on screen and on the server);
 * - the thread stays readable offline from the device's copy.
 * The job and the application are written into the test server's database (the job board's own
 * calls are another module's), as `addSecondFacility` does.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible, facilityAccount, getJson, licensedProvider, type FacilityAccount, type ProviderAccount } from './facility-fixtures'
import { PASSWORD } from './support'

/** A published job at the facility and the provider's application to it; answers the job's id. */
function jobWithApplicant(f: FacilityAccount, p: ProviderAccount, title: string): string {
  const dir = process.env.E2E_DB_DIR
  if (!dir) throw new Error('E2E_DB_DIR is not set (pwa/e2e/playwright.config.ts sets it)')
  const jobId = randomUUID()
  const script = `
    import { Database } from 'bun:sqlite'
    const env = process.env
    const db = new Database(env.E2E_DB_FILE)
    db.exec('PRAGMA busy_timeout = 5000')
    const now = Date.now()
    const { organization_id } = db.query('select organization_id from facilities where id = ?').get(env.E2E_FACILITY_ID)
    db.query("insert into jobs (id, organization_id, facility_id, title, description, status, posted_at, created_at, updated_at) values (?, ?, ?, ?, 'Full-time community pharmacist.', 'PUBLISHED', ?, ?, ?)")
      .run(env.E2E_JOB_ID, organization_id, env.E2E_FACILITY_ID, env.E2E_JOB_TITLE, now, now, now)
    db.query("insert into job_applications (id, job_id, organization_id, provider_id, status, applied_at, updated_at) values (?, ?, ?, ?, 'PENDING', ?, ?)")
      .run(crypto.randomUUID(), env.E2E_JOB_ID, organization_id, env.E2E_PROVIDER_ID, now, now)
    db.close()`
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'bun'), ['-e', script], {
    stdio: 'pipe',
    env: { ...process.env, E2E_DB_FILE: join(dir, 'e2e.db'), E2E_JOB_ID: jobId, E2E_JOB_TITLE: title, E2E_FACILITY_ID: f.facilityId, E2E_PROVIDER_ID: p.providerId },
  })
  return jobId
}

async function signedIn(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(home)
  return page
}

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' })

test('careers messages reach the other side live, and a reply written offline is sent once', async ({ browser, request }) => {
  const facility = await facilityAccount(request)
  const provider = await licensedProvider(request, 'Nia', 'Okoro')
  const jobId = jobWithApplicant(facility, provider, 'Staff Pharmacist, Midtown')
  const opened = await request.post('/api/careers/facility/conversations', { headers: facility.headers, data: { providerId: provider.providerId, jobId } })
  expect(opened.status()).toBe(201)
  const { conversationId } = (await opened.json()) as { conversationId: string }

  const manager = await signedIn(browser, facility.email, /\/facility$/)
  const pharmacist = await signedIn(browser, provider.email, /\/provider$/)
  // The offline part below reloads from the service worker: wait until it controls the page.
  await pharmacist.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await pharmacist.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await pharmacist.reload()
  await expect.poll(() => pharmacist.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  // Both find the thread in "Careers messages".
  await manager.getByRole('link', { name: /^Careers messages/ }).first().click()
  await expect(manager).toHaveURL(/\/facility\/careers\/messages$/)
  await manager.getByRole('list', { name: 'Careers conversations' }).getByRole('link', { name: /Nia Okoro/ }).click()
  await expect(manager).toHaveURL(new RegExp(`/facility/careers/messages/${conversationId}$`))
  await expect(manager.getByText('About Staff Pharmacist, Midtown')).toBeVisible()
  await pharmacist.goto(`/provider/careers/messages/${conversationId}`)
  await expect(pharmacist.getByText('No messages yet. Say hello.')).toBeVisible()

  // Live: the manager writes, the provider's open screen shows it and marks it read.
  const question = 'Could you come in for an interview on Tuesday?'
  await manager.getByLabel('Message', { exact: true }).fill(question)
  await manager.getByRole('button', { name: 'Send' }).click()
  await expect(thread(manager).getByText(question, { exact: true })).toHaveCount(1)
  await expect(thread(pharmacist).getByText(question, { exact: true })).toHaveCount(1)
  await expect(thread(manager).getByText('Read', { exact: true })).toBeVisible()
  await expectAccessible(manager)

  // Offline: the reply waits as "Sending…", then goes out once.
  const reply = 'Tuesday at 10 works for me.'
  await pharmacist.context().setOffline(true)
  await expect.poll(() => pharmacist.evaluate(() => navigator.onLine)).toBe(false)
  await pharmacist.getByLabel('Message', { exact: true }).fill(reply)
  await pharmacist.getByRole('button', { name: 'Send' }).click()
  await expect(pharmacist.getByTestId('careers-message-sending')).toBeVisible()
  await manager.waitForTimeout(1_000)
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(0)
  // The thread still reads offline, from the device's copy.
  await pharmacist.reload()
  await expect(thread(pharmacist).getByText(question, { exact: true })).toHaveCount(1)

  await pharmacist.context().setOffline(false)
  await expect(pharmacist.getByTestId('careers-message-sending')).toHaveCount(0)
  await expect(thread(pharmacist).getByText(reply, { exact: true })).toHaveCount(1)
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(1)

  // Stored once: after a reload and on the server.
  await manager.reload()
  await expect(thread(manager).getByText(reply, { exact: true })).toHaveCount(1)
  const seen = await getJson<{ messages: { content: string }[] }>(request, `/api/careers/facility/conversations/${conversationId}`, facility.headers)
  expect(seen.messages.map((m) => m.content)).toEqual([reply, question])
  await expectAccessible(pharmacist)

  await manager.context().close()
  await pharmacist.context().close()
})
