/** The admin-panel team: its members, their roles and the one table of what each role may do. */
export { bootstrapAdmin } from './bootstrap-admin'
export { requireTeamPermission } from './permissions'
export { adminRoutes as teamRoutes } from './routes'
