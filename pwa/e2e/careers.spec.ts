/**
 * The careers job board end to end, each side in its own browser context:
 * - a pharmacy with a plan posts a job, has its description written from the fields, saves the
 *   draft and lists it;
 * - a pharmacist finds it by words and a filter, opens it and applies with a cover letter;
 * - the pharmacy sees the applicant on the job's board and saves them for later;
 * - the job's public page opens signed out, with its schema.org JobPosting data.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible, facilityAccount, licensedProvider } from './facility-fixtures'
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

test('a pharmacy posts and lists a job; a pharmacist finds it and applies; the pharmacy shortlists them; the public page opens signed out', async ({ browser, request }) => {
  const facility = await facilityAccount(request)
  expect((await request.put('/api/testing/subscriptions/activate', { data: { facilityId: facility.facilityId } })).status()).toBe(204)
  const provider = await licensedProvider(request)
  const title = `Clinical Pharmacist ${Date.now().toString(36)}`

  const manager = await signedIn(browser, facility.email, /\/facility$/)
  await manager.goto('/facility/jobs/new')
  await manager.getByLabel('Job title').fill(title)
  await manager.getByLabel('Amount in dollars').fill('140000')
  await manager.getByRole('button', { name: 'Write the description for me' }).click()
  await expect(manager.getByLabel('Description')).not.toHaveValue('')
  await expect(manager.getByRole('region', { name: 'Preview' }).or(manager.getByLabel('Preview'))).toContainText(title)
  await manager.getByRole('button', { name: 'Save the draft' }).click()
  await expect(manager).toHaveURL(/\/facility\/jobs\/(?!new$)[^/]+$/)
  const jobId = manager.url().split('/').pop()!
  await manager.getByRole('button', { name: 'List the job' }).click()
  await expect(manager.getByText('Listed', { exact: true })).toBeVisible()
  await expectAccessible(manager)

  const pharmacist = await signedIn(browser, provider.email, /\/provider$/)
  await pharmacist.goto('/provider/jobs')
  await pharmacist.getByLabel('Title').selectOption('PHARMACIST')
  await pharmacist.getByRole('searchbox', { name: 'Search jobs' }).fill(title.split(' ').pop()!)
  await pharmacist.getByRole('button', { name: 'Search' }).click()
  await pharmacist.getByRole('link', { name: title }).click()
  await expect(pharmacist).toHaveURL(new RegExp(`/provider/jobs/${jobId}$`))
  await pharmacist.getByLabel('Cover letter').fill('Six years in community pharmacy, immunization certified.')
  await pharmacist.getByRole('button', { name: 'Apply' }).click()
  await expect(pharmacist.getByText('Applied — the pharmacy is reviewing')).toBeVisible()

  await manager.reload()
  await expect(manager.getByText('Needs review (1)')).toBeVisible()
  await manager.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(manager.getByText('Saved for later (1)')).toBeVisible()

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/jobs/${jobId}`)
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  const structured = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@type'?: string; title?: string }
  expect(structured['@type']).toBe('JobPosting')
  expect(structured.title).toBe(title)
})
