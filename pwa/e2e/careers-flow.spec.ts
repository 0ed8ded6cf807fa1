/**
 * The careers job board's whole flow (issue 15, "What done looks like"), each person in their own
 * browser context, what careers.spec.ts leaves out filled in:
 * - a pharmacy without a plan chooses one and goes to the sandbox's checkout, which asks for a
 *   card; with one on file the checkout completes and returns to the plan, now active;
 * - it posts a job with a generated description and lists it (a posting of the plan);
 * - a pharmacist finds it with filters and saves it; offline, the search results and the saved
 *   jobs still read, and an application written offline waits on the device, then is sent once
 *   when the connection returns;
 * - the pharmacy moves that applicant to saved, messages them, and rejects another applicant
 *   with a reason;
 * - the job's public page opens signed out.
 *
 * The server's PUBLIC_URL is http://localhost:{port} while the browser is on 127.0.0.1: the
 * checkout's redirect is sent on to the same path on the test's own address, as it lands on the
 * one public address in production.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { addCard, expectAccessible, facilityAccount, getJson, licensedProvider } from './facility-fixtures'
import { PASSWORD } from './support'

async function signedIn(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(home)
  return page
}

/**
 * The checkout's redirect to the server's PUBLIC_URL (localhost) goes to the same path on the
 * test's own address, where the signed-in app is.
 */
async function publicUrlIsOurs(context: BrowserContext, baseURL: string): Promise<void> {
  await context.route('**/api/organization/careers/subscription/checkout/**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 })
    const location = response.headers()['location']
    await route.fulfill({ response, headers: { ...response.headers(), ...(location ? { location: location.replace(/^http:\/\/localhost:\d+/, baseURL) } : {}) } })
  })
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

type Applicants = { data: { providerId: string; status: string; rejectionNotifiedAt: string | null }[] }

