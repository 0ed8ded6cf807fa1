export { isSignedByTwilio, SANDBOX_FROM, sandboxSigningToken, telephonyFor, TWILIO_SIGNATURE_HEADER, twilioSignature, type Telephony } from './telephony'
export { toE164, usDigits } from './phone-numbers'
