/**
 * Deleting things for good (spec 000 §5 "Delete facility or account", §7 "Facility"): a facility,
 * a facility user's account, a provider's own account. Each needs a reason.
 */
import { Type, type Static } from '@sinclair/typebox'

const reason = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 1000,
    pattern: '\\S',
    messages: { required: message, minLength: message, pattern: message, type: message, maxLength: 'Reason must be 1000 characters or less' },
  })

/** `DELETE /facility/{facilityId}` and `DELETE /facility/account/{userId}`. */
export const DeleteWithReasonBody = Type.Object({ reason: reason('reason is required.') })
export type DeleteWithReasonBody = Static<typeof DeleteWithReasonBody>

/** `DELETE /provider/account`: the provider's own account. */
export const DeleteProviderAccountBody = Type.Object({ reason: reason('Please provide a reason for deleting the account.') })
export type DeleteProviderAccountBody = Static<typeof DeleteProviderAccountBody>

export const UserParams = Type.Object({ userId: Type.String({ minLength: 1 }) })
