/**
 * Captures the main screens at phone and desktop sizes into docs/screenshots, for design
 * review: the landing page, the sign-up and password forms, the shift and billing screens of both
 * areas signed in as demo accounts, and the admin panel's license queue. Needs a running server
 * with a fresh demo database (default http://localhost:3000), started with ADMIN_EMAIL and
 * ADMIN_PASSWORD for the admin panel's sign-in (the bootstrap admin, passed here the same way):
 *   ADMIN_EMAIL=admin@marketplace.demo ADMIN_PASSWORD='Demo-admin-2026!' \
 *     node_modules/.bin/bun api/main.ts --demo --port 3000 --database /tmp/shots/marketplace.db
 *   ADMIN_EMAIL=admin@marketplace.demo ADMIN_PASSWORD='Demo-admin-2026!' \
 *     node_modules/.bin/bun pwa/scripts/screenshots.ts [baseUrl] [shot names…, default all]
 * Some shots prepare their data through the API first, as people would (two applications, a late
 * cancellation, three licenses waiting for review), so run it on a fresh demo database, not one a
 * person uses.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const base = process.argv[2] ?? 'http://localhost:3000'
const only = new Set(process.argv.slice(3))
const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots')
mkdirSync(outDir, { recursive: true })

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const

type Account = 'pharmacist@provider.demo' | 'owner@lonestar.demo' | 'admin'

const DEMO_PASSWORD = 'Demo-pass-2026'
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@marketplace.demo'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? DEMO_PASSWORD

/** A JSON call to the API as a signed-in account; a failure stops the run with the API's message. */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

async function signIn(email: string, password = DEMO_PASSWORD): Promise<{ token: string; userType: string }> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`)
  const { token, user } = (await res.json()) as { token: string; user: { userType: string } }
  return { token, userType: user.userType }
}

async function signInAdmin(): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-app-source': 'admin-panel' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) })
  if (!res.ok) throw new Error(`admin sign-in as ${ADMIN_EMAIL}: ${res.status} ${await res.text()} (start the server and this script with the same ADMIN_EMAIL / ADMIN_PASSWORD)`)
  return ((await res.json()) as { token: string }).token
}

interface OwnerSeat {
  shiftGroupId: string
  date: string
  status: string
}

/** The owner's seats in one status, in date order (`GET /shifts/facility-owner`). */
async function ownerSeats(status: 'Filled' | 'Completed', order: 'date_asc' | 'date_desc'): Promise<OwnerSeat[]> {
  const { token } = await signIn('owner@lonestar.demo')
  const page = await call<{ data: OwnerSeat[] }>(token, 'GET', `/shifts/facility-owner?pageIndex=0&pageSize=50&status=${status}&orderBy=${order}`)
  if (!page.data.length) throw new Error(`the demo data has no ${status} shift for owner@lonestar.demo`)
  return page.data
}

/**
 * A hired shift still to come whose cancellation costs a fee, so the dialog shows one (the fee
 * window depends on the time of day the script runs; without a fee, the soonest one).
 */
async function hiredUpcomingGroupPath(): Promise<string> {
  const { token } = await signIn('owner@lonestar.demo')
  const today = new Date().toISOString().slice(0, 10)
  const seats = (await ownerSeats('Filled', 'date_asc')).filter((s) => s.date >= today)
  for (const seat of seats.slice(0, 10)) {
    const preview = await call<{ feeInCents: number; hasStarted: boolean }>(token, 'GET', `/facility/shift/${seat.shiftGroupId}/cancellation-preview`)
    if (preview.feeInCents > 0 && !preview.hasStarted) {
      lateCancellation = seat.shiftGroupId
      return `/facility/shifts/${seat.shiftGroupId}`
    }
  }
  return `/facility/shifts/${seats[0]!.shiftGroupId}`
}

/** The group whose cancel dialog showed a fee, canceled for real before the billing shot. */
let lateCancellation: string | null = null

/** Confirms the cancellation the dialog showed, so billing shows a late-cancellation fee beside the hires. */
async function cancelLate(): Promise<void> {
  if (!lateCancellation) return
  const { token } = await signIn('owner@lonestar.demo')
  await call(token, 'PUT', `/facility/shift/${lateCancellation}/cancel`, { cancellationReason: 'The store closes early for inventory.', shouldRepostShift: false })
}

interface ApplicantTabGroup {
  shiftGroupId: string
  providerType: 'PHARMACIST' | 'TECHNICIAN' | 'INTERN'
  applicantsCount: number
  totalAmountOfFilledShifts: number
  totalAmountOfShifts: number
}

/** One demo provider of each kind who has not applied to the owner's soonest shifts. */
const APPLICANTS = { PHARMACIST: 'megan.obrien@provider.demo', TECHNICIAN: 'technician@provider.demo', INTERN: 'intern@provider.demo' } as const

/**
 * The demo's waiting applications are to shifts a few weeks out, past the first page of the
 * Applicants tab: two providers apply to the owner's soonest open shifts, as they would on a
 * working day, so the first page has applicants to review.
 */
async function applyToSoonestGroups(): Promise<void> {
  const { token: owner } = await signIn('owner@lonestar.demo')
  const firstPage = async () => (await call<{ data: ApplicantTabGroup[] }>(owner, 'GET', '/facility/shifts/applicants?status=not-filled&page=1&pageSize=10')).data
  const toReview = (g: ApplicantTabGroup) => g.applicantsCount - g.totalAmountOfFilledShifts
  const reviewable = async () => (await firstPage()).filter((g) => toReview(g) > 0).length
  const used = new Set<string>()
  for (const group of await firstPage()) {
    if ((await reviewable()) >= 2) break
    const applicant = APPLICANTS[group.providerType]
    // One application each: the same person applying to two shifts at the same hour reads oddly.
    if (used.has(applicant) || toReview(group) > 0 || group.totalAmountOfFilledShifts >= group.totalAmountOfShifts) continue
    used.add(applicant)
    const { token } = await signIn(applicant)
    const res = await fetch(`${base}/api/provider/shift/${group.shiftGroupId}/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Available the whole shift; I know PioneerRx and can start early.' }),
    })
    // Refused (booked at that time, a requirement not met) or hired at once (auto-hire): the
    // next group is tried; the count above is what the tab will show.
    void (await res.text())
  }
}

