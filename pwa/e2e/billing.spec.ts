/**
 * The pharmacy sees what it paid (issue 12 §4), on a phone and on a desktop: after a hire the
 * Billing screen lists the charge with its shift; after a late cancellation, the refund and the
 * cancellation fee owed to the provider; a receipt per charge; and the month's statement
 * downloads as CSV with those entries. Each figure is checked against the API's history.
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { addCard, applyAndHire, facilityAccount, getJson, licensedProvider, nyDate, postShift, signInFacility } from './facility-fixtures'

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 860 } },
] as const

type History = { data: { type: string; status: string; amountInCents: number; chargeId: string | null; shift: { shiftGroupId: string; title: string } | null }[]; totals: { netInCents: number } }

/** Date and `HH:mm` in New York (the test facility's zone) `hours` from now, on the hour. */
function nyInHours(hours: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + hours * 3_600_000))
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:00` }
}

for (const width of WIDTHS) {
  test.describe(`billing (${width.name})`, () => {
    test.use({ viewport: width.viewport })

    test('a hire shows its charge with the shift; a late cancellation its refund and fee; the statement downloads as CSV', async ({ page, request }) => {
      const f = await facilityAccount(request)
      const card = await addCard(request, f)
      // 09:00–17:30 with 30 minutes unpaid lunch at $68/h: $544 earned + 25% fee = $680.
      const kept = await postShift(request, f, { title: 'Morning staff pharmacist', date: nyDate(6) })
      await applyAndHire(request, f, await licensedProvider(request, 'Maria', 'Lopez'), kept, card)

      await signInFacility(page, f.email)
      await page.goto('/facility/billing')
      const history = page.getByRole('list', { name: 'Billing history' })
      const hireCharge = history.locator('[data-type="CHARGE"]').filter({ hasText: 'Morning staff pharmacist' })
      await expect(hireCharge).toContainText('Shift charge')
      await expect(hireCharge).toContainText('$680.00')
      await expect(hireCharge).toContainText('Maria Lopez')
      await expect(hireCharge).toContainText('Visa •••• 4242')
      await expect(hireCharge.getByRole('button', { name: /Receipt/ })).toBeVisible()
      await expect(hireCharge.getByRole('link', { name: 'Morning staff pharmacist' })).toHaveAttribute('href', `/facility/shifts/${kept}`)

      // The receipt is a PDF download.
      const receiptDownload = page.waitForEvent('download')
      await hireCharge.getByRole('button', { name: /Receipt/ }).click()
      const receipt = await receiptDownload
      expect(receipt.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/)
      expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe('%PDF-')

      // A late cancellation: starts in 4 hours, canceled now. Refunded in full; half the provider's pay is owed.
      const start = nyInHours(4)
      const end = nyInHours(8)
      const late = await postShift(request, f, { title: 'Evening staff pharmacist', date: start.date, startTime: start.time, endTime: end.time })
      const sam = await licensedProvider(request, 'Sam', 'Okoro')
      await applyAndHire(request, f, sam, late, card)
      const canceled = await request.put(`/api/facility/shift/${late}/cancel`, { headers: f.headers, data: { hiredProviderId: sam.providerId, cancellationReason: 'The store closes early for inventory.', shouldRepostShift: false } })
      expect(canceled.status()).toBe(204)

      // The API's own history: the fee (3.5 paid hours × $68 = $238 earned, half owed: $119), the refund of the $297.50 charge.
      const api = await getJson<History>(request, '/api/billing/history?pageSize=50', f.headers)
      const fee = api.data.find((e) => e.type === 'CANCELLATION_FEE')
      expect(fee).toMatchObject({ amountInCents: 11_900, shift: { shiftGroupId: late } })
      expect(api.data.find((e) => e.type === 'REFUND')).toMatchObject({ amountInCents: -29_750, shift: { shiftGroupId: late } })

      await page.reload()
      const feeRow = history.locator('[data-type="CANCELLATION_FEE"]')
      await expect(feeRow).toContainText('Evening staff pharmacist')
      await expect(feeRow).toContainText('$119.00')
      await expect(feeRow).toContainText(/To be charged|Paid/)
      const refundRow = history.locator('[data-type="REFUND"]')
      await expect(refundRow).toContainText('Evening staff pharmacist')
      await expect(refundRow).toContainText('$297.50')

      // The month's statement as CSV (this month in the facility's zone): the hires, the refund and the fee, with their shifts.
      const month = nyDate(0).slice(0, 7)
      await page.getByLabel('Month').fill(month)
      const csvDownload = page.waitForEvent('download')
      await page.getByRole('button', { name: 'CSV' }).click()
      const csvFile = await csvDownload
      expect(csvFile.suggestedFilename()).toBe(`statement-${month}.csv`)
      const csv = (await readFile((await csvFile.path())!)).toString('utf8')
      const lines = csv.trim().split('\r\n')
      expect(lines[0]).toBe('date,occurred_at,type,status,description,amount,amount_in_cents,facility,shift_id,shift_group_id,shift_title,shift_date,provider,payment_method,charge_id')
      const row = (type: string, title: string) => lines.find((l) => l.includes(`,${type},`) && l.includes(title))
      expect(row('CHARGE', 'Morning staff pharmacist')).toContain('680.00,68000')
      expect(row('CHARGE', 'Evening staff pharmacist')).toContain('297.50,29750')
      expect(row('REFUND', 'Evening staff pharmacist')).toContain('-297.50,-29750')
      expect(row('CANCELLATION_FEE', 'Evening staff pharmacist')).toContain('119.00,11900')
      expect(row('CHARGE', 'Morning staff pharmacist')).toContain('Maria Lopez')
    })
  })
}
