/** Headers a serve-only process sets on a write it passes on (over the private socket only). */

/** The client's address as the serve-only process saw it, for throttling and sessions. */
export const CLIENT_ADDRESS_HEADER = 'x-marketplace-client-address'

/** One id per write, the same on every resend: the first process makes the write once. */
export const FORWARD_ID_HEADER = 'x-marketplace-forward-id'