/** A tiny valid PDF, the license document a provider would upload. */
const LICENSE_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * The demo's licenses are all decided, so the queue is filled the way it fills in real life:
 * providers add a license for another state on their profile, with its document.
 */
async function addPendingLicenses(): Promise<void> {
  const additions = [
    { email: 'emily.chen@provider.demo', state: 'NV', licenseNumber: 'PH-NV-20417' },
    { email: 'grace.okafor@provider.demo', state: 'IN', licenseNumber: '26061874A' },
    { email: 'hannah.kim@provider.demo', state: 'ID', licenseNumber: 'T-55129' },
  ]
  const expirationDate = `${new Date().getUTCFullYear() + 2}-06-30`
  for (const { email, state, licenseNumber } of additions) {
    const { token } = await signIn(email)
    const { licenseId } = await call<{ licenseId: string }>(token, 'POST', '/license', { state, licenseNumber, expirationDate })
    const signed = await call<{ uploadUrl: string; fileId: string }>(token, 'PUT', '/license/upload-signed-url', { filename: `license-${state.toLowerCase()}.pdf`, contentType: 'application/pdf' })
    const uploaded = await fetch(base + new URL(signed.uploadUrl).pathname + new URL(signed.uploadUrl).search, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: LICENSE_PDF })
    if (!uploaded.ok) throw new Error(`upload of ${email}'s license: ${uploaded.status} ${await uploaded.text()}`)
    await call(token, 'PUT', '/license-image', { fileId: signed.fileId, licenseId })
  }
}

