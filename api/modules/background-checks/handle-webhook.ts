/**
 * `POST /background-check/webhook` (spec 001 "POST /background-check/webhook"): the vendor's
 * `case.statuschange` and `casedata.statuschange` messages. The `X-Checkr-Signature` (hex
 * HMAC-SHA256 of the raw body) must match the sandbox's secret or Checkr's API key, else 401.
 * Each messageId is applied once: it is recorded in `background_check_messages` in the
 * transaction that applies it, and a repeat answers 200 "already applied". A case we do not
 * know is 404 (and its message is not recorded, so a later delivery can still apply).
 *
 * Applied: status, result, secondary status, invitation link, adverse-action steps; the check is
 * cleared when the case is Complete or Adjudicated with the result Placed, unless staff already
 * decided on it (issue 16 §3). A check whose invitation expired or was canceled is unusable: with
 * "auto refund of background checks" on, its fee is refunded (a BACKGROUND_CHECK_REFUND ledger row).
 */
import { and, eq } from 'drizzle-orm'
import { BACKGROUND_CHECK_RESULTS, BACKGROUND_CHECK_STATUSES, type BackgroundCheckResult, type BackgroundCheckStatus } from '../../../shared/contracts/background-checks'
import { webhookActor } from '../../callers'
import type { AppContext } from '../../context'
import { backgroundCheckMessages, backgroundChecks } from '../../db/schema'
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors'
import { isVendorSignatureValid, type VendorEvent } from '../../integrations/background-checks'
import { audit } from '../audit'
import { writeLedger } from '../payments'
import { isFeatureEnabled } from '../platform'
import { vendorSecrets } from './vendors'

const ENDED_INVITATION = ['expired', 'canceled']
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

function parseEvent(rawBody: string): VendorEvent {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    throw ValidationError.field('body', 'The webhook body is not JSON')
  }
  if (!isObject(body) || !str(body.messageId)) throw ValidationError.field('messageId', 'The message has no messageId')
  if (body.type !== 'case.statuschange' && body.type !== 'casedata.statuschange') throw ValidationError.field('type', 'The event must be case.statuschange or casedata.statuschange')
  if (!isObject(body.object) || !str(body.object.id)) throw ValidationError.field('object', 'The event has no case (object.id)')
  return body as unknown as VendorEvent
}

export async function handleBackgroundCheckWebhook({ ctx, rawBody, signature }: { ctx: AppContext; rawBody: string; signature: string | null }): Promise<{ message: string }> {
  const signer = vendorSecrets(ctx).find((s) => isVendorSignatureValid(rawBody, signature, s.secret))
  if (!signer) throw new UnauthorizedError('The X-Checkr-Signature header is missing or does not match')
  const event = parseEvent(rawBody)
  const autoRefund = await isFeatureEnabled(ctx, 'autoRefundBackgroundChecks')
  const actor = webhookActor('background-check', event.messageId)
  return ctx.db.write(async (tx) => {
    const [fresh] = await tx.insert(backgroundCheckMessages).values({ messageId: event.messageId, type: event.type, receivedAt: ctx.clock.now() }).onConflictDoNothing().returning()
    if (!fresh) return { message: 'This message was already applied' }
    const check = await tx.select().from(backgroundChecks).where(and(eq(backgroundChecks.vendor, signer.vendor), eq(backgroundChecks.caseId, event.object.id))).get()
    // Throwing rolls the message row back with it.
    if (!check) throw new NotFoundError('background check case', `No background check has the case ${event.object.id}`)
    const now = ctx.clock.now()
    const o = event.object
    const status = BACKGROUND_CHECK_STATUSES.includes(o.status as BackgroundCheckStatus) ? (o.status as BackgroundCheckStatus) : check.status
    const result = BACKGROUND_CHECK_RESULTS.includes(o.result as BackgroundCheckResult) ? (o.result as BackgroundCheckResult) : check.result
    const invitationStatus = str(o.invitation?.status)
    const secondaryStatus = invitationStatus && ENDED_INVITATION.includes(invitationStatus) ? invitationStatus : (str(o.secondaryStatus) ?? check.secondaryStatus)
    const step = str(o.adverseAction?.step)
    const adverseActionSteps = step && !check.adverseActionSteps.some((s) => s.step === step) ? [...check.adverseActionSteps, { step, at: now.toISOString() }] : check.adverseActionSteps
    // Once staff decided on a check that needed review (admin/record-background-check-decision.ts),
    // their decision stands: later events still update the case, not whether the provider is cleared.
    const cleared = check.reviewDecision !== null ? check.reviewDecision === 'CLEARED' : (status === 'Complete' || status === 'Adjudicated') && result === 'Placed'
    const unusable = secondaryStatus !== null && ENDED_INVITATION.includes(secondaryStatus)
    const refund = autoRefund && unusable && check.paidAt !== null && check.refundedAt === null
    await tx
      .update(backgroundChecks)
      .set({ status, result, secondaryStatus, adverseActionSteps, cleared, invitationUrl: str(o.invitation?.url) ?? check.invitationUrl, ...(refund ? { refundedAt: now } : {}), updatedAt: now })
      .where(eq(backgroundChecks.id, check.id))
    if (refund) {
      await writeLedger(tx, now, [{ kind: 'BACKGROUND_CHECK_REFUND', amountCents: check.feeCents, providerId: check.providerId, referenceId: check.id, memo: `Background check ${secondaryStatus}` }])
      await audit(ctx, tx, actor, { action: 'background-check.refund', subject: ['background-check', check.id], before: { refundedAt: null }, after: { feeCents: check.feeCents, reason: secondaryStatus } })
    }
    return { message: 'Applied' }
  })
}