test('a pharmacy subscribes at checkout, lists a job; a pharmacist finds it, applies offline once; the pharmacy saves, messages and rejects; the public page opens', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000)
  const facility = await facilityAccount(request, 'Helen', 'Marsh')
  const pharmacist = await licensedProvider(request, 'Maria', 'Lopez')
  const other = await licensedProvider(request, 'Owen', 'Price')
  const word = `Oncology${Date.now().toString(36)}`
  const title = `Staff Pharmacist ${word}`

  // Plans → checkout in the sandbox.
  const manager = await signedIn(browser, facility.email, /\/facility$/)
  await publicUrlIsOurs(manager.context(), baseURL!)
  await manager.goto('/facility/careers-plan')
  await expect(manager.getByText('You have no careers plan yet.', { exact: false })).toBeVisible()
  await manager.getByLabel('Plan').selectOption('STANDARD')
  await manager.getByLabel('Billed').selectOption('MONTHLY')
  await manager.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(manager).toHaveURL(/\/api\/organization\/careers\/subscription\/checkout\//)
  await expect(manager.getByRole('heading', { name: 'Payment needed' })).toBeVisible()
  await addCard(request, facility)
  await manager.reload()
  await expect(manager).toHaveURL(/\/facility\/careers-plan\?checkout=complete$/)
  await expect(manager.getByText('Standard · Monthly')).toBeVisible()
  await expect(manager.getByText('active', { exact: true })).toBeVisible()
  await expect(manager.getByText('Job postings: 3 left of 3', { exact: false })).toBeVisible()
  const invoices = await getJson<{ data: { type: string; status: string; amountInCents: number }[] }>(request, '/api/organization/careers/subscription/invoices', facility.headers)
  expect(invoices.data).toEqual([expect.objectContaining({ type: 'SUBSCRIPTION', status: 'paid', amountInCents: 9_900 })])

  // A job with a generated description, listed with a posting of the plan.
  await manager.goto('/facility/jobs/new')
  await manager.getByLabel('Job title').fill(title)
  await manager.getByLabel('Amount in dollars').fill('138000')
  await manager.getByRole('button', { name: 'Write the description for me' }).click()
  await expect(manager.getByLabel('Description')).toHaveValue(/pharmac/i)
  await manager.getByRole('button', { name: 'Save the draft' }).click()
  // The saved draft's own page (not the editor's /facility/jobs/new).
  await expect(manager).toHaveURL(/\/facility\/jobs\/(?!new$)[^/?]+$/)
  const jobId = new URL(manager.url()).pathname.split('/').pop()!
  await manager.getByRole('button', { name: 'List the job' }).click()
  await expect(manager.getByText('Listed', { exact: true })).toBeVisible()
  const plan = await getJson<{ remainingJobPostings: number }>(request, '/api/organization/careers/subscription/current', facility.headers)
  expect(plan.remainingJobPostings).toBe(2)

  // Another pharmacist applies first (through the API).
  expect((await request.post(`/api/careers/provider/jobs/${jobId}/apply`, { headers: other.headers, data: { coverLetter: 'Hospital pharmacist, eight years.' } })).status()).toBe(201)

  // The pharmacist finds it with filters and saves it.
  const provider = await signedIn(browser, pharmacist.email, /\/provider$/)
  await controlledByServiceWorker(provider)
  await provider.goto('/provider/jobs')
  await provider.getByLabel('Title').selectOption('PHARMACIST')
  await provider.getByLabel('Job type').selectOption('FULL_TIME')
  await provider.getByLabel('Where').selectOption('ON_SITE')
  await provider.getByLabel('Posted').selectOption('today')
  await provider.getByRole('searchbox', { name: 'Search jobs' }).fill(word)
  await provider.getByRole('button', { name: 'Search' }).click()
  await expect(provider.getByRole('link', { name: title })).toHaveCount(1)
  await provider.getByRole('button', { name: `Save ${title}` }).click()
  await expect(provider.getByRole('button', { name: `Unsave ${title}` })).toBeVisible()
  // Opening the search again copies the saved jobs, and each of them, to the device.
  await provider.goto('/provider')
  const savedList = provider.waitForResponse((r) => r.url().includes('/api/careers/provider/jobs?') && r.url().includes('queryOption=saved') && r.ok())
  const savedJob = provider.waitForResponse((r) => new URL(r.url()).pathname === `/api/careers/provider/jobs/${jobId}` && r.ok())
  await provider.goto('/provider/jobs')
  await savedList
  await savedJob
  await provider.waitForTimeout(1_000)

  // Offline: the results and the saved jobs still read, from the device.
  await provider.context().setOffline(true)
  await expect.poll(() => provider.evaluate(() => navigator.onLine)).toBe(false)
  await provider.reload()
  await expect(provider.getByText("You're offline: these are the results from your last search.")).toBeVisible()
  await provider.getByRole('group', { name: 'Which jobs' }).getByRole('button', { name: 'Saved' }).click()
  await expect(provider.getByRole('link', { name: title })).toBeVisible()
  await provider.getByRole('link', { name: title }).click()
  await expect(provider).toHaveURL(new RegExp(`/provider/jobs/${jobId}$`))
  await expect(provider.getByText("You're offline: this is the job as you last saw it.")).toBeVisible()

  // An application written offline waits on the device …
  await provider.getByLabel('Cover letter').fill('Six years in community pharmacy, immunization certified.')
  await provider.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(provider.getByText("Pending — will send when you're back online")).toBeVisible()
  await manager.waitForTimeout(1_000)
  const meanwhile = await getJson<{ applicants: { needsReview: number } }>(request, `/api/jobs/${jobId}/details`, facility.headers)
  expect(meanwhile.applicants.needsReview).toBe(1)
  // … still after a reload …
  await provider.reload()
  await expect(provider.getByText("Pending — will send when you're back online")).toBeVisible()
  // … and is sent once when the connection returns.
  await provider.context().setOffline(false)
  await expect(provider.getByText('Applied — the pharmacy is reviewing')).toBeVisible({ timeout: 20_000 })
  const mine = await getJson<{ data: { job: { jobId: string }; status: string }[] }>(request, '/api/careers/provider/applications', pharmacist.headers)
  expect(mine.data.filter((a) => a.job.jobId === jobId)).toEqual([expect.objectContaining({ status: 'PENDING' })])
  const details = await getJson<{ applicants: { needsReview: number }; numberOfApplicants: number }>(request, `/api/jobs/${jobId}/details`, facility.headers)
  expect(details.applicants.needsReview).toBe(2)
  await expectAccessible(provider)

  // The pharmacy saves Maria, messages her, and rejects Owen with a reason.
  await manager.reload()
  await expect(manager.getByText('Needs review (2)')).toBeVisible()
  const maria = manager.getByRole('listitem').filter({ hasText: 'Maria Lopez' })
  await maria.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(manager.getByText('Saved for later (1)')).toBeVisible()
  await manager.getByRole('listitem').filter({ hasText: 'Owen Price' }).getByRole('button', { name: 'Reject' }).click()
  await manager.getByLabel('Reason').fill('Looking for more retail experience')
  await manager.getByRole('button', { name: 'Reject and tell them' }).click()
  await expect(manager.getByText('Rejected (1)')).toBeVisible()
  const rejected = await getJson<Applicants>(request, `/api/jobs/${jobId}/applicants?group=rejected`, facility.headers)
  expect(rejected.data).toEqual([expect.objectContaining({ providerId: other.providerId, status: 'REJECTED', rejectionNotifiedAt: expect.any(String) })])
  await expectAccessible(manager)

  await manager.getByRole('button', { name: 'Message Maria Lopez' }).click()
  await expect(manager).toHaveURL(/\/facility\/careers\/messages\/[^/]+$/)
  const note = 'Could you come in for an interview on Thursday at 3?'
  await manager.getByLabel('Message', { exact: true }).fill(note)
  await manager.getByRole('button', { name: 'Send' }).click()
  await expect(manager.getByRole('log', { name: 'Messages' }).getByText(note, { exact: true })).toHaveCount(1)
  // The thread shows the message while the outbox sends it; Maria's inbox has it once accepted.
  const inbox = () => getJson<{ data: { jobId: string; lastMessage: { content: string } | null; unreadCount: number }[] }>(request, '/api/careers/provider/conversations', pharmacist.headers)
  await expect.poll(async () => (await inbox()).data[0]?.lastMessage?.content).toBe(note)
  expect((await inbox()).data).toEqual([expect.objectContaining({ jobId, lastMessage: expect.objectContaining({ content: note }), unreadCount: 1 })])

  // The public page, signed out.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/jobs/${jobId}`)
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  const structured = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@type'?: string; title?: string }
  expect(structured).toMatchObject({ '@type': 'JobPosting', title })

  await manager.context().close()
  await provider.context().close()
  await visitor.context().close()
})
