/**
 * The provider's shift story in the browser: browse with a filter, open a shift, apply; the
 * pharmacy hires through the API; the provider finds it under Upcoming and confirms attendance.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { makeFacility, postShifts } from './fixtures'
import { PASSWORD, providerSignUpBody, uniqueEmail } from './support'

async function postShift(request: APIRequestContext, title: string) {
  const facility = await makeFacility(request)
  const [shiftGroupId] = await postShifts(request, facility, title, [3])
  return { headers: facility.headers, paymentMethodId: facility.paymentMethodId, shiftGroupId: shiftGroupId! }
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider$/)
}

test('a provider browses, applies, is hired and confirms attendance', async ({ page, request }) => {
  const title = `Staff pharmacist ${Date.now().toString(36)}`
  const shift = await postShift(request, title)

  const email = uniqueEmail('provider')
  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Nadia', 'Park') })
  expect(created.status()).toBe(201)
  const { userId, providerId } = (await created.json()) as { userId: string; providerId: string }
  expect((await request.put(`/api/testing/${userId}/licenses`, { data: { states: ['NY'] } })).status()).toBe(204)

  await signIn(page, email)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shifts', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Open shifts' })).toBeVisible()

  // Filter to New York through the filters dialog.
  await page.getByRole('button', { name: /^Filters/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Filter shifts' })
  await dialog.getByRole('combobox', { name: 'States' }).fill('New York')
  await dialog.getByRole('option', { name: 'New York' }).click()
  await dialog.getByRole('button', { name: 'Show shifts' }).click()
  await expect(page).toHaveURL(/states/)
  await expect(page.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible()

  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('You earn').first()).toBeVisible()
  await expect(page.getByText('License in NY')).toBeVisible()

  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const apply = page.getByRole('dialog', { name: 'Apply to this shift' })
  await apply.getByLabel(/Note to the pharmacy/).fill('Five years in community pharmacy, fluent with PioneerRx.')
  await apply.getByRole('button', { name: 'Send application' }).click()
  await expect(apply.getByText('Application sent.')).toBeVisible()
  await apply.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByText('Application sent', { exact: true })).toBeVisible()

  // The pharmacy hires the provider.
  const hired = await request.post(`/api/facility/shift/${shift.shiftGroupId}/hire`, {
    headers: shift.headers,
    data: { applicantId: providerId, paymentMethodId: shift.paymentMethodId },
  })
  expect(hired.status()).toBe(201)

  await page.goto('/provider/my-shifts')
  await expect(page.getByRole('button', { name: /Upcoming/, pressed: true })).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Confirm attendance' }).click()
  await expect(card.getByText('Attendance confirmed')).toBeVisible()

  // The server kept it: after a reload the shift still reads as confirmed.
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Attendance confirmed')).toBeVisible()
})

test('an application made offline waits, then sends when the connection returns', async ({ page, request, context }) => {
  const title = `Relief pharmacist ${Date.now().toString(36)}`
  const shift = await postShift(request, title)
  const email = uniqueEmail('provider')
  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Omar', 'Haddad') })
  expect(created.status()).toBe(201)
  const { userId } = (await created.json()) as { userId: string }
  expect((await request.put(`/api/testing/${userId}/licenses`, { data: { states: ['NY'] } })).status()).toBe(204)

  await signIn(page, email)
  await page.goto(`/provider/shifts/${shift.shiftGroupId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const apply = page.getByRole('dialog', { name: 'Apply to this shift' })
  await apply.getByRole('button', { name: 'Send application' }).click()
  await expect(apply.getByText("Pending — will send when you're back online")).toBeVisible()
  await expect(apply.getByText('Application sent.')).toHaveCount(0)

  await context.setOffline(false)
  await expect(apply.getByText('Application sent.')).toBeVisible({ timeout: 20_000 })
})

test('after a completed shift the provider rates the pharmacy', async ({ page, request }) => {
  const title = `Weekend pharmacist ${Date.now().toString(36)}`
  const shift = await postShift(request, title)
  const email = uniqueEmail('provider')
  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, 'Lena', 'Brooks') })
  const { userId, providerId, token } = (await created.json()) as { userId: string; providerId: string; token: string }
  expect((await request.put(`/api/testing/${userId}/licenses`, { data: { states: ['NY'] } })).status()).toBe(204)
  const applied = await request.post(`/api/provider/shift/${shift.shiftGroupId}/apply`, { headers: { Authorization: `Bearer ${token}` }, data: {} })
  expect(applied.ok()).toBeTruthy()
  const hired = await request.post(`/api/facility/shift/${shift.shiftGroupId}/hire`, {
    headers: shift.headers,
    data: { applicantId: providerId, paymentMethodId: shift.paymentMethodId },
  })
  const { shiftId } = (await hired.json()) as { shiftId: string }
  expect((await request.put(`/api/testing/shifts/${shift.shiftGroupId}/rewind`, { data: { providerId } })).ok()).toBeTruthy()
  expect((await request.put(`/api/facility/shift/${shiftId}/attendance/confirm`, { headers: shift.headers })).ok()).toBeTruthy()

  await signIn(page, email)
  await page.goto('/provider/my-shifts?tab=history')
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Completed')).toBeVisible()
  await card.getByRole('button', { name: 'Rate the pharmacy' }).click()
  const dialog = page.getByRole('dialog', { name: /^Rate / })
  await dialog.getByRole('group', { name: 'Work environment' }).getByRole('radio', { name: '5 stars' }).check()
  await dialog.getByRole('group', { name: 'Safety' }).getByRole('radio', { name: '4 stars' }).check()
  await dialog.getByRole('button', { name: 'Send rating' }).click()
  await expect(dialog.getByText('Thanks — your rating was sent.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(card.getByRole('button', { name: 'Rate the pharmacy' })).toHaveCount(0)
})
