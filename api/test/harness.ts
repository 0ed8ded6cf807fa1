/**
 * A fresh server per test file: its own throwaway database with the migrations applied, an
 * adjustable clock, and a `call` helper going through `app.handle` (no sockets).
 * `DATABASE_DRIVER=libsql` runs the same suites on the libSQL driver (CI does both).
 */
import { afterAll } from 'bun:test'
import { createApp } from '../app'
import { loadConfig, type Config } from '../config'
import type { AppContext, Clock } from '../context'
import { openDatabase, type DriverName } from '../db/client'
import { createPaymentGateway } from '../integrations/payments'
import { connectFakeWebhooks, fakeStripeConfig, withFakeOnboarding } from '../integrations/payments/stripe-fake'
import { migrate } from '../db/migrate'
import { fakeS3Config } from '../integrations/storage/s3-fake'
import { fromClientAddress } from '../plugins/client-address'
import { silentLogger } from '../logger'
import { bootstrapAdmin } from '../modules/team'
import { directoryAssets, type AssetSource } from '../static/assets'

export const TEST_ADMIN = { email: 'admin@marketplace.test', password: 'Admin-pass-2026' }

export class TestClock implements Clock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number): void {
    this.offsetMs += ms
  }
}

export interface TestServer {
  ctx: AppContext
  /** Waits for the webhooks the Stripe double has still to deliver (nothing to wait for on the sandbox). */
  settle(): Promise<void>
  clock: TestClock
  app: ReturnType<typeof createApp>
  /** `address`: the client's address the request comes from (none otherwise, as over a unix socket). */
  call(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; address?: string }): Promise<TestResponse>
}

export interface TestResponse {
  status: number
  headers: Headers
  body: any
  text: string
}

export function testDriver(): DriverName {
  return process.env.DATABASE_DRIVER === 'libsql' ? 'libsql' : 'bun-sqlite'
}

/**
 * Payments run on the sandbox, or with `PAYMENTS_ADAPTER=stripe-fake` on the Stripe adapter
 * against a local Stripe double (api/integrations/payments/stripe-fake.ts). A test picks one
 * itself by passing `stripe` in the overrides (`null` for the sandbox). Files go to the local
 * disk, or with `STORAGE_ADAPTER=s3-fake` to a bucket on a local S3 double.
 */
export async function startTestServer(overrides: Partial<Config> = {}, assets?: AssetSource): Promise<TestServer> {
  const config: Config = {
    ...loadConfig({ ENABLE_TESTING_ROUTES: '1', ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, DATABASE_URL: ':memory:' }),
    ...(process.env.PAYMENTS_ADAPTER === 'stripe-fake' ? { stripe: await fakeStripeConfig() } : {}),
    // Files in an S3-compatible bucket: a local double checking each call's signature (storage/s3-fake.ts).
    ...(process.env.STORAGE_ADAPTER === 's3-fake' ? { storage: fakeS3Config() } : {}),
    ...overrides,
  }
  const db = await openDatabase({ url: ':memory:', driver: testDriver() })
  await migrate(db)
  const clock = new TestClock()
  const secret = 'test-secret-that-is-at-least-32-characters'
  const ctx: AppContext = { db, clock, config, secret, log: silentLogger, payments: await withFakeOnboarding(createPaymentGateway(config, { db, clock, secret }), config) }
  await bootstrapAdmin(ctx)
  const app = createApp(ctx, assets ?? directoryAssets('/nonexistent'))
  // On the Stripe double, Stripe's webhooks reach this server; each call waits for those it caused.
  const settle = await connectFakeWebhooks(config, (request) => app.handle(request))
  afterAll(async () => {
    await settle?.()
    db.close()
  })
  return {
    ctx,
    clock,
    app,
    settle: async () => {
      await settle?.()
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      let body: string | undefined
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
        headers['content-type'] ??= 'application/json'
      }
      const request = new Request(`http://localhost${path}`, { method, headers, body })
      const response = await app.handle(options.address ? fromClientAddress(request, options.address) : request)
      const text = await response.text()
      await settle?.()
      let parsed: unknown = undefined
      try {
        parsed = text ? JSON.parse(text) : undefined
      } catch {
        parsed = undefined
      }
      return { status: response.status, headers: response.headers, body: parsed, text }
    },
  }
}
