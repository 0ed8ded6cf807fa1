/**
 * Captures the landing page and the sign-up forms at phone and desktop sizes into
 * docs/screenshots, for design review. Needs a running server (default http://localhost:3000):
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

const SHOTS: { name: string; path: string; viewport: keyof typeof VIEWPORTS; fullPage?: boolean; prepare?: (page: import('playwright-core').Page) => Promise<void> }[] = [
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
