/** `GET /admin-panel/analytics/dashboard/shift-earnings`: the platform's net cut of shifts. */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { shiftEarningsCents } from './figures'
import { ledgerMoneyFigure, type DashboardInput } from './read-figure'

export const getShiftEarnings = (input: DashboardInput): Promise<MoneyFigure> => ledgerMoneyFigure(input, shiftEarningsCents)
