/**
 * A shift that is over offers only what its state allows, on a phone and on a desktop: once it
 * ended, the facility confirms, adjusts or reports a no-show (and can no longer cancel); once it
 * is completed and paid, nothing live is left — no "Stop applications", "Cancel shift", "Cancel
 * provider" or "Hasn't confirmed attendance yet" — and the screens say what happened: the hours
 * paid, what it cost or earned, and the rating. Each answer is checked against the API's.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  addCard,
  applyAndHire,
  expectAccessible,
  facilityAccount,
  getJson,
  licensedProvider,
  postShift,
  rewind,
  signInFacility,
  type ProviderAccount,
} from './facility-fixtures'
import { PASSWORD } from './support'

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
] as const

/** No button or badge that belongs to a live shift is on the screen. */
async function expectNoLiveActions(page: Page) {
  for (const name of ['Stop applications', 'Cancel shift', 'Edit shift']) {
    await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toHaveCount(0)
  }
  await expect(page.getByRole('button', { name: /^Cancel provider/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Hire / })).toHaveCount(0)
  await expect(page.getByText("Hasn't confirmed attendance yet")).toHaveCount(0)
}

async function signInProvider(page: Page, p: ProviderAccount) {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(p.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider$/)
}

for (const width of WIDTHS) {
  test.describe(`a finished shift (${width.name})`, () => {
    test.use({ viewport: width.viewport })

    test('ended, hours not confirmed: the group offers confirm, adjust and no-show, never cancel; confirming completes it', async ({ page, request }) => {
      const f = await facilityAccount(request)
      const card = await addCard(request, f)
      const groupId = await postShift(request, f, { title: 'Saturday staff pharmacist', quantity: 2 })
      const provider = await licensedProvider(request)
      const shiftId = await applyAndHire(request, f, provider, groupId, card)
      await rewind(request, groupId, provider)

      await signInFacility(page, f.email)
      await page.goto(`/facility/shifts/${groupId}`)
      const hired = page.getByRole('list', { name: 'Hired providers' })
      await expect(hired.getByText('Hours to confirm')).toBeVisible()
      await expect(hired.getByRole('button', { name: 'Confirm hours: Maria Lopez' })).toBeVisible()
      await expect(hired.getByRole('button', { name: 'Adjust hours: Maria Lopez' })).toBeVisible()
      await expect(hired.getByRole('button', { name: "Didn't show up: Maria Lopez" })).toBeVisible()
      // Over: the API refuses a cancel ("This shift has already ended") and a hire; nothing offers one.
      await expectNoLiveActions(page)
      await expectAccessible(page)

      await hired.getByRole('button', { name: 'Confirm hours: Maria Lopez' }).click()
      await page.getByRole('dialog', { name: 'Confirm hours' }).getByRole('button', { name: 'Confirm hours' }).click()
      await expect(page.getByText('Hours confirmed. The provider will be paid.')).toBeVisible()
      await expect(hired.getByText('Hours confirmed', { exact: true })).toBeVisible()
      await expect(hired.getByRole('button', { name: /^Confirm hours/ })).toHaveCount(0)

      const standing = await getJson<{ shift: { shiftId: string; status: string; attendanceStatus: string } }>(
        request,
        `/api/facility/shift/${groupId}/provider/${provider.providerId}`,
        f.headers,
      )
      expect(standing.shift).toEqual({ shiftId, status: 'COMPLETED', attendanceStatus: 'CONFIRMED' })
    })

    test('completed and paid: no live action anywhere, the hours, the cost and the rating are shown', async ({ page, request }) => {
      const f = await facilityAccount(request)
      const card = await addCard(request, f)
      const groupId = await postShift(request, f, { title: 'Saturday staff pharmacist' })
      const provider = await licensedProvider(request)
      const shiftId = await applyAndHire(request, f, provider, groupId, card)
      await rewind(request, groupId, provider)
      expect((await request.put(`/api/facility/shift/${shiftId}/attendance/confirm`, { headers: f.headers })).status()).toBe(200)
      const seat = (await getJson<{ data: { id: string; status: string; totalInCents: number }[] }>(request, '/api/shifts/facility-owner?pageSize=50', f.headers)).data.find(
        (s) => s.id === shiftId,
      )!
      // 8 paid hours (8.5 less an unpaid half hour) × $68 = $544.00, plus the 25% fee.
      expect(seat).toMatchObject({ status: 'Completed', totalInCents: 68_000 })

      await signInFacility(page, f.email)
      await page.goto(`/facility/shifts/${groupId}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Saturday staff pharmacist' })).toBeVisible()
      const hired = page.getByRole('list', { name: 'Hired providers' })
      await expect(hired.getByText('Hours confirmed', { exact: true })).toBeVisible()
      await expect(hired.getByTestId('seat-outcome')).toHaveText('Worked and completed: 8 hours paid · $680.00 in total')
      await expect(page.getByText('This shift is over.')).toBeVisible()
      await expectNoLiveActions(page)
      await expect(hired.getByRole('button', { name: /^Didn't show up/ })).toHaveCount(0)
      await expectAccessible(page)

      // Completed: the rating is the one thing left to do, and once done it says so.
      await hired.getByRole('button', { name: 'Rate Maria Lopez' }).click()
      const dialog = page.getByRole('dialog', { name: 'Rate Maria Lopez' })
      await dialog.getByRole('group', { name: 'On time and reliable' }).getByRole('radio', { name: '5 stars' }).check({ force: true })
      await dialog.getByRole('button', { name: 'Save rating' }).click()
      await expect(page.getByText('Thanks — your rating of Maria Lopez is saved.')).toBeVisible()
      await expect(hired.getByText('You rated Maria Lopez for this shift.')).toBeVisible()
      await expect(hired.getByRole('button', { name: 'Rate Maria Lopez' })).toHaveCount(0)

      // The same seat on the other facility screens: nothing to act on, and what it cost.
      await page.goto('/facility/shifts?view=in-progress')
      await expect(page.getByRole('heading', { name: 'Nothing in progress' })).toBeVisible()
      await page.goto('/facility/all-shifts')
      const row = page.getByRole('list', { name: 'Shifts across your organization' }).getByRole('listitem').filter({ hasText: 'Saturday staff pharmacist' })
      await expect(row).toContainText('Completed')
      await expect(row).toContainText('$680.00 paid')

      // The provider's side of the same shift: completed, what they earned, nothing to cancel or confirm.
      await page.context().clearCookies()
      await page.evaluate(() => localStorage.clear())
      await signInProvider(page, provider)
      await page.goto(`/provider/shifts/${groupId}`)
      const next = page.getByRole('complementary', { name: 'Your next step' })
      await expect(next.getByText('Shift completed')).toBeVisible()
      await expect(next).toContainText('You earned $544.00 for 8 hours paid.')
      await expect(next.getByRole('button', { name: /Cancel|Confirm I'll attend/ })).toHaveCount(0)
      await expect(next.getByRole('button', { name: 'Rate the pharmacy' })).toBeVisible()
      await expectAccessible(page)
    })

    test('adjusted hours: the group says the paid time and the new cost', async ({ page, request }) => {
      const f = await facilityAccount(request)
      const card = await addCard(request, f)
      const groupId = await postShift(request, f, { title: 'Weekday staff pharmacist' })
      const provider = await licensedProvider(request, 'Nadia', 'Park')
      const shiftId = await applyAndHire(request, f, provider, groupId, card)
      await rewind(request, groupId, provider)
      const [row] = (await getJson<{ data: { shiftId: string; startTime: string }[] }>(request, '/api/facility/shifts/in-progress', f.headers)).data
      const [h, m] = row!.startTime.split(':').map(Number) as [number, number]
      const end = `${String((h + 6) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`
      const adjusted = await request.put(`/api/facility/shift/${shiftId}/attendance/adjust`, {
        headers: f.headers,
        data: { startTime: row!.startTime, endTime: end, reason: 'Left early: the store closed at noon.', didProviderTakeLunchBreak: true },
      })
      expect(adjusted.status()).toBe(200)

      await signInFacility(page, f.email)
      await page.goto(`/facility/shifts/${groupId}`)
      const hired = page.getByRole('list', { name: 'Hired providers' })
      await expect(hired.getByText('Hours adjusted', { exact: true })).toBeVisible()
      // Six hours less the 30-minute lunch: 5.5 × $68 = $374.00 plus the 25% fee.
      await expect(hired.getByTestId('seat-outcome')).toHaveText('Worked and completed: 5.5 hours paid · $467.50 in total')
      await expectNoLiveActions(page)
    })
  })
}
