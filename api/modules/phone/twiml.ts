/** TwiML, the XML Twilio reads: a few verbs, every text escaped. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export const twimlResponse = (...verbs: string[]) => `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.join('')}</Response>`
export const say = (text: string) => `<Say>${escape(text)}</Say>`
export const message = (text: string) => `<Message>${escape(text)}</Message>`
export const dial = (number: string, callerId: string, timeLimitSeconds: number) =>
  `<Dial callerId="${escape(callerId)}" timeLimit="${timeLimitSeconds}"><Number>${escape(number)}</Number></Dial>`
export const gather = (action: string, prompt: string) => `<Gather numDigits="6" action="${escape(action)}" method="POST">${say(prompt)}</Gather>`

export function twiml(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/xml; charset=utf-8' } })
}
