/**
 * Offline, end to end (src/offline): what a provider has seen stays readable after a reload
 * with no connection; an application queued offline shows as pending, reaches the server exactly
 * once when the connection returns, and one the server refuses (the shift was filled meanwhile)
 * shows the server's words and leaves the queue of pending work.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { makeFacility, makeProvider, postShifts, type Facility } from './fixtures'
import { PASSWORD } from './support'

/** One open seat, `days` out, so a single hire fills it. */
async function postShift(request: APIRequestContext, facility: Facility, title: string, days: number): Promise<string> {
  return (await postShifts(request, facility, title, [days]))[0]!
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider$/)
}

/** The app shell must come from the service worker once the network is gone. */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/** Browse filtered to New York, where this run's shifts are. */
async function browseNewYork(page: Page) {
  await page.goto('/provider/shifts')
  await expect(page.getByRole('heading', { name: 'Open shifts' })).toBeVisible()
  await page.getByRole('button', { name: /^Filters/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Filter shifts' })
  await dialog.getByRole('combobox', { name: 'States' }).fill('New York')
  await dialog.getByRole('option', { name: 'New York' }).click()
  await dialog.getByRole('button', { name: 'Show shifts' }).click()
  await expect(page).toHaveURL(/states/)
}

async function applyOnDetail(page: Page) {
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply to this shift' })
  await dialog.getByRole('button', { name: 'Send application' }).click()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
}

async function appliedGroupIds(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/api/provider/shift/applied', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { data: { shift: { shiftGroupId: string } }[] }
  return body.data.map((a) => a.shift.shiftGroupId)
}

/** Rows in one table of the offline database, read with the raw IndexedDB API. */
function storedCount(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shiftwell-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(name)) {
            db.close()
            resolve(0)
            return
          }
          const count = db.transaction(name).objectStore(name).count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
          count.onerror = () => reject(count.error)
        }
      }),
    table,
  )
}

test.describe('offline', () => {
  test('browse results and a shift seen before stay readable offline after a reload', async ({ page, context, request }) => {
    const run = Date.now().toString(36)
    const facility = await makeFacility(request)
    const title = `Offline pharmacist ${run}`
    const shiftGroupId = await postShift(request, facility, title, 4)
    const provider = await makeProvider(request, 'Iris', 'Novak')

    await signIn(page, provider.email)
    await waitForServiceWorkerControl(page)
    await browseNewYork(page)
    await expect(page.getByRole('link', { name: title })).toBeVisible()
    const browseUrl = page.url()
    await page.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(shiftGroupId))

    await context.setOffline(true)
    try {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await page.goto(browseUrl)
      await expect(page.getByRole('link', { name: title })).toBeVisible()
    } finally {
      await context.setOffline(false)
    }

    // Signing out leaves nothing of this person's on the device.
    expect(await storedCount(page, 'answers')).toBeGreaterThan(0)
    await page.getByRole('button', { name: /^Account/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/sign-in/)
    await expect.poll(() => storedCount(page, 'answers')).toBe(0)
  })

  test('an application queued offline is pending, then delivered once; one for a filled shift shows why', async ({ page, context, request }) => {
    const run = Date.now().toString(36)
    const facility = await makeFacility(request)
    const openTitle = `Queued pharmacist ${run}`
    const filledTitle = `Soon filled pharmacist ${run}`
    const openId = await postShift(request, facility, openTitle, 5)
    const filledId = await postShift(request, facility, filledTitle, 6)
    const provider = await makeProvider(request, 'Omar', 'Haddad')
    const rival = await makeProvider(request, 'Lena', 'Berg')

    await signIn(page, provider.email)
    await waitForServiceWorkerControl(page)
    // Seen once online, so both details are on the device (stored once the offline engine has
    // loaded: the next page load waits for that, as a person reading the page would).
    const before = await storedCount(page, 'answers')
    await page.goto(`/provider/shifts/${filledId}`)
    await expect(page.getByRole('heading', { level: 1, name: filledTitle })).toBeVisible()
    await expect.poll(() => storedCount(page, 'answers')).toBeGreaterThan(before)
    const afterFirst = await storedCount(page, 'answers')
    await page.goto(`/provider/shifts/${openId}`)
    await expect(page.getByRole('heading', { level: 1, name: openTitle })).toBeVisible()
    await expect.poll(() => storedCount(page, 'answers')).toBeGreaterThan(afterFirst)

    await context.setOffline(true)
    await applyOnDetail(page)
    await page.goto(`/provider/shifts/${filledId}`)
    await expect(page.getByRole('heading', { level: 1, name: filledTitle })).toBeVisible()
    await applyOnDetail(page)

    // Both wait on the device; neither is shown as sent.
    const status = page.getByTestId('sync-status')
    await expect(status).toContainText('2 pending')
    await expect(page.getByText('Application sent', { exact: true })).toHaveCount(0)
    expect(await appliedGroupIds(request, provider.token)).toEqual([])

    // Meanwhile another provider takes the second shift's only seat.
    const rivalApply = await request.post(`/api/provider/shift/${filledId}/apply`, { headers: { Authorization: `Bearer ${rival.token}` }, data: {} })
    expect(rivalApply.status()).toBe(204)
    const hired = await request.post(`/api/facility/shift/${filledId}/hire`, {
      headers: facility.headers,
      data: { applicantId: rival.providerId, paymentMethodId: facility.paymentMethodId },
    })
    expect(hired.status()).toBe(201)

    await context.setOffline(false)
    // The open shift's application lands; the filled one comes back refused, with the reason.
    await expect(status).toContainText('1 not sent')
    await expect(status).not.toContainText('pending')
    await status.getByRole('button').first().click()
    const panel = page.getByRole('dialog', { name: 'Offline changes' })
    await expect(panel).toContainText(/filled|no longer taking applications/)

    // Exactly once on the server: one application, for the open shift.
    await expect.poll(() => appliedGroupIds(request, provider.token)).toEqual([openId])
    await page.reload()
    expect(await appliedGroupIds(request, provider.token)).toEqual([openId])

    // Dismissed, the refusal leaves the device too.
    await page.getByTestId('sync-status').getByRole('button').first().click()
    await page.getByRole('button', { name: /^Dismiss:/ }).click()
    await expect(page.getByTestId('sync-status')).not.toContainText('not sent')
  })
})
