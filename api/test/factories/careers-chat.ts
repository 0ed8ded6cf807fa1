/** The careers chat's tests make jobs and applications with the job board's factories. */
export { makeJob, makeJobApplication } from './jobs'
