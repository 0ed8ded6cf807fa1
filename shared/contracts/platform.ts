/** Platform calls (spec 000 §7 "Shared, user and account"). */
import { Type, type Static } from '@sinclair/typebox'
import { FEATURE_FLAGS, USER_TYPES } from '../enums'
import { literalUnion } from './literal-union'

export const FeatureFlags = Type.Object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, Type.Boolean()])) as Record<(typeof FEATURE_FLAGS)[number], ReturnType<typeof Type.Boolean>>)

export const VersionParams = Type.Object({
  version: Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+$', messages: { pattern: 'Version must look like 1.4.0' } }),
})

export const EnvResponse = Type.Object({
  /** True while the payment sandbox is in use: no real money moves. */
  isInDemo: Type.Boolean(),
  apiUrl: Type.String(),
  /** The payment processor's publishable key for client-side card entry. */
  publicKey: Type.String(),
  needsToUpdate: Type.Boolean(),
  featureFlags: FeatureFlags,
})

export const AcknowledgmentQuery = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 20, messages: { required: 'Version is required', minLength: 'Version is required', maxLength: 'Version is too long' } }),
})
export const AcknowledgmentBody = AcknowledgmentQuery
export const Acknowledgment = Type.Object({
  version: Type.String(),
  acknowledged: Type.Boolean(),
  acknowledgedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

export const TutorialsQuery = Type.Object({
  userType: Type.Optional(literalUnion(USER_TYPES, { messages: { default: 'User type must be PROVIDER or FACILITY' } })),
})
export const TutorialVideo = Type.Object({
  id: Type.String(),
  userType: literalUnion(USER_TYPES),
  title: Type.String(),
  description: Type.String(),
  durationSeconds: Type.Integer(),
  url: Type.String(),
})

export const Health = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  /** This process has loaded everything it serves from memory (the browse index); until then browse of a state still answers, the whole country waits. */
  ready: Type.Boolean(),
  /** Which server process answered: 1 the first, 2 … the others of `SERVER_PROCESSES`. */
  process: Type.Integer({ minimum: 1 }),
})
export type Health = Static<typeof Health>
export type FeatureFlags = Static<typeof FeatureFlags>
export type EnvResponse = Static<typeof EnvResponse>
export type Acknowledgment = Static<typeof Acknowledgment>
export type TutorialVideo = Static<typeof TutorialVideo>

/** `GET /help-center/tutorials-videos`. */
export const TutorialVideoList = Type.Array(TutorialVideo)
export type TutorialVideoList = Static<typeof TutorialVideoList>
