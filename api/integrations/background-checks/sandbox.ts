/**
 * The built-in sandbox vendor (the default): it keeps its cases in `sandbox_background_cases` and
 * moves each along a timeline on the clock (docs/decisions.md "Background checks"):
 *
 *   at the invitation          case.statuschange      Pending, Open (invitation pending)
 *   after sandboxCompleteAfter casedata.statuschange  Complete, Placed (clear)
 *
 * A candidate e-mail with `+adverse` takes the adverse path (Complete, Pre-Adverse Action, then
 * after twice the delay Adjudicated, Adverse Action); `+expire` lets the invitation expire
 * (Blocked, secondary status expired). Its events are signed like Checkr's and handed over by
 * `dueEvents`; the background-checks module's sweep feeds them to our webhook.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Clock } from '../../context'
import type { Database } from '../../db/client'
import { sandboxBackgroundCases } from '../../db/schema'
import { sandboxVendorSecret, signVendorPayload } from './signature'
import type { BackgroundCheckVendor, CandidateDetails, VendorCase, VendorEvent } from './vendor'

export type SandboxPath = 'clear' | 'adverse' | 'expire'

export interface SandboxVendorDeps {
  db: Database
  clock: Clock
  appSecret: string
  completeAfterMs: number
}

export interface DueSandboxEvent {
  caseId: string
  /** The step this event is (1-based); markDelivered records it. */
  step: number
  rawBody: string
  signature: string
}

type Step = { afterMs: number; type: VendorEvent['type']; object: Omit<VendorEvent['object'], 'id'>; last?: boolean }

function timeline(path: SandboxPath, completeAfterMs: number): Step[] {
  const invited: Step = { afterMs: 0, type: 'case.statuschange', object: { status: 'Pending', result: 'Open', secondaryStatus: 'invitation pending', invitation: { status: 'pending' } } }
  if (path === 'expire') return [invited, { afterMs: completeAfterMs, type: 'case.statuschange', object: { status: 'Blocked', result: 'Open', secondaryStatus: 'expired', invitation: { status: 'expired' } }, last: true }]
  if (path === 'adverse') {
    return [
      invited,
      { afterMs: completeAfterMs, type: 'casedata.statuschange', object: { status: 'Complete', result: 'Pre-Adverse Action', secondaryStatus: 'consider', invitation: { status: 'completed' }, adverseAction: { step: 'Pre-Adverse Action' } } },
      { afterMs: 2 * completeAfterMs, type: 'case.statuschange', object: { status: 'Adjudicated', result: 'Adverse Action', secondaryStatus: 'consider', invitation: { status: 'completed' }, adverseAction: { step: 'Adverse Action' } }, last: true },
    ]
  }
  return [invited, { afterMs: completeAfterMs, type: 'casedata.statuschange', object: { status: 'Complete', result: 'Placed', secondaryStatus: 'clear', invitation: { status: 'completed' } }, last: true }]
}

export const sandboxPathFor = (email: string): SandboxPath => (email.includes('+adverse') ? 'adverse' : email.includes('+expire') ? 'expire' : 'clear')

export interface SandboxVendor extends BackgroundCheckVendor {
  dueEvents(limit?: number): Promise<DueSandboxEvent[]>
  markDelivered(caseId: string, step: number): Promise<void>
}

export function createSandboxVendor(deps: SandboxVendorDeps): SandboxVendor {
  const secret = sandboxVendorSecret(deps.appSecret)
  const toCase = (row: typeof sandboxBackgroundCases.$inferSelect): VendorCase => ({
    candidateId: row.candidateId,
    caseId: row.id,
    invitationUrl: null,
    vendorStatus: row.finished ? 'completed' : 'pending',
  })
  return {
    name: 'sandbox',
    webhookSecret: secret,
    async createCase(candidate: CandidateDetails, idempotencyKey: string) {
      // The idempotency key is our check's id: the same check always gets the same case.
      const id = `case_sbx_${idempotencyKey.replace(/[^a-zA-Z0-9]/g, '')}`
      await deps.db.write(async (tx) => {
        await tx
          .insert(sandboxBackgroundCases)
          .values({ id, candidateId: `cand_sbx_${candidate.providerId.replace(/[^a-zA-Z0-9]/g, '')}`, path: sandboxPathFor(candidate.email), createdAt: deps.clock.now() })
          .onConflictDoNothing()
      })
      const row = await deps.db.read.select().from(sandboxBackgroundCases).where(eq(sandboxBackgroundCases.id, id)).get()
      return toCase(row!)
    },
    async readCase(caseId: string) {
      const row = await deps.db.read.select().from(sandboxBackgroundCases).where(eq(sandboxBackgroundCases.id, caseId)).get()
      return row ? toCase(row) : null
    },
    async dueEvents(limit = 100) {
      const now = deps.clock.now().getTime()
      const open = await deps.db.read.select().from(sandboxBackgroundCases).where(eq(sandboxBackgroundCases.finished, false)).orderBy(asc(sandboxBackgroundCases.createdAt)).limit(limit)
      const due: DueSandboxEvent[] = []
      for (const row of open) {
        const steps = timeline(row.path as SandboxPath, deps.completeAfterMs)
        for (let i = row.deliveredSteps; i < steps.length; i++) {
          const step = steps[i]!
          if (row.createdAt.getTime() + step.afterMs > now) break
          const event: VendorEvent = {
            messageId: `msg_sbx_${row.id}_${i + 1}`,
            type: step.type,
            object: { id: row.id, ...step.object },
            trackingId: `trk_sbx_${row.id}`,
            createdAt: new Date(row.createdAt.getTime() + step.afterMs).toISOString(),
          }
          const rawBody = JSON.stringify(event)
          due.push({ caseId: row.id, step: i + 1, rawBody, signature: signVendorPayload(rawBody, secret) })
        }
      }
      return due
    },
    async markDelivered(caseId: string, step: number) {
      const row = await deps.db.read.select().from(sandboxBackgroundCases).where(eq(sandboxBackgroundCases.id, caseId)).get()
      if (!row || row.deliveredSteps >= step) return
      const finished = step >= timeline(row.path as SandboxPath, deps.completeAfterMs).length
      await deps.db.write(async (tx) => {
        await tx.update(sandboxBackgroundCases).set({ deliveredSteps: step, finished }).where(and(eq(sandboxBackgroundCases.id, caseId), eq(sandboxBackgroundCases.deliveredSteps, step - 1)))
      })
    },
  }
}
