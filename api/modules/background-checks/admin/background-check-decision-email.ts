/**
 * The provider hears of staff's decision on their background check by e-mail (issue 16 §3),
 * queued in the decision's transaction. Not counted against the message limits: only ADMIN and
 * OPERATIONS cause it, once per check.
 */
import type { BackgroundCheckDecision } from '../../../../shared/contracts/background-checks'
import type { EmailMessage } from '../../notifications'
import type { CheckReviewRow } from './queries'

const PRODUCT = 'Shiftwell'

export function backgroundCheckDecisionEmail(row: CheckReviewRow, decision: BackgroundCheckDecision, reason: string | null, publicUrl: string): EmailMessage {
  if (decision === 'CLEARED') {
    return {
      to: row.email,
      subject: 'Your background check is cleared',
      text: [`Hello ${row.firstName},`, '', 'We reviewed your background check and it is cleared. Pharmacies see it on your profile.', '', `Find shifts: ${publicUrl}/provider/shifts`, '', `— The ${PRODUCT} team`].join('\n'),
    }
  }
  return {
    to: row.email,
    subject: 'Your background check did not clear',
    text: [
      `Hello ${row.firstName},`,
      '',
      'We reviewed your background check and could not clear it. The reason:',
      '',
      reason ?? '',
      '',
      'The screening company will write to you about the report and how to dispute anything in it. Reply to this e-mail if you have questions.',
      '',
      `— The ${PRODUCT} team`,
    ].join('\n'),
  }
}
