/**
 * Providers' calendar feeds (issue 14 §7): a private iCalendar address of the shifts a provider
 * was hired for, to subscribe to from any calendar app. The address is the credential.
 */
import { Type, type Static } from '@sinclair/typebox'

export const CalendarFeed = Type.Object({
  /** `https://…/api/calendar/{token}.ics`: for apps that take a web address. */
  feedUrl: Type.String(),
  /** The same address as `webcal://…`: opens the subscription in the device's calendar app. */
  webcalUrl: Type.String(),
})
export type CalendarFeed = Static<typeof CalendarFeed>

/** `{token}.ics` (the `.ics` may be left off). */
export const CalendarFeedParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })
export type CalendarFeedParams = Static<typeof CalendarFeedParams>

export const CalendarDocument = Type.String({ contentMediaType: 'text/calendar', description: 'An iCalendar (RFC 5545) document' })
