/** `GET /admin-panel/analytics/dashboard/background-checks-revenue`: background-check fees less refunds. */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { backgroundChecksRevenueCents } from './figures'
import { ledgerMoneyFigure, type DashboardInput } from './read-figure'

export const getBackgroundChecksRevenue = (input: DashboardInput): Promise<MoneyFigure> => ledgerMoneyFigure(input, backgroundChecksRevenueCents)
