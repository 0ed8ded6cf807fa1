/**
 * What a pharmacy manager does after hiring, in the browser: adjust the hours, report a no-show,
 * cancel a provider and repost, stop applications, rate the provider, prefer and ban them, and
 * manage the cards and bank accounts shifts are paid with. Each test checks the screen and then
 * the server's own record through the API.
 */
import { expect, test } from '@playwright/test'
import {
  addCard,
  addSecondFacility,
  apply,
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

type OwnerRow = { id: string; shiftGroupId: string; status: string; totalInCents: number }
type Standing = { shift: { shiftId: string; status: string; attendanceStatus: string } | null; application: { status: string } | null }

const addMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

async function openInProgress(page: import('@playwright/test').Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shifts', exact: true }).first().click()
  await page.getByRole('tab', { name: 'Hired and in progress' }).click()
}

test.describe('facility actions', () => {
  test('adjusts the hours worked: the seat is re-priced for the shorter day', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const groupId = await postShift(request, f)
    const provider = await licensedProvider(request)
    const shiftId = await applyAndHire(request, f, provider, groupId, card)
    await rewind(request, groupId, provider)
    const [row] = (await getJson<{ data: { shiftId: string; startTime: string }[] }>(request, '/api/facility/shifts/in-progress', f.headers)).data
    expect(row!.shiftId).toBe(shiftId)

    await signInFacility(page, f.email)
    await openInProgress(page)
    await expect(page.getByRole('button', { name: /^Adjust hours: Maria Lopez/ })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: /^Adjust hours: Maria Lopez/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Adjust hours' })
    // The seed's message, from the shared contract, before anything is sent.
    await dialog.getByRole('button', { name: 'Save hours' }).click()
    await expect(dialog.getByText('Please provide a reason to adjust the hours')).toBeVisible()
    // Six hours on site less the 30-minute lunch she took: 5.5 paid hours instead of 8.
    await dialog.getByLabel('Finished at').fill(addMinutes(row!.startTime, 6 * 60))
    await dialog.getByLabel('Why are the hours different?').fill('Left early: the store closed at noon for inventory.')
    await dialog.getByRole('button', { name: 'Save hours' }).click()
    await expect(page.getByText('Hours adjusted. The shift was re-priced for the hours worked.')).toBeVisible()

    const contact = await getJson<{ attendanceStatus: string }>(request, `/api/facility/shift/${shiftId}/hired-provider`, f.headers)
    expect(contact.attendanceStatus).toBe('ADJUSTED')
    const seats = await getJson<{ data: OwnerRow[] }>(request, '/api/shifts/facility-owner?pageSize=50', f.headers)
    const seat = seats.data.find((s) => s.id === shiftId)!
    expect(seat.status).toBe('Completed')
    // 5.5 h × $68 = $374.00, plus the 25% fee = $467.50 (it was $680.00 for 8 hours).
    expect(seat.totalInCents).toBe(46_750)
  })

  test('reports a no-show: the seat reads canceled with a no-show on record', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const groupId = await postShift(request, f)
    const provider = await licensedProvider(request, 'Nadia', 'Park')
    const shiftId = await applyAndHire(request, f, provider, groupId, card)
    await rewind(request, groupId, provider)

    await signInFacility(page, f.email)
    await openInProgress(page)
    await page.getByRole('button', { name: /^Didn't show up: Nadia Park/ }).click()
    await page.getByRole('dialog', { name: "Nadia Park didn't show up?" }).getByRole('button', { name: 'Report a no-show' }).click()
    await expect(page.getByText('No-show recorded. You will be refunded in full.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Didn't show up: Nadia Park/ })).toHaveCount(0)

    const standing = await getJson<Standing>(request, `/api/facility/shift/${groupId}/provider/${provider.providerId}`, f.headers)
    expect(standing.shift).toMatchObject({ shiftId, attendanceStatus: 'NO_SHOW' })
    const seats = await getJson<{ data: OwnerRow[] }>(request, '/api/shifts/facility-owner?pageSize=50', f.headers)
    expect(seats.data.find((s) => s.id === shiftId)?.status).toBe('Canceled')
  })

  test('cancels a hired provider and reopens the seat for new applicants', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const groupId = await postShift(request, f, { date: nyDate(10) })
    const provider = await licensedProvider(request)
    const shiftId = await applyAndHire(request, f, provider, groupId, card)

    await signInFacility(page, f.email)
    await page.goto(`/facility/shifts/${groupId}`)
    await expect(page.getByTestId('fill-count')).toHaveText('1 of 1 filled')
    await page.getByRole('button', { name: 'Cancel provider: Maria Lopez' }).click()
    const dialog = page.getByRole('dialog', { name: "Cancel Maria Lopez's shift?" })
    await dialog.getByRole('button', { name: 'Cancel shift' }).click()
    await expect(dialog.getByText('Please provide a reason for cancellation')).toBeVisible()
    await dialog.getByLabel('Reason').fill('Our regular pharmacist is back from leave that day.')
    // Reopening is the facility's choice, never a default (issue 12 §3).
    await expect(dialog.getByLabel('Reopen the seat for new applicants')).not.toBeChecked()
    await dialog.getByLabel('Reopen the seat for new applicants').check()
    await dialog.getByRole('button', { name: 'Cancel shift' }).click()
    await expect(page.getByText("Maria Lopez's shift is canceled. The seat is open again for new applicants.")).toBeVisible()
    await expect(page.getByTestId('fill-count')).toHaveText('0 of 1 filled')
    await expect(page.getByRole('list', { name: 'Hired providers' })).toHaveCount(0)

    const standing = await getJson<Standing>(request, `/api/facility/shift/${groupId}/provider/${provider.providerId}`, f.headers)
    expect(standing.shift).toMatchObject({ shiftId, status: 'CANCELED' })
    const seats = (await getJson<{ data: OwnerRow[] }>(request, '/api/shifts/facility-owner?pageSize=50', f.headers)).data.filter((s) => s.shiftGroupId === groupId)
    expect(seats.map((s) => s.status).sort()).toEqual(['Canceled', 'Open'])
    const preview = await getJson<{ status: string; quantity: number }>(request, `/api/facility/shift/${groupId}/preview`, f.headers)
    expect(preview).toMatchObject({ status: 'OPEN', quantity: 1 })
  })

  test('stops applications: the group is closed and new applications are refused', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const groupId = await postShift(request, f, { title: 'Holiday cover pharmacist' })

    await signInFacility(page, f.email)
    await page.goto(`/facility/shifts/${groupId}`)
    await page.getByRole('button', { name: 'Stop applications' }).click()
    await page.getByRole('dialog', { name: 'Stop taking applications?' }).getByRole('button', { name: 'Stop applications' }).click()
    await expect(page.getByText('This shift no longer takes applications. You can still hire from the applicants below.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stop applications' })).toHaveCount(0)

    const preview = await getJson<{ status: string }>(request, `/api/facility/shift/${groupId}/preview`, f.headers)
    expect(preview.status).toBe('CLOSED')
    const provider = await licensedProvider(request)
    const refused = await request.post(`/api/provider/shift/${groupId}/apply`, { headers: provider.headers, data: {} })
    expect(refused.status()).toBe(409)
  })

  test('declines an applicant: marked declined, the provider is told and cannot apply again', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const groupId = await postShift(request, f, { title: 'Weekend cover pharmacist' })
    const provider = await licensedProvider(request, 'Dana', 'Whitfield')
    await apply(request, provider, groupId)

    await signInFacility(page, f.email)
    await page.goto(`/facility/shifts/${groupId}`)
    await page.getByRole('button', { name: 'Decline Dana Whitfield' }).click()
    await page.getByRole('dialog', { name: 'Decline Dana Whitfield?' }).getByRole('button', { name: 'Decline', exact: true }).click()
    await expect(page.getByText('Dana Whitfield is declined. We let them know, so they can look for another shift.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Applicants' }).getByText('Declined', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Hire Dana Whitfield' })).toHaveCount(0)
    await expectAccessible(page)

    const standing = await getJson<Standing>(request, `/api/facility/shift/${groupId}/provider/${provider.providerId}`, f.headers)
    expect(standing.application?.status).toBe('REJECTED')
    const again = await request.post(`/api/provider/shift/${groupId}/apply`, { headers: provider.headers, data: {} })
    expect(again.status()).toBe(409)
    expect((await again.json()).message).toBe('The pharmacy declined your application for this shift')
  })

  test('rates the provider after a completed shift', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const card = await addCard(request, f)
    const groupId = await postShift(request, f, { title: 'Saturday staff pharmacist' })
    const provider = await licensedProvider(request)
    const shiftId = await applyAndHire(request, f, provider, groupId, card)
    await rewind(request, groupId, provider)
    expect((await request.put(`/api/facility/shift/${shiftId}/attendance/confirm`, { headers: f.headers })).status()).toBe(200)

    await signInFacility(page, f.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Providers', exact: true }).first().click()
    await page.getByRole('list', { name: 'Shifts to rate' }).getByRole('button', { name: /^Rate Maria Lopez for Saturday staff pharmacist/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Rate Maria Lopez' })
    // The stars are radio buttons: Tab to a category, arrows or a click to choose.
    await dialog.getByRole('group', { name: 'On time and reliable' }).getByRole('radio', { name: '5 stars' }).check({ force: true })
    await dialog.getByRole('group', { name: 'Clinical skills' }).getByRole('radio', { name: '4 stars' }).check({ force: true })
    await dialog.getByLabel('Comment').fill('Calm through the Saturday rush.')
    await dialog.getByRole('button', { name: 'Save rating' }).click()
    await expect(page.getByText('Thanks — your rating of Maria Lopez is saved.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Shifts to rate' })).toHaveCount(0)

    const unrated = await getJson<{ data: { shiftId: string }[] }>(request, '/api/get-providers-unrated', f.headers)
    expect(unrated.data.map((s) => s.shiftId)).not.toContain(shiftId)
    // Once per shift: a second rating of the same shift is refused.
    const again = await request.post(`/api/rate-provider/${f.facilityId}`, {
      headers: f.headers,
      data: { shiftId, providerId: provider.providerId, ratings: [{ category: 'ATTITUDE', score: 5 }] },
    })
    expect(again.status()).toBe(409)
  })

  test('prefers a provider, bans them (withdrawing their application) and lifts the ban', async ({ page, request }) => {
    const f = await facilityAccount(request)
    const groupId = await postShift(request, f)
    const provider = await licensedProvider(request)
    await apply(request, provider, groupId)

    await signInFacility(page, f.email)
    await page.goto(`/facility/shifts/${groupId}`)
    await page.getByRole('list', { name: 'Applicants' }).getByRole('link', { name: 'Maria Lopez' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to preferred' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Add to preferred' }).click()
    await expect(page.getByText('Added to your preferred providers.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove from preferred' })).toBeVisible()
    const preferred = await getJson<{ data: { providerId: string; facilityId: string }[] }>(request, '/api/facility/providers/preferred', f.headers)
    expect(preferred.data).toContainEqual(expect.objectContaining({ providerId: provider.providerId, facilityId: f.facilityId }))

    await page.getByRole('button', { name: 'Ban from your shifts' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ban Maria Lopez?' })
    await dialog.getByLabel('Reason').fill('Left the counter unattended.')
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(page.getByText('Maria Lopez can no longer see or apply to your shifts. 1 pending application was withdrawn.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Lift the ban' })).toBeVisible()
    expect((await request.get(`/api/facility/${f.facilityId}/banned-providers/${provider.providerId}`, { headers: f.headers })).status()).toBe(200)
    const applicants = await getJson<{ data: unknown[] }>(request, `/api/facility/shift/${groupId}/applicants`, f.headers)
    expect(applicants.data).toHaveLength(0)
    // Banned: the shift is hidden from the provider as if it did not exist.
    expect((await request.post(`/api/provider/shift/${groupId}/apply`, { headers: provider.headers, data: {} })).status()).toBe(404)

    await page.getByRole('button', { name: 'Lift the ban' }).click()
    await expect(page.getByText('The ban is lifted. They can apply to your shifts again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ban from your shifts' })).toBeVisible()
    expect((await request.get(`/api/facility/${f.facilityId}/banned-providers/${provider.providerId}`, { headers: f.headers })).status()).toBe(404)
  })

  test('adds a card and a bank account, makes the bank the default and shares it with a second facility', async ({ page, request }) => {
    const f = await facilityAccount(request)
    await signInFacility(page, f.email)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing', exact: true }).first().click()
    await expect(page.getByRole('heading', { name: 'No payment methods yet' })).toBeVisible()

    await page.getByRole('button', { name: 'Add a card' }).click()
    const cardDialog = page.getByRole('dialog', { name: 'Add a card' })
    await expect(cardDialog.getByLabel('Test card')).toHaveValue('tok_visa')
    await cardDialog.getByRole('button', { name: 'Add card' }).click()
    await expect(page.getByText('Card added.')).toBeVisible()
    const list = page.getByRole('list', { name: 'Payment methods' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('4242')

    await page.getByRole('button', { name: 'Add a bank account' }).click()
    await page.getByRole('dialog', { name: 'Add a bank account' }).getByRole('button', { name: 'Add bank account' }).click()
    await expect(page.getByText('Bank account added.')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(2)

    type Method = { paymentMethodId: string; type: string; isDefault: boolean; facilityIds: string[] }
    const methods = async () => (await getJson<{ data: Method[] }>(request, `/api/payment-method/facility/${f.facilityId}`, f.headers)).data
    // The first method of a facility is its default.
    expect((await methods()).map((m) => [m.type, m.isDefault]).sort()).toEqual([
      ['BANK', false],
      ['CARD', true],
    ])
    await list.getByRole('button', { name: /^Make default: / }).click()
    await expect(page.getByText('Default payment method updated.')).toBeVisible()
    await expect.poll(async () => (await methods()).map((m) => [m.type, m.isDefault]).sort()).toEqual([
      ['BANK', true],
      ['CARD', false],
    ])
    await expectAccessible(page)

    // A second pharmacy of the same organization: sharing lets it pay with the same account.
    const second = addSecondFacility(f, 'Uptown Community Pharmacy')
    await page.reload()
    const bank = (await methods()).find((m) => m.type === 'BANK')!
    await page.getByRole('list', { name: 'Payment methods' }).getByRole('button', { name: /^Share .* 6789 with other facilities$/ }).click()
    const share = page.getByRole('dialog', { name: 'Share with facilities' })
    await share.getByLabel('Uptown Community Pharmacy').check()
    await share.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Sharing updated.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Payment methods' })).toContainText('Used by Midtown Community Pharmacy, Uptown Community Pharmacy')
    const shared = (await getJson<{ data: Method[] }>(request, `/api/payment-method/facility/${second}`, f.headers)).data
    expect(shared.map((m) => m.paymentMethodId)).toEqual([bank.paymentMethodId])
  })
})
