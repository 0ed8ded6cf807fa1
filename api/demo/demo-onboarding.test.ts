/**
 * The demo's people and paperwork (issue 13 §10), read back through the provider's own calls:
 * background checks in each state, complete and incomplete checklists, certifications about to
 * lapse, and the demo pharmacist's referrals at each step of the funnel.
 */
import { expect, test } from 'bun:test'
import { startTestServer } from '../test/harness'
import { DEMO_PASSWORD } from './demo-people'
import { loadDemoData } from './load-demo-data'
import { DEMO_BACKGROUND_CHECKS, DEMO_FULLY_ONBOARDED, DEMO_REFERRER } from './load-demo-onboarding'

const server = await startTestServer({ stripe: null })

const tokens = new Map<string, string>()
async function signIn(email: string): Promise<string> {
  if (!tokens.has(email)) {
    const res = await server.call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })
    expect(res.status).toBe(200)
    tokens.set(email, res.body.token)
  }
  return tokens.get(email)!
}

const EXPECTED = {
  cleared: { status: 'Complete', result: 'Placed', hasBackgroundCheckCleared: true },
  'in-progress': { status: 'Pending', result: 'Open', hasBackgroundCheckCleared: false },
  'needs-review': { status: 'Complete', result: 'Pre-Adverse Action', hasBackgroundCheckCleared: false },
  'not-cleared': { status: 'Adjudicated', result: 'Adverse Action', hasBackgroundCheckCleared: false },
  expired: { status: 'Blocked', result: 'Open', hasBackgroundCheckCleared: false },
} as const

test('the demo has background checks in every state, complete and incomplete checklists, and a referral funnel', async () => {
  await loadDemoData(server.ctx)

  for (const [email, state] of Object.entries(DEMO_BACKGROUND_CHECKS)) {
    const check = await server.call('GET', '/api/background-check', { token: await signIn(email) })
    expect(check.status).toBe(200)
    expect({ email, ...check.body }).toMatchObject({ email, ...EXPECTED[state] })
    if (state === 'expired') expect(check.body.secondaryStatus).toBe('expired')
    if (state === 'not-cleared') expect(check.body.adverseActionSteps.map((s: { step: string }) => s.step)).toEqual(['Pre-Adverse Action', 'Adverse Action'])
  }
  // Megan has not started one.
  expect((await server.call('GET', '/api/background-check', { token: await signIn('megan.obrien@provider.demo') })).body.backgroundCheckId).toBeNull()

  // Fully onboarded providers: every item done, the completion recorded.
  for (const email of DEMO_FULLY_ONBOARDED) {
    const checklist = await server.call('GET', '/api/provider/onboarding', { token: await signIn(email) })
    expect({ email, completed: checklist.body.completed, recorded: checklist.body.completedAt !== null }).toEqual({ email, completed: true, recorded: true })
  }
  // Still filling in: a background check in progress and one training module of three.
  const grace = await server.call('GET', '/api/provider/onboarding', { token: await signIn('grace.okafor@provider.demo') })
  expect(grace.body.completed).toBe(false)
  const intern = await server.call('GET', '/api/provider/onboarding', { token: await signIn('intern@provider.demo') })
  expect(intern.body.items.find((i: { key: string }) => i.key === 'BACKGROUND_CHECK').detail).toBe('Your background check is in progress.')
  expect(intern.body.items.find((i: { key: string }) => i.key === 'TRAINING').done).toBe(false)
  // Incomplete profiles: no work history yet.
  expect((await server.call('GET', '/api/provider/work-experience', { token: await signIn('mia.rossi@provider.demo') })).body).toEqual([])

  // Certifications about to lapse: the pharmacist's BLS within 30 days, the technician's PTCB within a week.
  const certs = await server.call('GET', '/api/provider/certifications', { token: await signIn('technician@provider.demo') })
  expect(certs.body.map((c: { status: string }) => c.status)).toContain('EXPIRING')

  // The referral funnel: someone at each step (a person counts in every step up to theirs).
  const referrals = await server.call('GET', '/api/provider/referrals', { token: await signIn(DEMO_REFERRER) })
  expect(referrals.status).toBe(200)
  const stages = new Set(referrals.body.data.map((r: { stage: string }) => r.stage))
  for (const stage of ['invited', 'onboarded', 'verified', 'worked', 'paid']) expect(stages.has(stage)).toBe(true)
  // 2 invited, 3 signed up with the code (1 unverified), 2 who worked, 1 paid.
  expect(referrals.body.funnel).toEqual({ invited: 7, onboarded: 5, verified: 4, worked: 3, paid: 1 })
}, 120_000)
