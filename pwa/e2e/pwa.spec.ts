import { expect, test, type Page } from '@playwright/test'

/** Waits for the service worker to install and, after a reload, to control the page. */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

test.describe('installable PWA', () => {
  test('the manifest meets install criteria', async ({ page, request }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const response = await request.get(href!)
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as {
      name?: string
      short_name?: string
      start_url?: string
      display?: string
      icons?: { src: string; sizes: string; type?: string; purpose?: string }[]
    }
    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name).toBeTruthy()
    expect(manifest.start_url).toBe('/')
    expect(manifest.display).toBe('standalone')
    const icons = manifest.icons ?? []
    expect(icons.some((i) => i.sizes === '192x192')).toBe(true)
    expect(icons.some((i) => i.sizes === '512x512' && (i.purpose ?? 'any').includes('any'))).toBe(true)
    expect(icons.some((i) => (i.purpose ?? '').includes('maskable'))).toBe(true)
    for (const icon of icons) {
      const image = await request.get(icon.src)
      expect(image.ok(), icon.src).toBe(true)
      expect(image.headers()['content-type']).toContain('image/png')
    }
  })

  test('a service worker controls the page after it loads', async ({ page }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)
    expect(scope).toMatch(/\/$/)
  })

  test('the app shell loads offline after one visit', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    try {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Pharmacy shifts')
      // The banner follows the browser's flag and the server's silence both (lib/connectivity.ts),
      // so it shows whichever the reloaded page learns first; a loaded machine only delays it.
      await expect(page.getByText("You're offline.")).toBeVisible({ timeout: 20_000 })
      // Another route of the shell, opened offline, comes from the precache too.
      await page.goto('/sign-in')
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
  })
})

test.describe('the offline banner', () => {
  // Without a service worker, so every request of the page meets the route below.
  test.use({ serviceWorkers: 'block' })

  test('shows when the server does not answer though the browser says it is online, and leaves when it answers again', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pharmacy shifts')
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    await expect(page.getByText("You're offline.")).toBeVisible()

    await page.unroute('**/api/**')
    // The browser's own "back online" makes the app ask the server again.
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(page.getByText("You're offline.")).toHaveCount(0)
  })
})
