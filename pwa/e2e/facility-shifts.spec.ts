import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { facilitySignUpBody, futureDate, PASSWORD, providerSignUpBody, uniqueEmail } from './support'

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/facility$/)
}

/** A facility account with a card on file, made through the API. */
async function facilityWithCard(request: APIRequestContext): Promise<{ email: string }> {
  const email = uniqueEmail('facility')
  const created = await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email, 'Grace', 'Okafor') })
  expect(created.status()).toBe(201)
  const { token } = (await created.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const facilities = (await (await request.get('/api/facility', { headers })).json()) as Array<{ facilityId: string }>
  const card = await request.post('/api/payment-method/attach-card', { headers, data: { token: 'tok_visa', facilityId: facilities[0]!.facilityId } })
  expect(card.status()).toBe(201)
  return { email }
}

async function pickChip(page: Page, label: string, search: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.fill(search)
  await box.press('Enter')
  await box.press('Escape')
}

test.describe('facility shifts', () => {
  test('posts a two-day shift, a provider applies, the facility hires with its card and confirms the hours', async ({ page, request }) => {
    const { email } = await facilityWithCard(request)
    await signIn(page, email)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shifts', exact: true }).first().click()
    await page.getByRole('link', { name: 'Post a shift' }).first().click()
    await expect(page.getByRole('heading', { name: 'Post a shift' })).toBeVisible()

    // The shared contract answers as the user types, with the API's words.
    const title = page.getByLabel('Title')
    await title.fill('Staff')
    await title.blur()
    await expect(page.getByText('Title must be at least 6 characters')).toBeVisible()
    await title.fill('Weekend staff pharmacist')
    await expect(page.getByText('Title must be at least 6 characters')).toHaveCount(0)

    await page.getByLabel('Description').fill('Cover the pharmacy counter on a busy weekend: dispensing, counseling and immunizations.')
    await page.getByLabel('Provider type').selectOption('PHARMACIST')
    await page.getByLabel('Day 1', { exact: true }).fill(futureDate(30))
    await page.getByRole('button', { name: 'Add another day' }).click()
    await expect(page.getByLabel('Day 2', { exact: true })).toHaveValue(futureDate(31))
    await page.getByLabel('Hourly rate (USD)').fill('60')
    await pickChip(page, 'Software', 'BestRx')
    await pickChip(page, 'Specialties', 'Ambulatory Care')

    // 2 days × 7.5 paid hours (8 h less an unpaid 30-minute lunch) × $60 = $900, plus the 25% fee.
    const preview = page.getByTestId('price-preview')
    await expect(preview).toContainText('15 hours')
    await expect(page.getByTestId('price-total')).toHaveText('$1,125.00')

    await page.getByRole('button', { name: 'Post shift' }).click()
    await expect(page.getByText('Your 2 shifts are posted')).toBeVisible()
    await expect(page.getByTestId('shift-cost')).toContainText('$562.50')
    const shiftGroupId = new URL(page.url()).pathname.split('/').pop()!

    await page.getByRole('link', { name: 'Shifts', exact: true }).first().click()
    const open = page.getByRole('list', { name: 'Open shifts' })
    await expect(open.getByRole('listitem')).toHaveCount(2)
    await expect(open.getByTestId('fill-count').first()).toHaveText('0 of 1 filled')

    // A licensed provider applies through the API.
    const providerEmail = uniqueEmail('provider')
    const signedUp = await request.post('/api/sign-up/provider', { data: providerSignUpBody(providerEmail, 'Maria', 'Lopez') })
    expect(signedUp.status()).toBe(201)
    const provider = (await signedUp.json()) as { token: string; userId: string }
    expect((await request.put(`/api/testing/${provider.userId}/licenses`, { data: {} })).status()).toBe(204)
    const applied = await request.post(`/api/provider/shift/${shiftGroupId}/apply`, { headers: { Authorization: `Bearer ${provider.token}` }, data: {} })
    expect(applied.status()).toBeLessThan(300)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applicants', exact: true }).first().click()
    await expect(page.getByRole('tab', { name: 'Not filled' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('link', { name: 'Maria Lopez' })).toBeVisible()
    await page.getByRole('link', { name: /Review 1 applicant/ }).click()

    await page.getByRole('button', { name: 'Hire Maria Lopez' }).click()
    const dialog = page.getByRole('dialog', { name: 'Hire Maria Lopez' })
    await expect(dialog.getByLabel('Pay with')).toContainText('4242')
    await dialog.getByRole('button', { name: 'Hire and pay' }).click()
    await expect(page.getByText('Maria Lopez is hired')).toBeVisible()
    await expect(page.getByTestId('fill-count')).toHaveText('1 of 1 filled')
    await expect(page.getByRole('list', { name: 'Hired providers' })).toContainText('Maria Lopez')

    // The shift is moved into the past; the facility confirms the hours worked.
    const providerAccount = (await (await request.get('/api/user', { headers: { Authorization: `Bearer ${provider.token}` } })).json()) as { providerId: string }
    expect((await request.put(`/api/testing/shifts/${shiftGroupId}/rewind`, { data: { providerId: providerAccount.providerId } })).status()).toBeLessThan(300)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shifts', exact: true }).first().click()
    await page.getByRole('tab', { name: 'Hired and in progress' }).click()
    await page.getByRole('button', { name: /^Confirm hours: Maria Lopez/ }).click()
    await page.getByRole('dialog', { name: 'Confirm hours' }).getByRole('button', { name: 'Confirm hours' }).click()
    await expect(page.getByText('Hours confirmed. The provider will be paid.')).toBeVisible()
  })

  test('a half-typed post survives a reload', async ({ page, request }) => {
    const { email } = await facilityWithCard(request)
    await signIn(page, email)
    await page.goto('/facility/shifts/new')
    await page.getByLabel('Title').fill('Overnight technician')
    await page.getByLabel('Hourly rate (USD)').fill('32.5')
    // Drafts are written shortly after typing stops.
    await page.waitForTimeout(800)
    await page.reload()
    await expect(page.getByText('We restored your unfinished shift')).toBeVisible()
    await expect(page.getByLabel('Title')).toHaveValue('Overnight technician')
    await expect(page.getByLabel('Hourly rate (USD)')).toHaveValue('32.5')
  })

  test('a post made offline waits in the outbox and is sent on reconnecting', async ({ page, context, request }) => {
    const { email } = await facilityWithCard(request)
    await signIn(page, email)
    // Through the list, so its code is loaded before the connection drops.
    await page.goto('/facility/shifts')
    await expect(page.getByRole('heading', { name: 'No open shifts' })).toBeVisible()
    await page.getByRole('link', { name: 'Post a shift' }).first().click()
    await page.getByLabel('Title').fill('Evening technician cover')
    await page.getByLabel('Description').fill('Help the pharmacist through the evening rush: data entry, filling and the register.')
    await page.getByLabel('Provider type').selectOption('TECHNICIAN')
    await page.getByLabel('Day 1', { exact: true }).fill(futureDate(20))
    await page.getByLabel('Hourly rate (USD)').fill('28')
    await pickChip(page, 'Software', 'BestRx')
    await pickChip(page, 'Specialties', 'Ambulatory Care')

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Post shift' }).click()
    // Queued, and said so: never shown as posted before the server took it.
    await expect(page.getByText('Waiting for a connection')).toBeVisible()
    await page.getByRole('button', { name: 'Go to shifts' }).click()
    await expect(page.getByRole('list', { name: 'Actions not sent yet' })).toContainText('Evening technician cover')

    await context.setOffline(false)
    await expect(page.getByRole('list', { name: 'Actions not sent yet' })).toHaveCount(0, { timeout: 20_000 })
    await expect(page.getByRole('list', { name: 'Open shifts' })).toContainText('Evening technician cover')
  })
})
