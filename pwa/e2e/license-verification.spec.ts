/**
 * Issue 12 §2: a new provider's license is verified by the team in the admin panel, and the
 * provider sees it; a license turned down says why, and the provider corrects it and sends it
 * back. The provider and the admin each get their own browser context (their own sign-in).
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, providerSignUpBody, uniqueEmail } from './support'

/** A last name no other spec uses (names take letters only), to find this provider's license in the queue. */
function uniqueLastName(): string {
  return `Lic${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
}

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The admin panel's license screen, in a context of its own, narrowed to one provider. */
async function openQueueAs(browser: Browser, lastName: string) {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await signIn(admin, '/admin/sign-in', ADMIN_EMAIL, ADMIN_PASSWORD)
  await expect(admin).toHaveURL(/\/admin$/)
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Licenses', exact: true }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible()
  await admin.getByRole('searchbox', { name: 'Search by name, e-mail or license number' }).fill(lastName)
  await admin.getByRole('button', { name: 'Search' }).click()
  return { context, admin }
}

test.describe('license verification', () => {
  test('a provider signs up with a license, an admin verifies it in the admin panel, the provider sees "Verified"', async ({ page, request, browser }) => {
    const email = uniqueEmail('provider')
    const lastName = uniqueLastName()
    const signUp = providerSignUpBody(email, 'Nadia', lastName)
    expect((await request.post('/api/sign-up/provider', { data: signUp })).status()).toBe(201)

    await signIn(page, '/sign-in', email, PASSWORD)
    await expect(page).toHaveURL(/\/provider$/)
    await page.goto('/provider/profile')
    const row = page.getByRole('listitem', { name: 'Texas license RPH-55012' })
    await expect(row.getByText('Being verified')).toBeVisible()

    const { context, admin } = await openQueueAs(browser, lastName)
    const card = admin.getByRole('article', { name: new RegExp(`Nadia ${lastName}`) })
    await expect(card).toBeVisible()
    await expect(card.getByText('Texas', { exact: true })).toBeVisible()
    await expect(card.getByText('RPH-55012')).toBeVisible()
    await expect(card.getByText('No document uploaded')).toBeVisible()
    await expect(card.getByRole('link', { name: /Look up on the Texas State Board of Pharmacy/ })).toHaveAttribute('href', 'https://www.pharmacy.texas.gov/dbsearch/')
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await card.getByRole('button', { name: `Verify Nadia ${lastName}'s Texas license` }).click()
    await expect(admin.getByRole('status').filter({ hasText: `Verified Nadia ${lastName}'s Texas license` })).toBeVisible()
    // It leaves the waiting list and shows under Verified, with who decided.
    await expect(admin.getByText('No licenses match')).toBeVisible()
    await admin.getByRole('tab', { name: /Verified/ }).click()
    await expect(admin.getByRole('article', { name: new RegExp(`Nadia ${lastName}`) }).getByText(/Verified by .+ on /)).toBeVisible()
    await context.close()

    await page.reload()
    await expect(page.getByRole('listitem', { name: 'Texas license RPH-55012' }).getByText('Verified', { exact: true })).toBeVisible()
  })

  test('a license turned down says why; the provider corrects it and it is being verified again', async ({ page, request, browser }) => {
    const email = uniqueEmail('provider')
    const lastName = uniqueLastName()
    expect((await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Omar', lastName) })).status()).toBe(201)
    const reason = 'The Texas board has no license RPH-55012 under your name. Check the number.'

    const { context, admin } = await openQueueAs(browser, lastName)
    await admin.getByRole('button', { name: `Reject Omar ${lastName}'s Texas license` }).click()
    const dialog = admin.getByRole('dialog', { name: 'Reject this license?' })
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click()
    await expect(dialog.getByText('Rejection reason is required')).toBeVisible()
    await dialog.getByLabel('Reason').fill(reason)
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click()
    await expect(admin.getByRole('status').filter({ hasText: `Rejected Omar ${lastName}'s Texas license` })).toBeVisible()
    await context.close()

    await signIn(page, '/sign-in', email, PASSWORD)
    await expect(page).toHaveURL(/\/provider$/)
    await page.goto('/provider/profile')
    const row = page.getByRole('listitem', { name: 'Texas license RPH-55012' })
    await expect(row.getByText(`Not accepted: ${reason}`)).toBeVisible()
    await row.getByRole('button', { name: 'Fix it' }).click()
    await row.getByLabel('License number').fill('RPH-55021')
    await row.getByRole('button', { name: 'Send to be verified again' }).click()
    const fixed = page.getByRole('listitem', { name: 'Texas license RPH-55021' })
    await expect(fixed.getByText('Being verified')).toBeVisible()
    await expect(fixed.getByText(/Not accepted/)).toHaveCount(0)
  })
})
