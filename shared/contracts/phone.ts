/** Calls and texts (issue 14 §4; spec 001 §7 "Webhooks", §8 "Twilio"). */
import { Type, type Static } from '@sinclair/typebox'

const Id = Type.String({ minLength: 1, maxLength: 64 })

export const InitiateCallBody = Type.Object(
  {
    providerId: Id,
    /** Which facility's relationship the call is about; the latest one the caller may see otherwise. */
    facilityId: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type InitiateCallBody = Static<typeof InitiateCallBody>

export const InitiateCallResponse = Type.Object({
  message: Type.String(),
  callSid: Type.String(),
  status: Type.String(),
  /** The platform number both sides see. */
  maskedNumber: Type.String(),
})
export type InitiateCallResponse = Static<typeof InitiateCallResponse>

/** Twilio's calls answer TwiML (text/xml) or, on a refusal, `{ error }`. */
export const TwilioError = Type.Union([Type.String({ description: 'TwiML or plain text' }), Type.Object({ error: Type.String(), message: Type.String() })])
