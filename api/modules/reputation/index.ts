/** Providers' reputation points: what each event is worth (domain "Ratings and reputation"). */
export { addReputationPoints } from './add-reputation-points'
export { reputationRoutes } from './routes'
