/**
 * The set-up checklists follow the account's own data, and every step either leads to the screen
 * that does it or says plainly that it cannot be done in the app yet (no link to a page without it).
 */
import { expect, test } from '@playwright/test'
import { addCard, facilityAccount, licensedProvider, postShift, signInFacility } from './facility-fixtures'
import { PASSWORD } from './support'

test.describe('set-up checklists', () => {
  test("the pharmacy's checklist counts its card and its first shift; inviting the team says it is coming", async ({ page, request }) => {
    const f = await facilityAccount(request)
    await signInFacility(page, f.email)
    const setup = page.getByRole('list').filter({ hasText: 'Add a payment method' })
    await expect(page.getByTestId('checklist-progress')).toHaveText('1 of 3 done')
    // Each open step is a link to the screen that does it.
    await expect(setup.getByRole('link', { name: /Add a payment method/ })).toHaveAttribute('href', '/facility/billing')
    await expect(setup.getByRole('link', { name: /Post your first shift/ })).toHaveAttribute('href', '/facility/shifts/new')
    // Inviting has no call yet: no link to the read-only organization page, and it says so.
    await expect(setup.getByRole('link', { name: /Invite your team/ })).toHaveCount(0)
    await expect(setup.getByText('Coming soon', { exact: true })).toBeVisible()
    await expect(setup.getByText(/Inviting teammates is coming soon/)).toBeVisible()

    await addCard(request, f)
    await postShift(request, f, { title: 'Saturday staff pharmacist' })
    await page.reload()
    await expect(page.getByTestId('checklist-progress')).toHaveText('3 of 3 done')
    await expect(setup.getByRole('link')).toHaveCount(0)
    await expect(setup.getByText(/Inviting teammates is coming soon/)).toBeVisible()
  })

  test("the provider's photo-and-bio step opens the profile details", async ({ page, request }) => {
    const p = await licensedProvider(request)
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(p.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/provider$/)
    const setup = page.getByRole('list').filter({ hasText: 'Add a photo and a short bio' })
    await expect(setup.getByRole('link', { name: /Add a photo and a short bio/ })).toHaveAttribute('href', '/provider/profile/details')
    // The licensed provider's license is verified; payouts and the photo with a bio are open.
    await expect(page.getByTestId('checklist-progress')).toHaveText('2 of 4 done')
  })
})
