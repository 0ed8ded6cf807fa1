import type { ShiftGroupPreview } from '@shared/contracts/facility-shifts'

/** The API edits a group until it starts, unless it was canceled (api/modules/shifts/facility/update-shift.ts). */
export function canEditGroup(g: ShiftGroupPreview, now = Date.now()): boolean {
  return g.status !== 'CANCELED' && new Date(g.shiftStartTime).getTime() > now
}
