/**
 * Issue 16 §3: the admin panel's Verification screen. A provider's certification is verified from
 * the keyboard and another turned down with a reason the provider then reads; a background check
 * the vendor blocked is decided; a pharmacy's submitted onboarding form is read and approved, and
 * its orientation packet exists only then. Each decision asks for a confirmation first.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { expectAccessible } from './facility-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, facilitySignUpBody, providerSignUpBody, uniqueEmail } from './support'

const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

async function provider(request: APIRequestContext, lastName: string) {
  const created = await request.post('/api/sign-up/provider', { data: providerSignUpBody(uniqueEmail('provider'), 'Nadia', lastName) })
  expect(created.status()).toBe(201)
  const { token, providerId } = (await created.json()) as { token: string; providerId: string }
  return { headers: { Authorization: `Bearer ${token}` }, providerId }
}

async function addCertification(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<string> {
  const res = await request.post('/api/provider/certifications', { headers, data: { type: 'CPR_BLS', name, number: 'BLS-7731', issuer: 'American Heart Association', issuedAt: '2024-01-02', expiresAt: '2030-01-02' } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { certificationId: string }).certificationId
}

/** A check the vendor blocked, written into the test server's database (no call makes one without the vendor's timeline). */
function blockedCheck(providerId: string): void {
  const dir = process.env.E2E_DB_DIR
  if (!dir) throw new Error('E2E_DB_DIR is not set (pwa/e2e/playwright.config.ts sets it)')
  const script = `
    import { Database } from 'bun:sqlite'
    const env = process.env
    const db = new Database(env.E2E_DB_FILE)
    db.exec('PRAGMA busy_timeout = 5000')
    const now = Date.now()
    db.query("insert into background_checks (id, provider_id, vendor, source, status, fee_cents, paid_at, created_at, updated_at) values (?, ?, 'sandbox', 'web', 'Blocked', 3500, ?, ?, ?)").run(env.E2E_ID, env.E2E_PROVIDER, now, now, now)
    db.close()`
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'bun'), ['-e', script], {
    stdio: 'pipe',
    env: { ...process.env, E2E_DB_FILE: join(dir, 'e2e.db'), E2E_ID: randomUUID(), E2E_PROVIDER: providerId },
  })
}

async function openVerification(browser: Browser) {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.goto('/admin/sign-in')
  await admin.getByLabel('Email').fill(ADMIN_EMAIL)
  await admin.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await admin.getByRole('button', { name: 'Sign in' }).click()
  await expect(admin).toHaveURL(/\/admin$/)
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verification', exact: true }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible()
  return { context, admin }
}

