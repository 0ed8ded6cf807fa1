/**
 * The Verification screen's address (`/admin/verification?queue=`): which queue is open. Its own
 * small file: the route checks the address before the screen's code loads, so this must not
 * import the screen (or the contracts it checks forms with).
 */
export const VERIFICATION_QUEUES = ['certifications', 'background-checks', 'onboarding-forms'] as const
export type VerificationQueueName = (typeof VERIFICATION_QUEUES)[number]

/** `?queue=` one of the three queues; anything else opens the first. */
export function parseVerificationSearch(search: Record<string, unknown>): { queue: VerificationQueueName } {
  return { queue: VERIFICATION_QUEUES.find((q) => q === search.queue) ?? 'certifications' }
}
