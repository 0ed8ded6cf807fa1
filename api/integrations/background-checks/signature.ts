/**
 * The vendor's webhook signature as Checkr makes it: `X-Checkr-Signature` is the hex HMAC-SHA256
 * of the raw body, keyed with the API key (the sandbox keys it with a secret derived from the
 * app secret). Compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-checkr-signature'

export function signVendorPayload(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

export function isVendorSignatureValid(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = Buffer.from(signVendorPayload(rawBody, secret), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'))
}

/** The sandbox vendor's signing secret: derived, so it survives restarts and never leaves the server. */
export function sandboxVendorSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('background-check sandbox webhooks').digest('hex')
}
