/**
 * The admin panel's organizations end to end (issue "Running the company" §2): an ADMIN adds a
 * parent organization and an organization under it (then clears its parent and sets it again),
 * opens a facility of another organization whose shift is worked and completed, moves it to the
 * new organization after the confirmation, and finds the provider it hired with the shift they
 * worked, which opens the admin shift page.
 */
import { expect, test } from '@playwright/test'
import { addCard, applyAndHire, expectAccessible, facilityAccount, licensedProvider, postShift, rewind } from './facility-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support'

const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join('')

test('an ADMIN adds a parent organization and an organization under it, then moves a facility there and sees who worked its shifts', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const suffix = letters()
  const parentName = `Harbor Health Group ${suffix}`
  const orgName = `Harbor Health Pharmacies ${suffix}`
  const title = `Weekend cover ${suffix}`

  // Another organization's facility, with a shift worked and completed (nothing under way, so it may move).
  const facility = await facilityAccount(request)
  const card = await addCard(request, facility)
  const groupId = await postShift(request, facility, { title })
  const provider = await licensedProvider(request, 'Priya', `Raman${suffix}`)
  const shiftId = await applyAndHire(request, facility, provider, groupId, card)
  await rewind(request, groupId, provider)
  expect((await request.put(`/api/facility/shift/${shiftId}/attendance/confirm`, { headers: facility.headers })).status()).toBe(200)

  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/sign-in')
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  // A parent organization: the name is required, with the API's message.
  await page.getByRole('link', { name: 'Parent orgs' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Parent organizations' })).toBeVisible()
  await page.getByRole('button', { name: 'New parent organization' }).click()
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await page.getByLabel('Name').fill(parentName)
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/parent-organizations\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: parentName })).toBeVisible()

  // An organization under it, the parent picked by searching; a fee over 100 is refused first.
  await page.goto('/admin/organizations')
  await page.getByRole('button', { name: 'New organization' }).click()
  const dialog = page.getByRole('dialog', { name: 'New organization' })
  await dialog.getByLabel('Name').fill(orgName)
  await dialog.getByLabel('Fee (%)').fill('120')
  await dialog.getByRole('button', { name: 'Create the organization' }).click()
  await expect(dialog.getByText('Percentage fee must be between 0 and 100')).toBeVisible()
  await dialog.getByLabel('Fee (%)').fill('18')
  await dialog.getByRole('searchbox', { name: 'Parent organization (optional)' }).fill(suffix)
  await dialog.getByRole('radio', { name: parentName }).check()
  await dialog.getByRole('button', { name: 'Create the organization' }).click()
  await expect(page).toHaveURL(/\/admin\/organizations\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible()
  await expect(page.getByText('18% fee')).toBeVisible()
  // Its parent cleared, then set again by searching.
  await page.getByRole('button', { name: 'Change parent' }).click()
  await page.getByRole('dialog', { name: 'Change the parent organization' }).getByRole('button', { name: 'Remove the parent' }).click()
  await expect(page.getByText(`${orgName} no longer has a parent organization.`)).toBeVisible()
  await expect(page.getByRole('link', { name: `Part of ${parentName}` })).toHaveCount(0)
  await page.getByRole('button', { name: 'Change parent' }).click()
  const reparent = page.getByRole('dialog', { name: 'Change the parent organization' })
  await reparent.getByRole('searchbox', { name: 'Parent organization' }).fill(parentName)
  await reparent.getByRole('radio', { name: parentName }).check()
  await reparent.getByRole('button', { name: `Make it part of ${parentName}` }).click()
  await expect(page.getByText(`${orgName} is now part of ${parentName}.`)).toBeVisible()
  await page.getByRole('link', { name: `Part of ${parentName}` }).click()
  await expect(page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name: orgName })).toBeVisible()

  // The other organization's facility, moved after the confirmation says what goes with it.
  await page.goto(`/admin/facilities/${facility.facilityId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Midtown Community Pharmacy' })).toBeVisible()
  const oldOrganization = (await page.getByRole('definition').first().innerText()).trim()
  await page.getByRole('button', { name: 'Move to another organization' }).click()
  const move = page.getByRole('dialog', { name: 'Move to another organization' })
  await move.getByRole('searchbox', { name: 'Find the organization' }).fill(orgName)
  await move.getByRole('radio', { name: orgName }).check()
  await expect(move.getByText(`Midtown Community Pharmacy leaves ${oldOrganization} for ${orgName}.`)).toBeVisible()
  await move.getByRole('button', { name: `Move to ${orgName}` }).click()
  await expect(page.getByText(`Midtown Community Pharmacy moved to ${orgName}.`)).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: orgName })).toBeVisible()

  // The provider it hired, and the shift they worked there.
  const hired = page.getByRole('table', { name: /Providers hired/ })
  const row = hired.getByRole('row').filter({ hasText: provider.name })
  await expect(row.getByRole('link', { name: provider.name })).toHaveAttribute('href', `/admin/providers/${provider.providerId}`)
  await row.getByRole('button', { name: `Shifts worked by ${provider.name}` }).click()
  const worked = page.getByRole('table', { name: new RegExp(`Shifts worked by ${provider.name}`) })
  await expect(worked.getByRole('row').filter({ hasText: 'Completed' }).getByRole('link', { name: title })).toBeVisible()
  await expectAccessible(page)
  await worked.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/shifts/${shiftId}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // The new organization lists the facility, which opens its page again.
  await page.goto('/admin/organizations')
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill(orgName)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: orgName }).click()
  await expect(page.getByRole('list', { name: 'Facilities' }).getByRole('link', { name: 'Midtown Community Pharmacy' })).toBeVisible()
  await expectAccessible(page)
})
