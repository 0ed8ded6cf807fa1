import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { Acknowledgment, AcknowledgmentBody, AcknowledgmentQuery, EnvResponse, FeatureFlags, Health, TutorialsQuery, TutorialVideoList, VersionParams } from '../../../shared/contracts/platform'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { acknowledgeFeature, getFeatureAcknowledgment } from './feature-acknowledgment'
import { getFeatureFlags } from './feature-flags'
import { getEnv } from './get-env'
import { getHealth } from './health'
import { listTutorialVideos } from './list-tutorial-videos'


export const platformRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Platform'] } })
    .use(authPlugin(ctx))
    .get('/health', () => getHealth({ ctx }), {
      response: { 200: Health },
      detail: { summary: 'Liveness: answers once the database is migrated; `ready` once this process has loaded its browse index' },
    })
    .get('/env/:version', ({ params }) => getEnv({ ctx, version: params.version }), {
      params: VersionParams,
      query: Type.Object({ isWeb: Type.Optional(Type.String()) }),
      response: { 200: EnvResponse, 400: ErrorResponse },
      detail: { summary: 'Client environment: API address, publishable key, whether this app version must update, feature flags' },
    })
    .get('/feature-flags', () => getFeatureFlags({ ctx }), { response: { 200: FeatureFlags }, detail: { summary: 'Every feature flag and whether it is on' } })
    .get('/feature-acknowledgment', ({ caller, query }) => getFeatureAcknowledgment({ ctx, caller, version: query.version }), {
      asUser: true,
      query: AcknowledgmentQuery,
      response: { 200: Acknowledgment, 400: ErrorResponse },
      detail: { summary: "Has the user seen this version's what's-new note?" },
    })
    .put('/feature-acknowledgment', ({ caller, body }) => acknowledgeFeature({ ctx, caller, version: body.version }), {
      asUser: true,
      body: AcknowledgmentBody,
      response: { 200: Acknowledgment, 400: ErrorResponse },
      detail: { summary: "Dismiss this version's what's-new note" },
    })
    .get('/help-center/tutorials-videos', ({ query }) => listTutorialVideos({ userType: query.userType }), {
      query: TutorialsQuery,
      response: { 200: TutorialVideoList, 400: ErrorResponse },
      detail: { summary: 'Help-center tutorials, for one user type or all' },
    })
