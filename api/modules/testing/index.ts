/** The seed's testing helpers, mounted only with `ENABLE_TESTING_ROUTES=1`. */
export { testingRoutes } from './routes'
