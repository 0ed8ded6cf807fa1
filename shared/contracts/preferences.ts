/**
 * Notification preferences (spec 001 §3 "Notification preferences", §5, §6, §7 "Notification
 * preferences"; spec 000 §7 the e-mail campaign click). The seed's `{product}` is `marketplace`.
 * Money is in dollars here (api-contract "Values"); the database keeps cents.
 */
import { Type, type Static } from '@sinclair/typebox'
import { PLATFORM_INTERESTS, PREFERRED_APPS } from '../enums'
import { email, optional, stateCode } from './fields'
import { literalUnion } from './literal-union'

/** 25 miles: the radius a user who never chose one is told about shifts and jobs within. */
export const DEFAULT_NOTIFICATION_RADIUS_IN_METERS = 40_234
/** 200 miles: far enough for any commute, small enough to mean "near me". */
export const MAX_NOTIFICATION_RADIUS_IN_METERS = 321_869
export const MAX_LOCATION_PREFERENCES = 20

/** Spec 001 §5: "Either token or email must be provided". */
export const TOKEN_OR_EMAIL_MESSAGE = 'Either token or email must be provided'
export const PREFERENCES_NOT_FOUND_MESSAGE = 'Notification preferences not found'
export const INVALID_PREFERENCES_LINK_MESSAGE = 'This preferences link is not valid'
export const EMAIL_ALONE_ONLY_TURNS_OFF_MESSAGE = 'An e-mail address alone can only turn notifications off'
export const INVALID_REDIRECT_MESSAGE = 'The link is not valid'

const radius = () =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_NOTIFICATION_RADIUS_IN_METERS,
    description: 'Meters',
    messages: { default: `Notification radius must be a whole number of meters from 1 to ${MAX_NOTIFICATION_RADIUS_IN_METERS.toLocaleString('en-US')}` },
  })

const minHourlyRate = () =>
  Type.Number({
    minimum: 0,
    maximum: 1000,
    description: 'Dollars an hour',
    messages: { minimum: 'Minimum hourly rate cannot be negative', maximum: 'Minimum hourly rate must be $1,000 an hour or less', default: 'Minimum hourly rate must be a number' },
  })

const optionalText = (label: string, maxLength: number) =>
  Type.String({ maxLength, messages: { maxLength: `${label} is too long`, default: `${label} must be text` } })

/** Spec 001 §5 "Preference location: state required" (the shared state field's "State is required"). */
export const LocationPreference = Type.Object({
  streetAddress: optional(optionalText('Street address', 50)),
  city: optional(optionalText('City', 50)),
  state: stateCode(),
  zipcode: optional(Type.String({ pattern: '^\\d{5}(-\\d{4})?$', messages: { default: 'Zip code must be a valid US zip code' } })),
  notificationRadiusInMeters: optional(radius()),
})
export type LocationPreference = Static<typeof LocationPreference>

const token = () => Type.String({ minLength: 1, maxLength: 300, description: 'The signed token of a preferences or unsubscribe link' })

/** `?token=…` (from an e-mail's link) or `?email=…`; a signed-in user may send neither. */
export const PreferencesLookupQuery = Type.Object({
  token: Type.Optional(token()),
  email: Type.Optional(email()),
})
export type PreferencesLookupQuery = Static<typeof PreferencesLookupQuery>

