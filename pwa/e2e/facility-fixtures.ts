/**
 * Facility-side test data made through the API (sign-ups, posts, applications, hires, the
 * testing helpers), sign-in through the browser, and the accessibility check every facility
 * screen must pass: no `serious` or `critical` axe violations.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { facilitySignUpBody, PASSWORD, providerSignUpBody, uniqueEmail } from './support'

export type Headers = { Authorization: string }

export interface FacilityAccount {
  email: string
  headers: Headers
  facilityId: string
}

export interface ProviderAccount {
  email: string
  name: string
  headers: Headers
  userId: string
  providerId: string
}

/** A calendar date `days` after today in New York (the test facility's zone). */
export function nyDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export async function facilityAccount(request: APIRequestContext, first = 'Grace', last = 'Okafor'): Promise<FacilityAccount> {
  const email = uniqueEmail('facility')
  const created = await request.post('/api/sign-up/facility', { data: facilitySignUpBody(email, first, last) })
  expect(created.status()).toBe(201)
  const { id: facilityId, token } = (await created.json()) as { id: string; token: string }
  return { email, headers: { Authorization: `Bearer ${token}` }, facilityId }
}

export async function addCard(request: APIRequestContext, f: FacilityAccount, token = 'tok_visa'): Promise<string> {
  const card = await request.post('/api/payment-method/attach-card', { headers: f.headers, data: { token, facilityId: f.facilityId } })
  expect(card.status()).toBe(201)
  return ((await card.json()) as { paymentMethodId: string }).paymentMethodId
}

export const DESCRIPTION = 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy in Midtown.'

/** Posts one group (09:00–17:30, 30 minutes unpaid lunch, $68/h) and answers its id. */
export async function postShift(
  request: APIRequestContext,
  f: FacilityAccount,
  { title = 'Staff pharmacist', date = nyDate(5), quantity = 1, startTime = '09:00', endTime = '17:30', rate = 68 } = {},
): Promise<string> {
  const posted = await request.post('/api/facility/shift', {
    headers: f.headers,
    data: {
      facilityId: f.facilityId,
      title,
      description: DESCRIPTION,
      rate,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      lunchBreakMinutes: 30,
      isLunchBreakPaid: false,
      shiftDays: [{ date, timeSlots: [{ startTime, endTime, quantity }] }],
    },
  })
  expect(posted.status()).toBe(201)
  return ((await posted.json()) as { shiftGroups: { shiftGroupId: string }[] }).shiftGroups[0]!.shiftGroupId
}

/** A pharmacist licensed in every state (phone 214-555-0187). */
export async function licensedProvider(request: APIRequestContext, first = 'Maria', last = 'Lopez'): Promise<ProviderAccount> {
  const email = uniqueEmail('provider')
  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(email, first, last) })
  expect(created.status()).toBe(201)
  const { token, userId, providerId } = (await created.json()) as { token: string; userId: string; providerId: string }
  expect((await request.put(`/api/testing/${userId}/licenses`, { data: {} })).status()).toBe(204)
  return { email, name: `${first} ${last}`, headers: { Authorization: `Bearer ${token}` }, userId, providerId }
}

export async function apply(request: APIRequestContext, p: ProviderAccount, shiftGroupId: string): Promise<void> {
  const applied = await request.post(`/api/provider/shift/${shiftGroupId}/apply`, { headers: p.headers, data: {} })
  expect(applied.status()).toBeLessThan(300)
}

/** Applies and hires through the API; answers the seat's shiftId. */
export async function applyAndHire(request: APIRequestContext, f: FacilityAccount, p: ProviderAccount, shiftGroupId: string, paymentMethodId: string): Promise<string> {
  await apply(request, p, shiftGroupId)
  const hired = await request.post(`/api/facility/shift/${shiftGroupId}/hire`, { headers: f.headers, data: { applicantId: p.providerId, paymentMethodId } })
  expect(hired.status()).toBe(201)
  return ((await hired.json()) as { shiftId: string }).shiftId
}

/** The testing helper: the provider's hired shift in the group ended an hour ago. */
export async function rewind(request: APIRequestContext, shiftGroupId: string, p: ProviderAccount): Promise<void> {
  expect((await request.put(`/api/testing/shifts/${shiftGroupId}/rewind`, { data: { providerId: p.providerId } })).status()).toBe(204)
}

export async function getJson<T>(request: APIRequestContext, path: string, headers: Headers): Promise<T> {
  const res = await request.get(path, { headers })
  expect(res.status(), `GET ${path}`).toBe(200)
  return (await res.json()) as T
}

export async function signInFacility(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/facility$/)
}

/** No `serious` or `critical` axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/**
 * A second facility in the organization. No API call adds one (a facility comes with its
 * organization's sign-up; several per organization exist only in the demo data), so this copies
 * the organization's first facility in the database the test server runs on, as an operator
 * would. The server reads facilities from the database on every call.
 */
export function addSecondFacility(f: FacilityAccount, name: string): string {
  const dir = process.env.E2E_DB_DIR
  if (!dir) throw new Error('E2E_DB_DIR is not set (pwa/e2e/playwright.config.ts sets it)')
  const id = randomUUID()
  const script = `
    import { Database } from 'bun:sqlite'
    const env = process.env
    const db = new Database(env.E2E_DB_FILE)
    db.exec('PRAGMA busy_timeout = 5000')
    db.query(\`insert into facilities (id, organization_id, name, street_address, city, state, zip_code, latitude, longitude, time_zone, phone, image, deleted_at, created_at, updated_at)
      select ?, organization_id, ?, street_address, city, state, zip_code, latitude, longitude, time_zone, phone, image, deleted_at, created_at, updated_at
      from facilities where id = ?\`).run(env.E2E_NEW_ID, env.E2E_NEW_NAME, env.E2E_FROM_ID)
    db.close()`
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'bun'), ['-e', script], {
    stdio: 'pipe',
    env: { ...process.env, E2E_DB_FILE: join(dir, 'e2e.db'), E2E_NEW_ID: id, E2E_NEW_NAME: name, E2E_FROM_ID: f.facilityId },
  })
  return id
}
