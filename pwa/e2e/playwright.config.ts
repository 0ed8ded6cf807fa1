/**
 * End-to-end tests: the built PWA served by the real API binary, driven in Debian's Chromium.
 *
 *   npm run test:e2e                       (serves with ./dist/marketplace)
 *   E2E_SERVER_CMD="node_modules/.bin/bun api/main.ts" npm run test:e2e   (from source)
 *
 * Each run gets a fresh database in a new temporary folder. Playwright never downloads a
 * browser: it launches /usr/bin/chromium.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const port = Number(process.env.E2E_PORT || 4173)
const baseURL = `http://127.0.0.1:${port}`

// The config is loaded by the runner and again by each worker; workers inherit the runner's
// environment, so the database folder is made once.
process.env.E2E_DB_DIR ||= mkdtempSync(join(tmpdir(), 'shiftwell-e2e-'))
const databaseUrl = `file:${join(process.env.E2E_DB_DIR, 'e2e.db')}`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: (process.env.E2E_REPORTER as 'list' | 'line' | 'dot' | undefined) || process.env.PLAYWRIGHT_REPORTER || 'list',
  outputDir: join(repoRoot, 'test-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        serviceWorkers: 'allow',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: process.env.E2E_SERVER_CMD || './dist/marketplace',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ENABLE_TESTING_ROUTES: '1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