/** `path` is a route, or found through the API (a group id) right before the shot. */
const SHOTS: { name: string; path: string | (() => Promise<string>); viewport: keyof typeof VIEWPORTS; height?: number; as?: Account; fullPage?: boolean; prepare?: (page: import('playwright-core').Page) => Promise<void> }[] = [
  { name: 'provider-browse-phone', path: '/provider/shifts', viewport: 'phone', as: 'pharmacist@provider.demo' },
  {
    // Every state: the default "near me" map is zoomed to the Austin area, one marker on a plain
    // part of Texas; the whole country shows how markers cluster without overlapping.
    name: 'provider-browse-map-desktop',
    path: '/provider/shifts?view=map&scope=anywhere',
    viewport: 'desktop',
    height: 1100,
    as: 'pharmacist@provider.demo',
  },
  {
    name: 'provider-shift-detail-phone',
    path: '/provider/shifts',
    viewport: 'phone',
    as: 'pharmacist@provider.demo',
    prepare: async (page) => {
      await page.locator('a[href^="/provider/shifts/"]').first().click()
      // The list's own heading is there already: wait for the detail's address and heading.
      await page.waitForURL(/\/provider\/shifts\/[^/?]+$/)
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Open shifts' }).first().waitFor()
      await page.waitForLoadState('networkidle')
    },
  },
  { name: 'provider-my-shifts-desktop', path: '/provider/my-shifts', viewport: 'desktop', as: 'pharmacist@provider.demo' },
  { name: 'facility-shifts-desktop', path: '/facility/shifts', viewport: 'desktop', as: 'owner@lonestar.demo' },
  { name: 'facility-post-shift-desktop', path: '/facility/shifts/new', viewport: 'desktop', as: 'owner@lonestar.demo' },
  {
    name: 'facility-applicants-phone',
    path: async () => {
      await applyToSoonestGroups()
      return '/facility/applicants'
    },
    viewport: 'phone',
    as: 'owner@lonestar.demo',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Shifts and their applicants' }).waitFor()
    },
  },
  { name: 'landing-phone', path: '/', viewport: 'phone' },
  { name: 'landing-desktop', path: '/', viewport: 'desktop' },
  { name: 'sign-up-provider-phone', path: '/sign-up/provider', viewport: 'phone' },
  {
    name: 'sign-up-facility-desktop',
    path: '/sign-up/facility',
    viewport: 'desktop',
    prepare: async (page) => {
      await page.getByLabel('Last name').fill('Sm1th')
      await page.getByLabel('Last name').blur()
      await page.getByLabel('ZIP code').fill('78701')
      await page.getByLabel('City').waitFor()
      await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="city"]')?.value ?? '') !== '')
      await page.evaluate(() => window.scrollTo(0, 0))
    },
  },
  {
    name: 'facility-cancel-fee-phone',
    path: hiredUpcomingGroupPath,
    viewport: 'phone',
    as: 'owner@lonestar.demo',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Cancel shift', exact: true }).click()
      await page.getByRole('dialog').getByText(/Cancellation fee|No cancellation fee/).waitFor()
    },
  },
  {
    name: 'facility-billing-desktop',
    path: async () => {
      await cancelLate()
      return '/facility/billing'
    },
    viewport: 'desktop',
    // Tall enough for the payment methods, the statement and the first entries of the history.
    height: 1500,
    as: 'owner@lonestar.demo',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Billing history' }).waitFor()
    },
  },
  {
    name: 'facility-completed-shift-desktop',
    path: async () => `/facility/shifts/${(await ownerSeats('Completed', 'date_desc'))[0]!.shiftGroupId}`,
    viewport: 'desktop',
    as: 'owner@lonestar.demo',
  },
  { name: 'forgot-password-phone', path: '/forgot-password?email=pharmacist%40provider.demo', viewport: 'phone' },
  {
    name: 'admin-licenses-desktop',
    path: async () => {
      await addPendingLicenses()
      return '/admin/licenses'
    },
    viewport: 'desktop',
    as: 'admin',
  },
]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (const shot of SHOTS.filter((s) => !only.size || only.has(s.name))) {
    const size = VIEWPORTS[shot.viewport]
    const context = await browser.newContext({ ...size, viewport: { ...size.viewport, height: shot.height ?? size.viewport.height }, serviceWorkers: 'block' })
    if (shot.as === 'admin') {
      // The admin panel reads its bearer from the `token` cookie (pwa/src/lib/session.ts).
      await context.addCookies([{ name: 'token', value: await signInAdmin(), url: base, sameSite: 'Strict' }])
    } else if (shot.as) {
      const { token, userType } = await signIn(shot.as)
      await context.addInitScript(([t, u]) => localStorage.setItem('shiftwell.session', JSON.stringify({ token: t, userType: u })), [token, userType])
    }
    const path = typeof shot.path === 'string' ? shot.path : await shot.path()
    const page = await context.newPage()
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await shot.prepare?.(page)
    const file = join(outDir, `${shot.name}.png`)
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false })
    console.log(`wrote ${file}`)
    await context.close()
  }
} finally {
  await browser.close()
}
