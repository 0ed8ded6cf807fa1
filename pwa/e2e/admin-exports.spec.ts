/**
 * The admin panel's CSV exports end to end (issue 16 §9): on each table, Export CSV downloads the
 * file the server streams, named after the table and the day, with the filters on screen.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { facilityAccount, licensedProvider } from './facility-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support'

const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join('')

/** Clicks `button` and answers the downloaded file's name and text. */
async function download(page: Page, name: string | RegExp = 'Export CSV'): Promise<{ file: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: typeof name === 'string' }).click()])
  return { file: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') }
}

const day = /\d{4}-\d{2}-\d{2}/.source

test('Export CSV on the admin tables downloads each with the filters on screen', async ({ browser, request }) => {
  const family = `Haddad${letters()}`
  const provider = await licensedProvider(request, 'Noor', family)
  const other = await licensedProvider(request, 'Omar', 'Farouk')
  const facility = await facilityAccount(request)

  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/sign-in')
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // Providers: the search on screen is the export's.
  await page.goto('/admin/providers')
  await page.getByRole('searchbox', { name: 'Search providers' }).fill(family)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(provider.email)).toBeVisible()
  const providers = await download(page)
  expect(providers.file).toMatch(new RegExp(`^providers-${day}\\.csv$`))
  const [header, ...rows] = providers.text.trim().split('\n')
  expect(header).toBe('providerId,userId,firstName,lastName,title,email,phone,city,state,currentHourlyRate,paymentAccountId,hasBackgroundCheckCovered,hasBackgroundCheckCleared,currentPoints,isShadowBanned,createdAt')
  expect(rows).toHaveLength(1)
  expect(rows[0]).toContain(provider.email)
  expect(providers.text).not.toContain(other.email)

  // The team: the role picked is the export's.
  await page.goto('/admin/team')
  await page.getByRole('combobox', { name: 'Role' }).selectOption('ADMIN')
  const team = await download(page)
  expect(team.file).toMatch(new RegExp(`^team-${day}\\.csv$`))
  const members = team.text.trim().split('\n').slice(1)
  expect(members.length).toBeGreaterThan(0)
  expect(members.every((line) => line.split(',')[4] === 'ADMIN')).toBe(true)
  expect(team.text).toContain(ADMIN_EMAIL)

  // Facilities: the admin panel's export of every facility with its organization.
  await page.goto('/admin/facilities')
  const facilities = await download(page)
  expect(facilities.file).toMatch(new RegExp(`^facilities-${day}\\.csv$`))
  expect(facilities.text).toContain(facility.facilityId)

  // Organizations (and their parents), benefits and careers prices: a header line at least.
  await page.goto('/admin/organizations')
  expect((await download(page)).file).toMatch(new RegExp(`^organizations-${day}\\.csv$`))
  expect((await download(page, 'Export parent organizations')).text.split('\n')[0]).toBe('parentOrganizationId,name,childOrganizationsCount,childOrganizations,createdAt')
  await page.goto('/admin/benefits')
  expect((await download(page)).file).toMatch(new RegExp(`^benefits-${day}\\.csv$`))
  await page.goto('/admin/prices')
  const prices = await download(page)
  expect(prices.file).toMatch(new RegExp(`^careers-prices-${day}\\.csv$`))
  expect(prices.text).toContain('default-BASIC-MONTHLY')
})
