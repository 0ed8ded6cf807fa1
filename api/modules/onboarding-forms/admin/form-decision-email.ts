/**
 * The pharmacy hears of staff's decision on its onboarding form by e-mail (issue 16 §3): the
 * member who submitted it, or the organization's owners (queries.ts `recipientsOf`), queued in the
 * decision's transaction. Not counted against the message limits: only ADMIN and OPERATIONS cause
 * it, once per decision.
 */
import type { EmailMessage } from '../../notifications'
import type { FormReviewRow } from './queries'

const PRODUCT = 'Shiftwell'

export function formDecisionEmails(
  row: FormReviewRow,
  decision: { status: 'GENERATED' } | { status: 'REJECTED'; reason: string },
  recipients: { email: string; firstName: string }[],
  publicUrl: string,
): EmailMessage[] {
  const facility = row.facility.name
  return recipients.map(({ email, firstName }) =>
    decision.status === 'GENERATED'
      ? {
          to: email,
          subject: `${facility}'s onboarding form is approved`,
          text: [
            `Hello ${firstName},`,
            '',
            `We reviewed the onboarding form of ${facility} and approved it. Its orientation packet is ready for you to read: once you publish it to providers from the onboarding form, every provider you hire there can read it before their first shift.`,
            '',
            `Your pharmacy: ${publicUrl}/facility`,
            '',
            `— The ${PRODUCT} team`,
          ].join('\n'),
        }
      : {
          to: email,
          subject: `${facility}'s onboarding form needs changes`,
          text: [
            `Hello ${firstName},`,
            '',
            `We reviewed the onboarding form of ${facility} and could not approve it yet. The reason:`,
            '',
            decision.reason.trim(),
            '',
            `Correct the form and submit it again: ${publicUrl}/facility`,
            '',
            `— The ${PRODUCT} team`,
          ].join('\n'),
        },
  )
}
