import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { adminSupportRoutes } from './admin/routes'
import { userSupportRoutes } from './user/routes'

export const supportRoutes = (ctx: AppContext) => new Elysia().use(userSupportRoutes(ctx)).use(adminSupportRoutes(ctx))
