/**
 * Browse for someone new (issue 12, item 8), at phone width: a Seattle pharmacist whose license
 * is still being verified starts near Seattle (Washington first, not the soonest shift in
 * Texas), can widen to anywhere, and the map frames their area with clustered markers that
 * never overlap.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { facilitySignUpBody, nyDate, PASSWORD, providerSignUpBody, shiftPostBody, uniqueEmail } from './support'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** A pharmacy at this address with a card on file, posting one seat on each of `days`. */
async function postAt(request: APIRequestContext, place: { city: string; state: string; zipCode: string; streetAddress: string }, title: string, days: number[]) {
  const signUp = await request.post('/api/sign-up/facility', { data: { ...facilitySignUpBody(uniqueEmail('facility')), ...place } })
  expect(signUp.status()).toBe(201)
  const { id: facilityId, token } = (await signUp.json()) as { id: string; token: string }
  const headers = { Authorization: `Bearer ${token}` }
  expect((await request.post('/api/payment-method/attach-card', { headers, data: { token: 'tok_visa', facilityId } })).ok()).toBeTruthy()
  const posted = await request.post('/api/facility/shift', { headers, data: shiftPostBody(facilityId, title, days.map(nyDate)) })
  expect(posted.status()).toBe(201)
}

test('a Seattle pharmacist sees Washington shifts first, can look anywhere, and the map clusters markers without overlap', async ({ page, request }) => {
  const run = Date.now().toString(36)
  // Texas posts the soonest shift; Washington's are near Seattle, a few miles apart.
  await postAt(request, { city: 'Austin', state: 'TX', zipCode: '78701', streetAddress: '401 Congress Ave' }, `Austin coverage ${run}`, [1])
  await postAt(request, { city: 'Seattle', state: 'WA', zipCode: '98101', streetAddress: '1301 2nd Ave' }, `Seattle coverage ${run}`, [4, 5])
  await postAt(request, { city: 'Bellevue', state: 'WA', zipCode: '98004', streetAddress: '500 108th Ave NE' }, `Bellevue coverage ${run}`, [6])
  await postAt(request, { city: 'Tacoma', state: 'WA', zipCode: '98402', streetAddress: '950 Pacific Ave' }, `Tacoma coverage ${run}`, [7])

  // Signs up in Seattle with a Washington license that nobody has verified yet.
  const email = uniqueEmail('provider')
  const body = providerSignUpBody(email, 'Avery', 'Nguyen')
  const signUp = await request.post('/api/sign-up/provider', {
    data: {
      ...body,
      personalInformation: { ...body.personalInformation, streetAddress: '1301 2nd Ave', city: 'Seattle', state: 'WA', zipCode: '98101' },
      professionalInformation: { ...body.professionalInformation, stateLicense: 'WA' },
    },
  })
  expect(signUp.status()).toBe(201)

  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/provider$/)
  await page.goto('/provider/shifts')
  await expect(page.getByRole('heading', { name: 'Open shifts' })).toBeVisible()

  // Where the list looks, in words; Washington first and Texas nowhere, though Texas is sooner.
  const where = page.getByRole('group', { name: 'Where to look' })
  await expect(where).toContainText('Near Seattle, WA (within 100 mi)')
  const titles = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(titles.first()).toHaveText(`Seattle coverage ${run}`)
  await expect(page.getByRole('link', { name: `Tacoma coverage ${run}` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Austin coverage ${run}` })).toHaveCount(0)

  // The map frames Seattle's area: Seattle and Bellevue are too close to draw apart at this
  // width and share a cluster; no two markers overlap on screen.
  await page.getByRole('radio', { name: 'Map' }).or(page.getByRole('button', { name: 'Map' })).first().click()
  const markers = page.locator('[data-map-marker]')
  await expect(markers.first()).toBeVisible()
  await expect(page.locator('[data-map-marker="cluster"]')).not.toHaveCount(0)
  const dots = await page.locator('[data-marker-dot]').evaluateAll((circles) => circles.map((c) => c.getBoundingClientRect().toJSON() as DOMRect))
  expect(dots.length).toBeGreaterThan(1)
  for (let i = 0; i < dots.length; i++)
    for (let j = i + 1; j < dots.length; j++) {
      const a = dots[i]!
      const b = dots[j]!
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
      const gap = Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2)) - a.width / 2 - b.width / 2
      expect(apart || gap >= 0, `markers ${i} and ${j} overlap`).toBeTruthy()
    }
  // The markers are big enough to read and tap, and drawn inside the map.
  for (const dot of dots) expect(dot.width).toBeGreaterThanOrEqual(16)

  // A cluster opens: its shifts are listed and the map zooms in until its places are apart.
  const placesBefore = await markers.count()
  await page.locator('[data-map-marker="cluster"]').first().click()
  const list = page.getByRole('region', { name: 'Shifts in Seattle, WA and 1 place near it' })
  await expect(list.getByRole('link', { name: new RegExp(`Bellevue coverage ${run}`) })).toBeVisible()
  await expect(list.getByRole('link', { name: new RegExp(`Seattle coverage ${run}`) })).toHaveCount(2)
  await expect(page.getByRole('button', { name: /^2 shifts in Seattle, WA$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^1 shift in Bellevue, WA$/ })).toBeVisible()
  expect(placesBefore).toBeGreaterThanOrEqual(2)

  // "Anywhere" widens the list to every state.
  await page.getByRole('button', { name: 'Anywhere' }).click()
  await expect(where).toContainText('Every state')
  await page.getByRole('radio', { name: 'List' }).or(page.getByRole('button', { name: 'List' })).first().click()
  await expect(page.getByRole('link', { name: `Austin coverage ${run}` })).toBeVisible()
  await expect(titles.first()).toHaveText(`Austin coverage ${run}`)
})
