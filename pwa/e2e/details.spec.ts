/**
 * Small things that each cost trust: two screens counting the same group's applicants
 * differently, a tab of empty "No one has applied yet" cards, a sort menu offering "Select…", a
 * ZIP code the server does not know leaving the last ZIP's city in place, and a picker that stays
 * open over the next field on a phone.
 */
import { expect, test } from '@playwright/test'
import { addCard, apply, applyAndHire, facilityAccount, getJson, licensedProvider, postShift, signInFacility } from './facility-fixtures'
import { PASSWORD } from './support'

test.describe('applicant counts', () => {
  test('the Shifts list and the Applicants tab agree: a hired provider is not an applicant to review', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const twoSeats = await postShift(request, f, { title: 'Two-seat weekday cover', quantity: 2 })
    await postShift(request, f, { title: 'Quiet Sunday pharmacist' })
    const hiredOne = await licensedProvider(request, 'Maria', 'Lopez')
    await applyAndHire(request, f, hiredOne, twoSeats, card)

    // The API's two answers for the group: nobody awaits a decision, though the tab counts the hire.
    const pending = await getJson<{ data: { shiftGroupId: string; applicationsCount: number }[] }>(request, '/api/facility/shifts/pending', f.headers)
    expect(pending.data.find((g) => g.shiftGroupId === twoSeats)?.applicationsCount).toBe(0)
    const tab = await getJson<{ data: { shiftGroupId: string; applicantsCount: number; totalAmountOfFilledShifts: number }[] }>(
      request,
      '/api/facility/shifts/applicants?status=not-filled',
      f.headers,
    )
    expect(tab.data.find((g) => g.shiftGroupId === twoSeats)).toMatchObject({ applicantsCount: 1, totalAmountOfFilledShifts: 1 })

    await signInFacility(page, f.email)
    await page.goto('/facility/shifts')
    const open = page.getByRole('list', { name: 'Open shifts' })
    await expect(open.getByRole('listitem').filter({ hasText: 'Two-seat weekday cover' })).toContainText('No one waiting')

    await page.goto('/facility/applicants')
    await expect(page.getByRole('link', { name: /^Review \d+ applicant/ })).toHaveCount(0)
    // No one to review anywhere: each group is one line, not a card saying "No one has applied yet".
    const quiet = page.getByRole('list', { name: 'Shifts with no one to review' })
    await expect(quiet.getByRole('listitem')).toHaveCount(2)
    await expect(quiet.getByRole('listitem').filter({ hasText: 'Two-seat weekday cover' })).toContainText('1 of 2 filled')
    await expect(page.getByText('No one has applied yet.')).toHaveCount(0)

    // A real applicant: the group moves up as a full card, and both screens say one.
    const applicant = await licensedProvider(request, 'Nadia', 'Park')
    await apply(request, applicant, twoSeats)
    await page.reload()
    await expect(page.getByRole('link', { name: /^Review 1 applicant for Two-seat weekday cover/ })).toBeVisible()
    await expect(quiet.getByRole('listitem')).toHaveCount(1)
    await expect(quiet).toContainText('Quiet Sunday pharmacist')
    await page.goto('/facility/shifts')
    await expect(open.getByRole('listitem').filter({ hasText: 'Two-seat weekday cover' })).toContainText('1 applicant waiting')
  })
})

test.describe('forms', () => {
  test('the sort menu lists only the sort orders', async ({ page, request }) => {
    const p = await licensedProvider(request)
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill(p.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/provider$/)
    await page.goto('/provider/shifts')
    const sort = page.getByLabel('Sort by')
    await expect(sort).toHaveValue('soonestAvailable')
    const options = await sort.locator('option').allTextContents()
    expect(options).not.toContain('Select…')
    expect(options.every((o) => o.startsWith('Sort: '))).toBe(true)
  })

  test('an unknown ZIP code clears the city the last ZIP filled in, and says the ZIP is unknown', async ({ page }) => {
    await page.goto('/sign-up/facility')
    const zip = page.getByLabel('ZIP code')
    await zip.fill('10001')
    await expect(page.getByLabel('City')).toHaveValue('New York')
    await expect(page.getByLabel('State')).toHaveValue('NY')
    await zip.fill('00000')
    await expect(page.getByText("ZIP code 00000 isn't a US ZIP code we know.")).toBeVisible()
    await expect(page.getByLabel('City')).toHaveValue('')
    await expect(page.getByLabel('State')).toHaveValue('')
    // A city the person typed is theirs: another unknown ZIP leaves it.
    await page.getByLabel('City').fill('Hoboken')
    await zip.fill('00001')
    await expect(page.getByText("ZIP code 00001 isn't a US ZIP code we know.")).toBeVisible()
    await expect(page.getByLabel('City')).toHaveValue('Hoboken')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('a software pick closes its list, so the next field can be reached', async ({ page, request }) => {
      const f = await facilityAccount(request)
      await signInFacility(page, f.email)
      await page.goto('/facility/shifts/new')
      const software = page.getByRole('combobox', { name: 'Software' })
      await software.click()
      await page.getByRole('option', { name: 'PioneerRx' }).tap()
      await expect(page.getByRole('listbox')).toHaveCount(0)
      await expect(software).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByRole('list', { name: 'Selected' }).first()).toContainText('PioneerRx')
      // The next field is not under a list: a tap reaches it.
      const specialties = page.getByRole('combobox', { name: 'Specialties' })
      await specialties.tap({ timeout: 5_000 })
      await expect(specialties).toHaveAttribute('aria-expanded', 'true')
      await page.getByRole('option', { name: 'Ambulatory Care' }).tap()
      await expect(page.getByRole('listbox')).toHaveCount(0)
    })
  })
})
