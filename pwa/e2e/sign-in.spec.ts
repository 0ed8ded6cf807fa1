import { expect, test, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, facilitySignUpBody, PASSWORD, providerSignUpBody, uniqueEmail } from './support'

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function expectNav(page: Page, items: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const item of items) await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible()
}

test.describe('sign-in', () => {
  test('a provider signs in and sees the provider area', async ({ page, request }) => {
    const email = uniqueEmail('provider')
    const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Aisha', 'Khan') })
    expect(created.status()).toBe(201)

    await signIn(page, '/sign-in', email, PASSWORD)
    await expect(page).toHaveURL(/\/provider$/)
    await expectNav(page, ['Home', 'Shifts', 'My shifts', 'Payments', 'Profile'])
    await expect(page.getByTestId('account-name')).toHaveText('Aisha Khan')
  })

  test('a facility user signs in and sees the facility area', async ({ page, request }) => {
    const email = uniqueEmail('facility')
    const created = await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email, 'Grace', 'Okafor') })
    expect(created.status()).toBe(201)

    await signIn(page, '/sign-in', email, PASSWORD)
    await expect(page).toHaveURL(/\/facility$/)
    await expectNav(page, ['Home', 'Shifts', 'Applicants', 'All shifts', 'Providers', 'Billing', 'Organization'])
    await expect(page.getByTestId('account-name')).toHaveText('Grace Okafor')
  })

  test('an admin signs in to the admin panel', async ({ page, context }) => {
    await signIn(page, '/admin/sign-in', ADMIN_EMAIL, ADMIN_PASSWORD)
    await expect(page).toHaveURL(/\/admin$/)
    await expectNav(page, ['Dashboard', 'Organizations', 'Facilities', 'Shifts', 'Providers', 'Team', 'Benefits', 'Prices', 'Support chats'])
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'token')?.value).toBeTruthy()
  })

  test('a wrong password is explained in words', async ({ page, request }) => {
    const email = uniqueEmail('provider')
    await request.post('/api/sign-up/provider', { data: providerSignUpBody(email) })
    await signIn(page, '/sign-in', email, 'not-the-password')
    await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect')
    await expect(page).toHaveURL(/\/sign-in/)
  })

  test('signed-in areas send visitors to sign in, and back afterwards', async ({ page, request }) => {
    await page.goto('/provider/payments')
    await expect(page).toHaveURL(/\/sign-in\?redirect=/)
    await page.goto('/admin/team')
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirect=/)

    const email = uniqueEmail('provider')
    await request.post('/api/sign-up/provider', { data: providerSignUpBody(email) })
    await page.goto('/provider/payments')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/provider\/payments$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()

    await page.getByRole('button', { name: /^Account/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await page.goto('/provider')
    await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  })
})
