/**
 * The admin panel end to end:
 * - an ADMIN reads the dashboard (figures for a timeframe against the one before) and adds an
 *   OPERATIONS member, who accepts the e-mailed invitation;
 * - that OPERATIONS member finds a shift that ended, adjusts its hours and adds a bonus, and sees
 *   the provider's payments change on the provider's record;
 * - a SUPPORT member sees the dashboard's note instead of its figures.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { addCard, applyAndHire, expectAccessible, facilityAccount, getJson, licensedProvider, postShift, rewind } from './facility-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, uniqueEmail } from './support'

async function adminSignedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

test('an ADMIN adds an OPERATIONS member, who adjusts a shift and adds a bonus; SUPPORT is refused the figures', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const facility = await facilityAccount(request)
  const provider = await licensedProvider(request)
  // A payout account, so the shift's earnings and the bonus are paid out to the provider.
  expect((await request.put(`/api/testing/${provider.userId}/stripe-setup`)).status()).toBe(204)
  const card = await addCard(request, facility)
  const title = `Flu clinic cover ${Date.now().toString(36)}`
  const groupId = await postShift(request, facility, { title })
  await applyAndHire(request, facility, provider, groupId, card)
  // The shift ended an hour ago, its hours not yet confirmed: the admin may adjust them.
  await rewind(request, groupId, provider)
  const [ended] = (await getJson<{ data: { startTime: string }[] }>(request, '/api/facility/shifts/in-progress', facility.headers)).data
  const [h, m] = ended!.startTime.split(':').map(Number) as [number, number]
  const sixHoursLater = `${String((h + 6) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`

  const admin = await adminSignedIn(browser, ADMIN_EMAIL, ADMIN_PASSWORD)
  await expect(admin.getByText('Gross shift volume')).toBeVisible()
  await admin.getByRole('button', { name: '1m' }).click()
  await expect(admin.getByText('30 days')).toBeVisible()
  await expectAccessible(admin)

  const email = uniqueEmail('operations')
  await admin.goto('/admin/team')
  await admin.getByRole('button', { name: 'Add a member' }).click()
  await admin.getByLabel('E-mail').fill(email)
  await admin.getByLabel('First name').fill('Dana')
  await admin.getByLabel('Last name').fill('Reyes')
  await admin.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(admin.getByText(`Invitation sent to ${email}.`)).toBeVisible()

  const outbox = (await (await request.get(`/api/testing/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { links: string[] }[] }
  const link = outbox.data.flatMap((m) => m.links).find((l) => l.includes('/accept-invitation?token='))!
  const accepted = await request.post('/api/auth/accept-invitation', { data: { token: new URL(link).searchParams.get('token'), password: 'Operations-pass-2026' } })
  expect(accepted.status()).toBe(200)

  const operations = await adminSignedIn(browser, email, 'Operations-pass-2026')
  await operations.goto('/admin/shifts')
  await operations.getByRole('searchbox', { name: 'Search shifts' }).fill(title)
  await operations.getByRole('button', { name: 'Search' }).click()
  await operations.getByRole('link', { name: title }).click()
  await expect(operations).toHaveURL(/\/admin\/shifts\/[^/]+$/)
  // Eight and a half hours less a 30-minute lunch at $68: $544.00 as hired.
  await expect(operations.getByRole('definition').filter({ hasText: '$544.00' })).toBeVisible()
  await operations.getByRole('button', { name: 'Adjust hours' }).click()
  await operations.getByLabel('Started').fill(ended!.startTime)
  await operations.getByLabel('Ended').fill(sixHoursLater)
  await operations.getByRole('button', { name: 'Re-price the shift' }).click()
  await expect(operations.getByText(`Hours set to ${ended!.startTime}–${sixHoursLater}; the shift was re-priced.`)).toBeVisible()
  // Six hours less the lunch: 5.5 × $68.
  await expect(operations.getByRole('definition').filter({ hasText: '$374.00' })).toBeVisible()
  await operations.getByRole('button', { name: 'Add a bonus' }).click()
  await operations.getByLabel('Amount in dollars').fill('25')
  await operations.getByLabel('What it is for').fill('Stayed late for the flu clinic')
  await operations.getByRole('button', { name: 'Pay the bonus' }).click()
  await expect(operations.getByText('Added a $25.00 bonus.')).toBeVisible()
  await expect(operations.getByText('Bonus: Stayed late for the flu clinic')).toBeVisible()
  // The provider's record: the re-priced shift's payout and the bonus, each its own payment.
  await operations.getByRole('link', { name: provider.name }).click()
  await expect(operations).toHaveURL(/\/admin\/providers\/[^/]+$/)
  const payments = operations.getByRole('table', { name: 'Payments' })
  await expect(payments.getByRole('row').filter({ hasText: 'Bonus' }).filter({ hasText: '$25.00' })).toBeVisible()
  await expect(payments.getByRole('row').filter({ hasText: 'Shift' }).filter({ hasText: '$374.00' })).toBeVisible()
  await expect(operations.getByRole('table', { name: 'Shifts' }).getByRole('link', { name: title })).toBeVisible()
  await expectAccessible(operations)

  const supportEmail = uniqueEmail('support')
  const adminToken = ((await (await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { 'x-app-source': 'admin-panel' } })).json()) as { token: string }).token
  const created = await request.post('/api/admin-panel/administration/users', { headers: { Authorization: `Bearer ${adminToken}`, 'x-app-source': 'admin-panel' }, data: { email: supportEmail, firstName: 'Sam', lastName: 'Ortiz', role: 'SUPPORT' } })
  expect(created.status()).toBe(201)
  const supportOutbox = (await (await request.get(`/api/testing/outbox?to=${encodeURIComponent(supportEmail)}`)).json()) as { data: { links: string[] }[] }
  const supportLink = supportOutbox.data.flatMap((m) => m.links).find((l) => l.includes('/accept-invitation?token='))!
  expect((await request.post('/api/auth/accept-invitation', { data: { token: new URL(supportLink).searchParams.get('token'), password: 'Support-pass-2026' } })).status()).toBe(200)
  const support = await adminSignedIn(browser, supportEmail, 'Support-pass-2026')
  await expect(support.getByText("The dashboard's figures are for admin and operations roles.")).toBeVisible()
})
