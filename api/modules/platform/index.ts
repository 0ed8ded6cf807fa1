/** The platform itself: health, client environment, feature flags and acknowledgments, tutorials. */
export { isFeatureEnabled } from './feature-flags'
export { platformRoutes } from './routes'
