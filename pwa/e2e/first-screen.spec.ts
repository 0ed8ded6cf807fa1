/**
 * The first screen does not wait for the offline engine (src/offline/engine.ts: Dexie, the
 * outbox). scripts/js-budget.ts leaves that chunk out of the first-screen budget; this is the
 * evidence that it may: with the engine's file held back, a signed-in provider's list of open
 * shifts still loads and shows its shifts. Released, the engine stores what was shown, so the
 * list is still there after an offline reload.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { makeFacility, makeProvider, postShifts } from './fixtures'

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

/** The engine's file in this build, from Vite's manifest (the binary serves the same build). */
function engineFile(): string {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
  const engine = manifest['src/offline/engine.ts']
  if (!engine) throw new Error('src/offline/engine.ts is not its own chunk in pwa/dist/.vite/manifest.json')
  return `/${engine.file}`
}

/** Cached answers in the offline database, read with the raw IndexedDB API (0 when it does not exist yet). */
function storedAnswers(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name)
    if (!names.includes('shiftwell-offline')) return 0
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('shiftwell-offline')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('answers')) {
          db.close()
          resolve(0)
          return
        }
        const count = db.transaction('answers').objectStore('answers').count()
        count.onsuccess = () => {
          db.close()
          resolve(count.result)
        }
        count.onerror = () => reject(count.error)
      }
    })
  })
}

test('the browse list shows its shifts while the offline engine is held back, and is kept for offline once it arrives', async ({ page, context, request }) => {
  const run = Date.now().toString(36)
  const facility = await makeFacility(request)
  const title = `First screen pharmacist ${run}`
  await postShifts(request, facility, title, [1])
  const provider = await makeProvider(request, 'Nora', 'Quinn')

  // Hold every request for the engine (the page's and the service worker's precache) until released.
  const enginePath = engineFile()
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let engineRequests = 0
  let engineDelivered = false
  await context.route(
    (url) => url.pathname === enginePath,
    async (route) => {
      engineRequests += 1
      await released
      engineDelivered = true
      await route.continue().catch(() => undefined) // a request the page gave up on meanwhile
    },
  )

  // Signed in as after the sign-in form: the provider's token in localStorage.
  await context.addInitScript((token) => {
    if (!localStorage.getItem('shiftwell.session')) localStorage.setItem('shiftwell.session', JSON.stringify({ token, userType: 'PROVIDER' }))
  }, provider.token)
  await page.goto('/provider/shifts?states=NY')

  await expect(page.getByRole('heading', { name: 'Open shifts' })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  // The engine was asked for (start-up does, once idle) and is still held: the list did not need it.
  await expect.poll(() => engineRequests).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  expect(engineDelivered).toBe(false)
  expect(await storedAnswers(page)).toBe(0)

  // Once it arrives, what was shown is written to the device…
  release()
  await expect.poll(() => storedAnswers(page)).toBeGreaterThan(0)

  // …and survives a reload with no connection (the shell from the service worker, the list from Dexie).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByRole('link', { name: title })).toBeVisible()
    await expect(page.getByText(/You're offline\. Showing what was saved on this device/)).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})
