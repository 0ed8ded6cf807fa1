/**
 * The facility's management screens: editing a posted shift (and what stays editable once a
 * provider is hired), the organization-wide list of shifts with its filters and pages, and the
 * hired provider's contact details on the group. Each checks the screen, the server's record
 * through the API, and axe (no serious or critical violations).
 */
import { expect, test } from '@playwright/test'
import {
  addCard,
  applyAndHire,
  expectAccessible,
  facilityAccount,
  getJson,
  licensedProvider,
  nyDate,
  postShift,
  rewind,
  signInFacility,
} from './facility-fixtures'

type Preview = { title: string; rate: number; startTime: string; endTime: string; parkingDetails: string | null; totalPaymentInCents: number }

test.describe('facility management', () => {
  test('edits a shift, then only what stays editable once a provider is hired', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const groupId = await postShift(request, f, { title: 'Weekday pharmacist', startTime: '09:00', endTime: '17:00', rate: 60 })

    await signInFacility(page, f.email)
    await page.goto(`/facility/shifts/${groupId}`)
    await page.getByRole('link', { name: 'Edit shift' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit shift' })).toBeVisible()
    await expect(page.getByLabel('Title')).toHaveValue('Weekday pharmacist')
    await expectAccessible(page)

    // The API's own messages, as you type.
    const title = page.getByLabel('Title')
    await title.fill('Sat')
    await title.blur()
    await expect(page.getByText('Title must be at least 6 characters')).toBeVisible()
    await title.fill('Saturday staff pharmacist')
    await expect(page.getByText('Title must be at least 6 characters')).toHaveCount(0)
    await page.getByLabel('Hourly rate (USD)').fill('72')
    await page.getByLabel('Ends').fill('18:00')
    // 9 hours less an unpaid 30-minute lunch: 8.5 × $72 = $612, plus the 25% fee.
    await expect(page.getByTestId('price-total')).toHaveText('$765.00')
    await page.getByRole('button', { name: 'Save changes' }).click()

    await expect(page.getByText('Your changes are saved. Providers see the new details.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/facility/shifts/${groupId}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Saturday staff pharmacist' })).toBeVisible()
    await expect(page.getByTestId('shift-cost')).toContainText('$72.00/h')
    const edited = await getJson<Preview>(request, `/api/facility/shift/${groupId}/preview`, f.headers)
    expect(edited).toMatchObject({ title: 'Saturday staff pharmacist', rate: 72, startTime: '09:00', endTime: '18:00', totalPaymentInCents: 76_500 })

    // Hired: the pay, requirements and times are no longer offered; parking still is.
    const provider = await licensedProvider(request)
    await applyAndHire(request, f, provider, groupId, card)
    await page.reload()
    await page.getByRole('link', { name: 'Edit shift' }).click()
    await expect(page.getByText('A provider is hired')).toBeVisible()
    await expect(page.getByLabel('Hourly rate (USD)')).toHaveCount(0)
    await expect(page.getByLabel('Ends')).toHaveCount(0)
    await page.getByLabel('Parking details').fill('Free in the lot behind the store; use the staff door.')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your changes are saved. Providers see the new details.')).toBeVisible()
    const locked = await getJson<Preview>(request, `/api/facility/shift/${groupId}/preview`, f.headers)
    expect(locked).toMatchObject({ parkingDetails: 'Free in the lot behind the store; use the staff door.', rate: 72, endTime: '18:00' })

    // Started: the API refuses every edit, so the screen stops offering one.
    await rewind(request, groupId, provider)
    await page.goto(`/facility/shifts/${groupId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Saturday staff pharmacist' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit shift' })).toHaveCount(0)
  })

  test('lists every shift of the organization with filters and pages', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    await postShift(request, f, { title: 'Weekday pharmacist cover', date: nyDate(6), quantity: 21 })
    const filledGroup = await postShift(request, f, { title: 'Saturday staff pharmacist', date: nyDate(8) })
    const canceledGroup = await postShift(request, f, { title: 'Holiday cover pharmacist', date: nyDate(10) })
    const provider = await licensedProvider(request)
    const filledSeat = await applyAndHire(request, f, provider, filledGroup, card)
    const canceled = await request.put(`/api/facility/shift/${canceledGroup}/cancel`, { headers: f.headers, data: { cancellationReason: 'The store is closed that day.' } })
    expect(canceled.status()).toBe(204)

    await signInFacility(page, f.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All shifts', exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'All shifts' })).toBeVisible()
    const rows = page.getByRole('list', { name: 'Shifts across your organization' }).getByRole('listitem')
    await expect(page.getByText('23 shifts, page 1 of 2')).toBeVisible()
    await expect(rows).toHaveCount(20)
    // Latest first: the canceled holiday shift leads.
    await expect(rows.first()).toContainText('Holiday cover pharmacist')
    await expect(rows.first()).toContainText('Canceled')
    await expectAccessible(page)

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('23 shifts, page 2 of 2')).toBeVisible()
    await expect(rows).toHaveCount(3)

    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Filled' }).click()
    await expect(page).toHaveURL(/status=Filled/)
    await expect(page.getByText('1 shift', { exact: true })).toBeVisible()
    await expect(rows).toHaveCount(1)
    await expect(rows.first().getByRole('link', { name: 'Maria Lopez' })).toBeVisible()
    const filled = await getJson<{ data: { id: string }[]; pagination: { totalItems: number } }>(request, '/api/shifts/facility-owner?status=Filled', f.headers)
    expect(filled.pagination.totalItems).toBe(1)
    expect(filled.data[0]!.id).toBe(filledSeat)

    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Canceled' }).click()
    await expect(page.getByText('2 shifts', { exact: true })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Canceled' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect(page.getByText('23 shifts, page 1 of 2')).toBeVisible()
    await page.getByLabel('From').fill(nyDate(7))
    await expect(page.getByText('2 shifts', { exact: true })).toBeVisible()
    await page.getByLabel('Order').selectOption('date_asc')
    await expect(rows.first()).toContainText('Saturday staff pharmacist')
    await expect(rows.first()).toContainText('Filled')

    // The filters live in the address: a reload keeps them.
    await page.reload()
    await expect(page.getByText('2 shifts', { exact: true })).toBeVisible()
    await rows.first().getByRole('link', { name: 'Saturday staff pharmacist' }).click()
    await expect(page).toHaveURL(new RegExp(`/facility/shifts/${filledGroup}$`))
  })

  test('shows how to reach the hired provider on the shift', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const groupId = await postShift(request, f, { title: 'Saturday staff pharmacist' })
    const provider = await licensedProvider(request)
    const shiftId = await applyAndHire(request, f, provider, groupId, card)
    expect((await request.put(`/api/provider/shift/${groupId}/confirm-attendance`, { headers: provider.headers })).status()).toBeLessThan(300)
    const api = await getJson<{ provider: { id: string; phone: string; email: string }; providerWillAttendShift: boolean }>(
      request,
      `/api/facility/shift/${shiftId}/hired-provider`,
      f.headers,
    )
    expect(api).toMatchObject({ provider: { id: provider.providerId, phone: '2145550187', email: provider.email }, providerWillAttendShift: true })

    await signInFacility(page, f.email)
    await page.goto(`/facility/shifts/${groupId}`)
    const contact = page.getByRole('region', { name: 'Contact details for Maria Lopez' })
    await expect(contact.getByRole('link', { name: 'Phone: (214) 555-0187' })).toHaveAttribute('href', 'tel:2145550187')
    await expect(contact.getByRole('link', { name: `Email: ${provider.email}` })).toHaveAttribute('href', `mailto:${provider.email}`)
    await expect(contact.getByText("Confirmed they'll attend")).toBeVisible()
    await expectAccessible(page)

    await contact.getByRole('link', { name: 'View profile: Maria Lopez' }).click()
    await expect(page).toHaveURL(new RegExp(`/facility/providers/${provider.providerId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible()
  })
})
