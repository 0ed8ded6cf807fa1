/** `GET /admin-panel/analytics/dashboard/shift-transaction-fees`: the processor's fees on shift charges. */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { shiftTransactionFeesCents } from './figures'
import { ledgerMoneyFigure, type DashboardInput } from './read-figure'

export const getShiftTransactionFees = (input: DashboardInput): Promise<MoneyFigure> => ledgerMoneyFigure(input, shiftTransactionFeesCents)
