/**
 * The provider's side of the careers job board: search (full text over title and description,
 * filters, sorts, cursor pages), a job's detail, apply, withdraw, save, my applications, and the
 * careers referral link. The organization's side of jobs lives in its own module.
 */
export { careersSearchRoutes } from './routes'
