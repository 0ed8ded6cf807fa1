/**
 * The facility onboarding form (issue 13 §8–9): filled partly offline (a draft on the device, a
 * save and a file queued in the outbox), reloaded without a connection, sent when the connection
 * returns and submitted; once the admin panel approves it, the facility reads the packet and
 * publishes it to providers (COMPLETED), and the hired provider opens the packet at a phone's
 * width, and again offline — the answers, the PDF and the files.
 */
import { expect, test, type Page } from '@playwright/test'
import { addCard, applyAndHire, expectAccessible, facilityAccount, licensedProvider, postShift, signInFacility } from './facility-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD } from './support'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')

/** The app shell must come from the service worker once the network is gone. */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

test('a facility fills the onboarding form partly offline, reloads, submits online; the hired provider reads the packet on a phone', async ({ page, browser, request }) => {
  // Two browsers, offline and back, a reload and the packet's files opened one by one: ~43 s on a quiet machine.
  test.setTimeout(120_000)
  const facility = await facilityAccount(request)
  const card = await addCard(request, facility)
  const provider = await licensedProvider(request)
  const group = await postShift(request, facility, { title: 'Staff pharmacist' })
  const shiftId = await applyAndHire(request, facility, provider, group, card)

  await signInFacility(page, facility.email)
  await page.goto('/facility/onboarding-form')
  await expect(page.getByRole('form', { name: 'Onboarding form' })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()

  // The API's own messages, on the fields, before anything is sent.
  await page.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(page.getByText('At least one operating day is required')).toBeVisible()
  await expect(page.getByText('Phone greeting is required')).toBeVisible()
  await page.getByLabel('Website').fill('not a web address')
  await expect(page.getByText('Website must be a valid URL')).toBeVisible()
  await page.getByLabel('Website').fill('https://pharmacy.example.com')
  await page.getByLabel('Hazardous medication handling').selectOption('Yes')
  await expect(page.getByText('Hazardous details is required')).toBeVisible()
  await page.getByLabel('Hazardous details').selectOption('No')

  // Part of it online…
  await page.getByLabel('Phone greeting').fill('Thank you for calling, this is the pharmacist.')
  await page.getByLabel('Point of contact').fill('Dana Lee, pharmacy manager')

  // …the rest with no connection: the draft stays on the device, the save and the file wait.
  await page.context().setOffline(true)
  await page.getByLabel('Monday', { exact: true }).check()
  await page.getByLabel('Monday opens at').fill('09:00')
  await page.getByLabel('Monday closes at').fill('18:00')
  await page.getByLabel('Parking location').fill('Staff lot behind the building, row C')
  await page.getByLabel('Belongings').fill('License, photo ID and lunch')
  await page.getByLabel('Add files').setInputFiles({ name: 'parking-map.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('Waiting to upload')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Your answers are saved on this device')).toBeVisible()

  // A reload with no connection loses nothing.
  await page.waitForTimeout(800)
  await page.reload()
  await expect(page.getByLabel('Phone greeting')).toHaveValue('Thank you for calling, this is the pharmacist.')
  await expect(page.getByLabel('Parking location')).toHaveValue('Staff lot behind the building, row C')
  await expect(page.getByLabel('Monday opens at')).toHaveValue('09:00')
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('parking-map.pdf')

  // Back online: the queued save and the file go out.
  await page.context().setOffline(false)
  await expect(page.getByRole('list', { name: 'Attached files' })).not.toContainText('Waiting to upload', { timeout: 20_000 })
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('parking-map.pdf')
  const forms = (await (await request.get('/api/facility/ffm/onboardings', { headers: facility.headers })).json()) as { data: { id: string; facilityId: string }[] }
  const ffmId = forms.data.find((f) => f.facilityId === facility.facilityId)!.id
  await expect
    .poll(async () => ((await (await request.get(`/api/facility/ffm/${ffmId}`, { headers: facility.headers })).json()) as { answers: { parkingLocation?: string } }).answers.parkingLocation, { timeout: 20_000 })
    .toBe('Staff lot behind the building, row C')

  for (const [label, value] of [
    ['Attire', 'Business casual, white coat'],
    ['Opening procedures', 'Disarm the alarm, count the CII safe'],
    ['Closing procedures', 'Lock the CII safe, run the end-of-day report'],
    ['Break policy', 'Thirty minutes unpaid'],
    ['Software', 'PioneerRx'],
    ['Specialties', 'Retail, immunizations'],
    ['Duties for pharmacists', 'Verification and counseling'],
    ['Duties for technicians', 'Data entry and filling'],
    ['CII policies', 'Perpetual inventory'],
  ] as const)
    await page.getByLabel(label).fill(value)
  await page.getByLabel('OTC answer').selectOption('Yes')
  await page.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(page.getByText('Submitted. We will review your form and let you know.')).toBeVisible()
  await expect(page.getByText('Waiting for approval')).toBeVisible()
  await expectAccessible(page)

  // The admin panel approves it: the packet is made.
  const admin = (await (await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { 'x-app-source': 'admin-panel' } })).json()) as { token: string }
  const approved = await request.put(`/api/admin-panel/ffm/${ffmId}/approve`, { headers: { Authorization: `Bearer ${admin.token}`, 'x-app-source': 'admin-panel' }, data: {} })
  expect(approved.status()).toBe(200)

  // The facility reads its packet and publishes it to providers, after a confirmation.
  await page.reload()
  await expect(page.getByText('Approved — review and publish')).toBeVisible()
  const packetPanel = page.getByRole('heading', { name: 'Orientation packet' }).locator('..')
  await expect(packetPanel.getByRole('button', { name: 'Open the packet (PDF)' })).toBeVisible()
  await packetPanel.getByRole('button', { name: 'Publish to providers' }).click()
  const confirm = page.getByRole('dialog', { name: 'Publish the packet to providers?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  expect(((await (await request.get(`/api/facility/ffm/${ffmId}`, { headers: facility.headers })).json()) as { status: string }).status).toBe('GENERATED')
  await packetPanel.getByRole('button', { name: 'Publish to providers' }).click()
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Published. Providers you hire can now read your packet.')).toBeVisible()
  await expect(page.getByText('Published to providers', { exact: true })).toBeVisible()
  await expect(packetPanel.getByRole('button', { name: 'Publish to providers' })).toHaveCount(0)
  expect(((await (await request.get(`/api/facility/ffm/${ffmId}`, { headers: facility.headers })).json()) as { status: string }).status).toBe('COMPLETED')
  await expectAccessible(page)

  // The hired provider, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const mobile = await phone.newPage()
  await mobile.goto('/sign-in')
  await mobile.getByLabel('Email').fill(provider.email)
  await mobile.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await mobile.getByRole('button', { name: 'Sign in' }).click()
  await expect(mobile).toHaveURL(/\/provider$/)
  await mobile.goto('/provider/my-shifts')
  await mobile.getByRole('link', { name: 'Pharmacy onboarding' }).first().click()
  await expect(mobile).toHaveURL(new RegExp(`/provider/onboarding-packet/${shiftId}$`))
  await expect(mobile.getByText('Staff lot behind the building, row C')).toBeVisible()
  await expect(mobile.getByText('Monday')).toBeVisible()
  await expect(mobile.getByRole('button', { name: 'parking-map.pdf' })).toBeVisible()
  await expect(mobile.getByRole('button', { name: 'Open the PDF packet' })).toBeVisible()
  // Nothing wider than the phone.
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(mobile)

  // Opened once, it reads offline: the answers, and the PDF and the file kept on the device.
  await waitForServiceWorkerControl(mobile)
  await expect.poll(() => mobile.evaluate(async () => (await (await caches.open('offline-files')).keys()).length), { timeout: 20_000 }).toBe(2)
  // Both kept copies are the PDFs themselves.
  const keptStarts = await mobile.evaluate(async () => {
    const cache = await caches.open('offline-files')
    return Promise.all((await cache.keys()).map(async (key) => new TextDecoder().decode((await (await cache.match(key))!.arrayBuffer()).slice(0, 5))))
  })
  expect(keptStarts).toEqual(['%PDF-', '%PDF-'])
  await phone.setOffline(true)
  await mobile.reload()
  await expect(mobile.getByText('Staff lot behind the building, row C')).toBeVisible()
  await expect(mobile.getByText('Saved on this device')).toBeVisible()
  for (const name of ['Open the PDF packet', 'parking-map.pdf']) {
    const opened = phone.waitForEvent('page')
    await mobile.getByRole('button', { name }).click()
    const tab = await opened
    expect(tab.url()).toMatch(/^blob:/)
    await tab.close()
  }
  await expect(mobile.getByText('This file is not saved on this device yet')).toHaveCount(0)

  // Signing out forgets the kept files with the other private caches.
  await phone.setOffline(false)
  await mobile.getByRole('button', { name: /^Account/ }).click()
  await mobile.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(mobile).toHaveURL(/\/sign-in/)
  await expect.poll(() => mobile.evaluate(async () => (await caches.keys()).includes('offline-files'))).toBe(false)
  await phone.close()
})

test("the facility's profile: the NPI checked with the API's messages, rates and defaults saved", async ({ page, request }) => {
  const facility = await facilityAccount(request)
  await signInFacility(page, facility.email)
  await page.goto('/facility/profile')
  await expect(page.getByText('Not verified')).toBeVisible()

  const npi = page.getByLabel('NPI', { exact: true })
  await npi.fill('12345')
  await npi.blur()
  await expect(page.getByText('NPI must be 10 digits')).toBeVisible()
  await npi.fill('1234567890')
  await expect(page.getByText('This NPI is not valid')).toBeVisible()
  await npi.fill('1234567893')
  await page.getByRole('button', { name: 'Verify NPI' }).click()
  await expect(page.getByText(/^Verified: /)).toBeVisible()
  await expect(page.getByText('Verified', { exact: true })).toBeVisible()

  await page.getByLabel('Pharmacist suggested rate').fill('70')
  await page.getByLabel('Pharmacist minimum rate').fill('80')
  await page.getByRole('button', { name: 'Save rates and defaults' }).click()
  await expect(page.getByText('Minimum rate cannot be more than the suggested rate')).toBeVisible()
  await page.getByLabel('Pharmacist minimum rate').fill('60')
  await page.getByLabel('Lunch break (minutes)').fill('150')
  await page.getByRole('button', { name: 'Save rates and defaults' }).click()
  await expect(page.getByText('Lunch break cannot be longer than 2 hours')).toBeVisible()
  await page.getByLabel('Lunch break (minutes)').fill('30')
  await page.getByRole('button', { name: 'Save rates and defaults' }).click()
  await expect(page.getByText('Saved. New shifts start from these.')).toBeVisible()
  await expectAccessible(page)

  await page.reload()
  await expect(page.getByLabel('Pharmacist suggested rate')).toHaveValue('70')
  await expect(page.getByLabel('Pharmacist minimum rate')).toHaveValue('60')
  const profile = (await (await request.get(`/api/facility/${facility.facilityId}/profile`, { headers: facility.headers })).json()) as { isNpiVerified: boolean; rates: { providerType: string; suggestedRate: number }[]; preferences: { lunchBreakMinutes: number } }
  expect(profile.isNpiVerified).toBe(true)
  expect(profile.rates).toContainEqual(expect.objectContaining({ providerType: 'PHARMACIST', suggestedRate: 70 }))
  expect(profile.preferences.lunchBreakMinutes).toBe(30)
})
