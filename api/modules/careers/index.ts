/**
 * The careers job board, the organization's side and the public page: `facility/` the jobs an
 * organization posts (draft, edit, take down, statuses, stats, a description writer) and the
 * review of their applicants; `public/` a listed job's page without a session. Root: the job's
 * rules (reference lists, ZIP centroid, hourly pay, what publishing needs), the scope, the
 * PAST_DUE sweep. Publishing and billing, the provider's search and applications, and the careers
 * chat are other modules' (they read `missingForPublish`).
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { facilityJobRoutes } from './facility/routes'
import { publicJobRoutes } from './public/routes'

export const careerJobRoutes = (ctx: AppContext) => new Elysia().use(facilityJobRoutes(ctx)).use(publicJobRoutes(ctx))

export { markPastDueJobs } from './mark-past-due-jobs'
export { missingForPublish, hourlyPayCents, type JobRow } from './rules'
export { describeJob, type DescribableJob } from './description-template'

// The demo data moves its jobs through the product's own verbs.
export { updateJob } from './facility/update-job'
export { deleteJob } from './facility/delete-job'
