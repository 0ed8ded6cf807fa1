/** `GET /admin-panel/analytics/dashboard/provider-payouts`: money sent to providers. */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { providerPayoutsCents } from './figures'
import { ledgerMoneyFigure, type DashboardInput } from './read-figure'

export const getProviderPayouts = (input: DashboardInput): Promise<MoneyFigure> => ledgerMoneyFigure(input, providerPayoutsCents)
