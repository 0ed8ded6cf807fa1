/** `GET /admin-panel/analytics/dashboard/gross-volume-shifts`: what facilities paid for shifts, less refunds. */
import type { MoneyFigure } from '../../../shared/contracts/analytics'
import { grossVolumeShiftsCents } from './figures'
import { ledgerMoneyFigure, type DashboardInput } from './read-figure'

export const getGrossVolumeShifts = (input: DashboardInput): Promise<MoneyFigure> => ledgerMoneyFigure(input, grossVolumeShiftsCents)
