/**
 * Captures the main screens at phone and desktop sizes into docs/screenshots, for design
 * review: the landing page, the sign-up forms, and the shift screens of both areas signed in as
 * demo accounts. Needs a running server with the demo data (default http://localhost:3000):
 *   node_modules/.bin/bun pwa/scripts/screenshots.ts [baseUrl]
 */
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const base = process.argv[2] ?? 'http://localhost:3000'
const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots')
mkdirSync(outDir, { recursive: true })

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const

type Account = 'pharmacist@provider.demo' | 'owner@lonestar.demo'

const SHOTS: { name: string; path: string; viewport: keyof typeof VIEWPORTS; as?: Account; fullPage?: boolean; prepare?: (page: import('playwright-core').Page) => Promise<void> }[] = [
  { name: 'provider-browse-phone', path: '/provider/shifts', viewport: 'phone', as: 'pharmacist@provider.demo' },
  { name: 'provider-browse-map-desktop', path: '/provider/shifts?view=map', viewport: 'desktop', as: 'pharmacist@provider.demo' },
  {
    name: 'provider-shift-detail-phone',
    path: '/provider/shifts',
    viewport: 'phone',
    as: 'pharmacist@provider.demo',
    prepare: async (page) => {
      await page.locator('a[href^="/provider/shifts/"]').first().click()
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
    },
  },
  { name: 'provider-my-shifts-desktop', path: '/provider/my-shifts', viewport: 'desktop', as: 'pharmacist@provider.demo' },
  { name: 'facility-shifts-desktop', path: '/facility/shifts', viewport: 'desktop', as: 'owner@lonestar.demo' },
  { name: 'facility-post-shift-desktop', path: '/facility/shifts/new', viewport: 'desktop', as: 'owner@lonestar.demo' },
  { name: 'facility-applicants-phone', path: '/facility/applicants', viewport: 'phone', as: 'owner@lonestar.demo' },
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
]

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ ...VIEWPORTS[shot.viewport], serviceWorkers: 'block' })
    if (shot.as) {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: shot.as, password: 'Demo-pass-2026' }) })
      const { token, user } = (await res.json()) as { token: string; user: { userType: string } }
      await context.addInitScript(([t, u]) => localStorage.setItem('shiftwell.session', JSON.stringify({ token: t, userType: u })), [token, user.userType])
    }
    const page = await context.newPage()
    await page.goto(base + shot.path, { waitUntil: 'networkidle' })
    await shot.prepare?.(page)
    const file = join(outDir, `${shot.name}.png`)
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false })
    console.log(`wrote ${file}`)
    await context.close()
  }
} finally {
  await browser.close()
}