test.describe('verification queues', () => {
  test('certifications: verified from the keyboard after a confirmation; another rejected with a reason the provider reads', async ({ request, browser }) => {
    const lastName = `Cert${letters()}`
    const p = await provider(request, lastName)
    const first = await addCertification(request, p.headers, 'BLS Provider')
    const second = await addCertification(request, p.headers, 'Immunization Delivery')
    const { context, admin } = await openVerification(browser)
    await admin.getByRole('searchbox', { name: 'Name, e-mail or certification' }).fill(lastName)
    await admin.getByRole('button', { name: 'Search' }).click()
    const bls = admin.getByRole('article', { name: new RegExp(`BLS Provider · Nadia ${lastName}`) })
    await expect(bls).toBeVisible()
    await expect(bls.getByText('Waiting', { exact: true })).toBeVisible()
    await expectAccessible(admin)

    // Keyboard only: the button opens the confirmation; Escape cancels it; Enter on Verify decides.
    await bls.getByRole('button', { name: `Verify Nadia ${lastName}'s BLS Provider` }).focus()
    await admin.keyboard.press('Enter')
    const confirm = admin.getByRole('dialog', { name: 'Verify this certification?' })
    await expect(confirm).toBeVisible()
    await admin.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await bls.getByRole('button', { name: `Verify Nadia ${lastName}'s BLS Provider` }).focus()
    await admin.keyboard.press('Enter')
    await confirm.getByRole('button', { name: 'Verify', exact: true }).focus()
    await admin.keyboard.press('Enter')
    await expect(admin.getByRole('status').filter({ hasText: `Verified BLS Provider · Nadia ${lastName}` })).toBeVisible()
    await expect(bls).toBeHidden()

    const imm = admin.getByRole('article', { name: new RegExp(`Immunization Delivery · Nadia ${lastName}`) })
    await imm.getByRole('button', { name: `Reject Nadia ${lastName}'s Immunization Delivery` }).click()
    const dialog = admin.getByRole('dialog', { name: 'Reject this certification?' })
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click()
    await expect(dialog.getByText('Rejection reason is required')).toBeVisible()
    const reason = 'The document shows another person. Upload your own certificate.'
    await dialog.getByLabel('Reason').fill(reason)
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click()
    await expect(admin.getByRole('status').filter({ hasText: `Rejected Immunization Delivery · Nadia ${lastName}` })).toBeVisible()

    // The decided lists show who decided.
    await admin.getByLabel('Show').selectOption('REJECTED')
    await expect(admin.getByRole('article', { name: new RegExp(`Immunization Delivery · Nadia ${lastName}`) }).getByText(reason)).toBeVisible()
    await context.close()

    const mine = (await (await request.get('/api/provider/certifications', { headers: p.headers })).json()) as { certificationId: string; verificationStatus: string; rejectionReason: string | null }[]
    expect(mine.find((c) => c.certificationId === first)).toMatchObject({ verificationStatus: 'VERIFIED' })
    expect(mine.find((c) => c.certificationId === second)).toMatchObject({ verificationStatus: 'REJECTED', rejectionReason: reason })
  })

  test('background checks: a blocked check is cleared after a confirmation and the provider is cleared', async ({ request, browser }) => {
    const lastName = `Check${letters()}`
    const p = await provider(request, lastName)
    blockedCheck(p.providerId)
    const { context, admin } = await openVerification(browser)
    const tab = admin.getByRole('tab', { name: 'Certifications' })
    await tab.focus()
    // The queues are tabs: the arrow key moves to the next one.
    await admin.keyboard.press('ArrowRight')
    await expect(admin.getByRole('tab', { name: 'Background checks' })).toHaveAttribute('aria-selected', 'true')
    await expect(admin).toHaveURL(/queue=background-checks/)
    const card = admin.getByRole('article', { name: `Nadia ${lastName}` })
    await expect(card.getByText('Needs review')).toBeVisible()
    await card.getByRole('button', { name: `Clear Nadia ${lastName}`, exact: true }).click()
    await admin.getByRole('dialog', { name: 'Clear this provider?' }).getByRole('button', { name: 'Clear', exact: true }).click()
    await expect(admin.getByRole('status').filter({ hasText: `Cleared Nadia ${lastName}'s background check` })).toBeVisible()
    await context.close()
    const me = (await (await request.get('/api/user', { headers: p.headers })).json()) as { hasBackgroundCheckCleared: boolean }
    expect(me.hasBackgroundCheckCleared).toBe(true)
  })

  test('onboarding forms: the submitted answers are read and approved; the packet exists only then', async ({ request, browser }) => {
    const facilityName = `Verif ${letters()} Pharmacy`
    const created = await request.post('/api/sign-up/facility', { data: { ...facilitySignUpBody(uniqueEmail('facility')), facilityName } })
    expect(created.status()).toBe(201)
    const { id: facilityId, token } = (await created.json()) as { id: string; token: string }
    const headers = { Authorization: `Bearer ${token}` }
    const forms = (await (await request.get('/api/facility/ffm/onboardings', { headers })).json()) as { data: { id: string }[] }
    const ffmId = forms.data[0]!.id
    const said = 'Ask for the pharmacy manager'
    const answers = Object.fromEntries(
      ['phoneGreeting', 'pointOfContact', 'parkingLocation', 'belongings', 'openingProcedures', 'closingProcedures', 'software', 'specialties', 'pharmacistDuties', 'technicianDuties', 'attire', 'breakPolicy', 'ciiPolicies'].map((k) => [k, said]),
    )
    const submitted = await request.put(`/api/facility/${facilityId}/ffm/${ffmId}`, {
      headers,
      data: { ...answers, operatingDays: [{ day: 'MONDAY', timeSlots: [{ startTime: '09:00', endTime: '17:00' }] }], hazardousHandling: 'No', otcAnswer: 'Yes', parkingLocation: 'Staff lot, row C', submit: true },
    })
    expect(((await submitted.json()) as { status: string }).status).toBe('PENDING')
    expect((await request.get(`/api/facility/ffm/${ffmId}/packet`, { headers })).status()).toBe(404)

    const { context, admin } = await openVerification(browser)
    await admin.getByRole('tab', { name: 'Onboarding forms' }).click()
    await admin.getByRole('searchbox', { name: 'Pharmacy or organization' }).fill(facilityName)
    await admin.getByRole('button', { name: 'Search' }).click()
    const card = admin.getByRole('article', { name: new RegExp(facilityName) })
    await card.getByRole('button', { name: 'Read the answers' }).click()
    await expect(card.getByText('Staff lot, row C')).toBeVisible()
    await card.getByRole('button', { name: `Approve ${facilityName}'s onboarding form` }).click()
    await admin.getByRole('dialog', { name: 'Approve this onboarding form?' }).getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(admin.getByRole('status').filter({ hasText: `Approved the onboarding form of ${facilityName}` })).toBeVisible()
    await context.close()

    const form = (await (await request.get(`/api/facility/ffm/${ffmId}`, { headers })).json()) as { status: string }
    expect(form.status).toBe('GENERATED')
    expect((await request.get(`/api/facility/ffm/${ffmId}/packet`, { headers })).status()).toBe(200)
  })
})
