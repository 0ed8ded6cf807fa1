/**
 * The provider hears of a decision on their license by e-mail (issue 12 §2). The message is
 * queued in the decision's own transaction, so it exists exactly when the decision does; the
 * verb hands it to the mail server after the commit (`deliverEmail`).
 *
 * Not counted against the message limits (api/modules/README.md rule 12): only ADMIN and
 * OPERATIONS can cause it, once per decision, and a limit reached would refuse the decision
 * itself rather than a message.
 */
import { STATE_NAMES, type StateCode } from '../../../../shared/reference/states'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { queueEmail, type EmailMessage, type QueuedEmail } from '../../notifications'
import type { Decision } from '../verification-status'
import type { ReviewRow } from './queries'

const PRODUCT = 'Shiftwell'

/** Where the provider sees their licenses and corrects one. */
export const PROFILE_PATH = '/provider/profile'

export function decisionEmail(row: ReviewRow, decision: Decision, publicUrl: string): EmailMessage {
  const { license, provider } = row
  const stateName = STATE_NAMES[license.state as StateCode] ?? license.state
  const which = `${stateName} license ${license.licenseNumber}`
  const profile = `${publicUrl}${PROFILE_PATH}`
  if (decision.status === 'VERIFIED') {
    return {
      to: provider.email,
      subject: `Your ${stateName} license is verified`,
      text: [
        `Hello ${provider.firstName},`,
        '',
        `We checked your ${which} with the state board and it is verified.`,
        `You can now apply to shifts in ${stateName} until it expires on ${license.expirationDate}.`,
        '',
        `Find shifts: ${publicUrl}/provider/shifts`,
        '',
        `— The ${PRODUCT} team`,
      ].join('\n'),
    }
  }
  return {
    to: provider.email,
    subject: `We could not verify your ${stateName} license`,
    text: [
      `Hello ${provider.firstName},`,
      '',
      `We could not verify your ${which}. The reason:`,
      '',
      decision.reason.trim(),
      '',
      `Correct the license (or add a clearer document) on your profile and we will check it again: ${profile}`,
      '',
      `— The ${PRODUCT} team`,
    ].join('\n'),
  }
}

export function tellProviderOfDecision(ctx: AppContext, tx: Tx, row: ReviewRow, decision: Decision): Promise<QueuedEmail> {
  return queueEmail(ctx, tx, decisionEmail(row, decision, ctx.config.publicUrl))
}
