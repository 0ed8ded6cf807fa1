import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { facilityCareersChatRoutes } from './facility/routes'
import { providerCareersChatRoutes } from './provider/routes'

/** Both sides' careers chat calls: `/careers/facility/conversations…` and `/careers/provider/conversations…`. */
export const careersChatRoutes = (ctx: AppContext) => new Elysia().use(facilityCareersChatRoutes(ctx)).use(providerCareersChatRoutes(ctx))
