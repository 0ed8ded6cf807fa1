/** Ratings both ways after a shift, and the rating summaries shown beside a provider. */
export { rateFacility } from './rate-facility'
export { rateProvider } from './rate-provider'
export { emptyRatingSummary, providerRatingSummaries, providerRatingSummary } from './rating-summary'
export { ratingRoutes } from './routes'
