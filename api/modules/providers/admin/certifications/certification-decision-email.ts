/**
 * The provider hears of a decision on their certification by e-mail (issue 16 §3), queued in the
 * decision's own transaction like the licenses' (licenses/admin/tell-provider-of-decision.ts).
 * Not counted against the message limits: only ADMIN and OPERATIONS cause it, once per decision.
 */
import type { EmailMessage } from '../../../notifications'
import type { CertificationReviewRow } from './queries'

/** A team member's decision on a certification: it holds, or it does not and why. */
export type CertificationDecision = { status: 'VERIFIED' } | { status: 'REJECTED'; reason: string }

const PRODUCT = 'Shiftwell'
/** Where the provider sees their certifications and corrects one. */
export const CERTIFICATIONS_PATH = '/provider/profile/certifications'

export function certificationDecisionEmail(row: CertificationReviewRow, decision: CertificationDecision, publicUrl: string): EmailMessage {
  const { certification: c, provider } = row
  const which = `${c.name}${c.number ? ` (${c.number})` : ''}`
  if (decision.status === 'VERIFIED') {
    return {
      to: provider.email,
      subject: `Your ${c.name} certification is verified`,
      text: [`Hello ${provider.firstName},`, '', `We checked your certification ${which} and it is verified. Pharmacies see it as verified on your profile.`, '', `— The ${PRODUCT} team`].join('\n'),
    }
  }
  return {
    to: provider.email,
    subject: `We could not verify your ${c.name} certification`,
    text: [
      `Hello ${provider.firstName},`,
      '',
      `We could not verify your certification ${which}. The reason:`,
      '',
      decision.reason.trim(),
      '',
      `Correct it (or add a clearer document) on your profile and we will check it again: ${publicUrl}${CERTIFICATIONS_PATH}`,
      '',
      `— The ${PRODUCT} team`,
    ].join('\n'),
  }
}
