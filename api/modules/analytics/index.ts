/**
 * The admin panel's analytics (spec 000 §7): the dashboard figures and the shifts summary, read
 * from the ledger's and the seats' daily rollups (api/db/schema/analytics.ts).
 */
export { analyticsRoutes } from './routes'