/** The preferences a user's notifications follow, with the defaults filled in. */
export const NotificationPreferences = Type.Object({
  userId: Type.String(),
  marketplaceEmailOptIn: Type.Boolean(),
  marketplaceSmsOptIn: Type.Boolean(),
  careersEmailOptIn: Type.Boolean(),
  careersSmsOptIn: Type.Boolean(),
  agentSmsOptIn: Type.Boolean(),
  marketplaceMinHourlyRate: Type.Union([Type.Number(), Type.Null()], { description: 'Dollars an hour; null: any rate' }),
  careersMinHourlyRate: Type.Union([Type.Number(), Type.Null()], { description: 'Dollars an hour; null: any rate' }),
  platformInterest: literalUnion(PLATFORM_INTERESTS),
  preferredApp: literalUnion(PREFERRED_APPS),
  marketplaceNotificationRadiusInMeters: Type.Integer(),
  careersNotificationRadiusInMeters: Type.Integer(),
  locationPreference: Type.Array(
    Type.Object({
      streetAddress: Type.Union([Type.String(), Type.Null()]),
      city: Type.Union([Type.String(), Type.Null()]),
      state: Type.String(),
      zipcode: Type.Union([Type.String(), Type.Null()]),
      notificationRadiusInMeters: Type.Integer(),
    }),
  ),
  isPaused: Type.Boolean({ description: 'A paused account receives nothing but security messages' }),
  pausedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type NotificationPreferences = Static<typeof NotificationPreferences>

/** `PUT /user-preferences`: every field optional; a field left out keeps its value. */
export const UpdatePreferencesBody = Type.Object({
  marketplaceEmailOptIn: Type.Optional(Type.Boolean()),
  marketplaceSmsOptIn: Type.Optional(Type.Boolean()),
  careersEmailOptIn: Type.Optional(Type.Boolean()),
  careersSmsOptIn: Type.Optional(Type.Boolean()),
  agentSmsOptIn: Type.Optional(Type.Boolean()),
  marketplaceMinHourlyRate: optional(minHourlyRate()),
  careersMinHourlyRate: optional(minHourlyRate()),
  platformInterest: Type.Optional(literalUnion(PLATFORM_INTERESTS, { messages: { default: 'Platform interest must be MARKETPLACE, CAREERS or BOTH' } })),
  preferredApp: Type.Optional(literalUnion(PREFERRED_APPS, { messages: { default: 'Preferred app must be MARKETPLACE or CAREERS' } })),
  marketplaceNotificationRadiusInMeters: Type.Optional(radius()),
  careersNotificationRadiusInMeters: Type.Optional(radius()),
  locationPreference: Type.Optional(
    Type.Array(LocationPreference, { maxItems: MAX_LOCATION_PREFERENCES, messages: { maxItems: `At most ${MAX_LOCATION_PREFERENCES} locations`, default: 'Location preferences must be a list' } }),
  ),
})
export type UpdatePreferencesBody = Static<typeof UpdatePreferencesBody>

export const UserIdResponse = Type.Object({ userId: Type.String() })
export type UserIdResponse = Static<typeof UserIdResponse>

/** `PUT /user-preferences/pause-account`: pauses (the default) or, with `isPaused: false`, resumes. */
export const PauseAccountBody = Type.Optional(Type.Union([Type.Object({ isPaused: Type.Optional(Type.Boolean()) }), Type.Null()]))
export type PauseAccountBody = Static<typeof PauseAccountBody>

export const PauseAccountResponse = Type.Object({
  userId: Type.String(),
  isPaused: Type.Boolean(),
  pausedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type PauseAccountResponse = Static<typeof PauseAccountResponse>

export const PreferredAppBody = Type.Object({
  preferredApp: literalUnion(PREFERRED_APPS, { messages: { required: 'Preferred app is required', default: 'Preferred app must be MARKETPLACE or CAREERS' } }),
})
export type PreferredAppBody = Static<typeof PreferredAppBody>

export const PreferredAppResponse = Type.Object({ userId: Type.String(), preferredApp: literalUnion(PREFERRED_APPS) })
export type PreferredAppResponse = Static<typeof PreferredAppResponse>

/**
 * `PUT /unsubscribe-to-notifications`: the four opt-ins an e-mail's link may change. Flags left
 * out are not touched; with none at all, all four are turned off.
 */
export const UnsubscribeBody = Type.Optional(Type.Union([
  Type.Object({
    marketplaceEmailOptIn: Type.Optional(Type.Boolean()),
    marketplaceSmsOptIn: Type.Optional(Type.Boolean()),
    careersEmailOptIn: Type.Optional(Type.Boolean()),
    careersSmsOptIn: Type.Optional(Type.Boolean()),
  }),
  Type.Null(),
]))
export type UnsubscribeBody = Static<typeof UnsubscribeBody>

/** Spec 000 §7 `GET /email-marketing-metrics/track`. */
export const TrackClickQuery = Type.Object({
  email: email(),
  campaignId: Type.String({ minLength: 1, maxLength: 100, messages: { default: 'Campaign is required' } }),
  redirectUrl: Type.String({ minLength: 1, maxLength: 2000, messages: { default: INVALID_REDIRECT_MESSAGE } }),
})
export type TrackClickQuery = Static<typeof TrackClickQuery>

export const TrackClickRedirect = Type.Void({ description: "Redirects (302) to the campaign's link on this product's own address" })
export const TrackClickLocation = Type.String({ description: "An address on this product's own origin" })

/** RFC 8058 one-click: the `List-Unsubscribe` address carries the token; the body is a form. */
export const OneClickUnsubscribeQuery = Type.Object({ token: Type.Optional(token()) })
export type OneClickUnsubscribeQuery = Static<typeof OneClickUnsubscribeQuery>
