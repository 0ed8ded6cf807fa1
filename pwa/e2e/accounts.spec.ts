/**
 * Accounts (issue 12 item 7): a forgotten password is reset through the e-mail link read from the
 * outbox (`GET /api/testing/outbox`), on a phone and on a desktop; the password is changed in each
 * area's account screen; a team member on the user sign-in is pointed to the admin sign-in; the
 * sign-up's "e-mail taken" links to the reset.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, facilitySignUpBody, PASSWORD, providerSignUpBody, uniqueEmail } from './support'

/** The path and query of the newest reset link sent to `email` (the link's host is PUBLIC_URL's). */
async function resetLinkSentTo(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const res = await request.get(`/api/testing/outbox?to=${encodeURIComponent(email)}`)
      expect(res.status()).toBe(200)
      const { data } = (await res.json()) as { data: { subject: string; links: string[] }[] }
      link = data.flatMap((m) => m.links).find((l) => new URL(l).pathname === '/reset-password')
      return link
    })
    .toBeTruthy()
  const url = new URL(link!)
  expect(url.searchParams.get('token')).toBeTruthy()
  return `${url.pathname}${url.search}`
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`forgotten password on ${device.name}`, () => {
    test.use({ viewport: device.viewport })

    test('"Forgot password?" → the reset e-mail in the outbox → a new password → it signs in', async ({ page, request }) => {
      const email = uniqueEmail('forgot')
      expect((await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Nadia', 'Park') })).status()).toBe(201)

      await page.goto('/sign-in')
      await page.getByLabel('Email').fill(email)
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page).toHaveURL(/\/forgot-password/)
      await expect(page.getByLabel('Email')).toHaveValue(email)
      await page.getByRole('button', { name: 'Send the link' }).click()
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()

      const link = await resetLinkSentTo(request, email)
      await page.goto(link)
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
      await page.getByLabel('New password', { exact: true }).fill('short')
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
      await page.getByLabel('New password', { exact: true }).fill('Reset-pass-2026')
      await page.getByRole('button', { name: 'Set the new password' }).click()

      await expect(page).toHaveURL(/\/sign-in/)
      await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible()
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect')
      await page.getByLabel('Password', { exact: true }).fill('Reset-pass-2026')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/provider$/)

      // The link worked once.
      await page.goto(link)
      await page.getByLabel('New password', { exact: true }).fill('Another-pass-2026')
      await page.getByRole('button', { name: 'Set the new password' }).click()
      await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible()
      await expect(page.getByText('This reset link was already used')).toBeVisible()
      await page.getByRole('link', { name: 'Send me a new link' }).click()
      await expect(page).toHaveURL(/\/forgot-password$/)
    })
  })
}

test.describe('changing the password while signed in', () => {
  test('a provider, on Profile', async ({ page, request }) => {
    const email = uniqueEmail('change')
    expect((await request.post('/api/sign-up/provider', { data: providerSignUpBody(email) })).status()).toBe(201)
    await signIn(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/provider$/)
    await page.goto('/provider/profile')
    const section = page.getByRole('form', { name: 'Change password' })
    await section.getByLabel('Current password').fill('not-my-password')
    await section.getByLabel('New password').fill('Changed-pass-2026')
    await section.getByRole('button', { name: 'Change password' }).click()
    await expect(section.getByText('Current password is incorrect')).toBeVisible()
    await section.getByLabel('Current password').fill(PASSWORD)
    await section.getByRole('button', { name: 'Change password' }).click()
    await expect(section.getByText('Your password is changed')).toBeVisible()
    // This device stays signed in; the new password is the one that works.
    await page.reload()
    await expect(page).toHaveURL(/\/provider\/profile$/)
    expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401)
    expect((await request.post('/api/auth/login', { data: { email, password: 'Changed-pass-2026' } })).status()).toBe(200)
  })

  test('a pharmacy user, on Organization', async ({ page, request }) => {
    const email = uniqueEmail('change-facility')
    expect((await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email) })).status()).toBe(201)
    await signIn(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/facility$/)
    await page.goto('/facility/organization')
    const section = page.getByRole('form', { name: 'Change password' })
    await section.getByLabel('Current password').fill(PASSWORD)
    await section.getByLabel('New password').fill('Pharmacy-pass-2026')
    await section.getByRole('button', { name: 'Change password' }).click()
    await expect(section.getByText('Your password is changed')).toBeVisible()
    expect((await request.post('/api/auth/login', { data: { email, password: 'Pharmacy-pass-2026' } })).status()).toBe(200)
  })
})

test('a team member on the user sign-in is pointed to the admin sign-in', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('admin-panel team account')
  await alert.getByRole('link', { name: 'Sign in to the admin panel' }).click()
  await expect(page).toHaveURL(/\/admin\/sign-in$/)
})

test('signing up with an e-mail already in use links to the reset', async ({ page, request }) => {
  const email = uniqueEmail('taken')
  expect((await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email) })).status()).toBe(201)
  await page.goto('/sign-up/facility')
  const body = facilitySignUpBody(email)
  await page.getByLabel('First name').fill(body.firstName)
  await page.getByLabel('Last name').fill(body.lastName)
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Phone number').fill(body.phoneNumber)
  await page.getByLabel('Pharmacy name').fill(body.facilityName)
  await page.getByLabel('Street address').fill(body.streetAddress)
  await page.getByLabel('ZIP code').fill(body.zipCode)
  await expect(page.getByLabel('City')).toHaveValue(body.city)
  await page.getByLabel('How did you hear about us?').selectOption(body.howDidYouHearAboutUs)
  await page.getByRole('button', { name: 'Create pharmacy account' }).click()
  await expect(page.getByText('An account with this e-mail already exists')).toBeVisible()
  await page.getByRole('link', { name: 'reset your password' }).click()
  await expect(page).toHaveURL(/\/forgot-password\?email=/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
})
