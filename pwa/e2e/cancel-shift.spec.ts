/**
 * Cancelling a hired shift, on a phone and on a desktop (issue 12 §3): the dialog states the
 * exact cancellation fee (or that there is none) before the facility confirms, quoted by the API
 * by the rule the cancel charges; posting again is offered unchecked; and afterwards the page
 * says one thing — canceled with the fee it cost, or posted again with a link to the new shift —
 * never both, and never "All seats filled" for a canceled shift. Each answer is checked against
 * the API's.
 */
import { expect, test } from '@playwright/test'
import { addCard, applyAndHire, facilityAccount, getJson, licensedProvider, nyDate, postShift, signInFacility } from './facility-fixtures'

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
] as const

type Cancellation = { feeInCents: number; repostedShiftGroupId: string | null }
type Preview = { status: string; quantity: number }

/** Date and `HH:mm` in New York (the test facility's zone) `hours` from now. */
function nyInHours(hours: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + hours * 3_600_000))
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

for (const width of WIDTHS) {
  test.describe(`cancelling a hired shift (${width.name})`, () => {
    test.use({ viewport: width.viewport })

    test('under 24 hours before the start: the dialog names the fee first; afterwards the page says canceled, with that fee', async ({ page, request }) => {
      const f = await facilityAccount(request)
      const card = await addCard(request, f)
      // Starts in 3 hours: 8.5 h with 30 minutes of unpaid lunch at $68/h = $544 earned, half of it owed.
      const start = nyInHours(3)
      const end = nyInHours(11.5)
      const groupId = await postShift(request, f, { title: 'Evening staff pharmacist', date: start.date, startTime: start.time, endTime: end.time })
      const provider = await licensedProvider(request)
      await applyAndHire(request, f, provider, groupId, card)

      await signInFacility(page, f.email)
      await page.goto(`/facility/shifts/${groupId}`)
      await page.getByRole('button', { name: 'Cancel shift', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this shift?' })
      await expect(dialog.getByTestId('cancellation-fee')).toContainText('Cancellation fee: $272.00')
      await expect(dialog.getByTestId('cancellation-fee')).toContainText('starts in less than 24 hours')
      await expect(dialog.getByLabel('Post it again for new applicants')).not.toBeChecked()
      await dialog.getByLabel('Reason').fill('The store closes early for a power outage.')
      await dialog.getByRole('button', { name: 'Cancel and pay $272.00' }).click()
      await expect(dialog).toBeHidden()

      const outcome = page.getByTestId('cancellation-outcome')
      await expect(outcome).toContainText('This shift was canceled')
      await expect(outcome).toContainText('Cancellation fee: $272.00')
      await expect(page.getByText(/posted again/i)).toHaveCount(0)
      await expect(page.getByText('All seats filled')).toHaveCount(0)
      await expect(page.getByText(/0 of 0/)).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Cancel shift', exact: true })).toHaveCount(0)

      const after = await getJson<Cancellation>(request, `/api/facility/shift/${groupId}/cancellation`, f.headers)
      expect(after).toMatchObject({ feeInCents: 27_200, repostedShiftGroupId: null })
    })

    test('days ahead: the dialog says there is no fee; posting again is a choice, and then the page links the new shift only', async ({ page, request }) => {
      const f = await facilityAccount(request)
      const card = await addCard(request, f)
      const groupId = await postShift(request, f, { title: 'Weekend staff pharmacist', date: nyDate(10) })
      const provider = await licensedProvider(request)
      await applyAndHire(request, f, provider, groupId, card)

      await signInFacility(page, f.email)
      await page.goto(`/facility/shifts/${groupId}`)
      await page.getByRole('button', { name: 'Cancel shift', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this shift?' })
      await expect(dialog.getByTestId('cancellation-fee')).toContainText('No cancellation fee')
      await expect(dialog.getByTestId('cancellation-fee')).toContainText('refunded in full')
      const repost = dialog.getByLabel('Post it again for new applicants')
      await expect(repost).not.toBeChecked()
      await repost.check()
      await dialog.getByLabel('Reason').fill('Our regular pharmacist is back from leave that day.')
      await dialog.getByRole('button', { name: 'Cancel shift', exact: true }).click()
      await expect(dialog).toBeHidden()

      const outcome = page.getByTestId('cancellation-outcome')
      await expect(outcome).toContainText('Posted again as a new shift')
      await expect(outcome).toContainText('No cancellation fee was charged.')
      await expect(page.getByText('This shift was canceled')).toHaveCount(0)
      await expect(page.getByText('All seats filled')).toHaveCount(0)

      const after = await getJson<Cancellation>(request, `/api/facility/shift/${groupId}/cancellation`, f.headers)
      expect(after.feeInCents).toBe(0)
      expect(after.repostedShiftGroupId).not.toBeNull()
      await outcome.getByRole('link', { name: 'Open the new shift' }).click()
      await expect(page).toHaveURL(new RegExp(`/facility/shifts/${after.repostedShiftGroupId}$`))
      await expect(page.getByTestId('cancellation-outcome')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Cancel shift', exact: true })).toBeVisible()
      const reposted = await getJson<Preview>(request, `/api/facility/shift/${after.repostedShiftGroupId}/preview`, f.headers)
      expect(reposted).toMatchObject({ status: 'OPEN', quantity: 1 })
    })
  })
}
