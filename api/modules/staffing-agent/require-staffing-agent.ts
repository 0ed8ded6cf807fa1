/**
 * The "AI staffing agent" feature flag (spec 001 §1; `aiStaffingAgent`, on by default): off, both
 * calls answer 403 with a message saying so, before anything is read or counted.
 */
import type { AppContext } from '../../context'
import { ForbiddenError } from '../../errors'
import { isFeatureEnabled } from '../platform'

export const AGENT_TURNED_OFF = 'The AI staffing agent is turned off'

export async function requireStaffingAgent(ctx: AppContext): Promise<void> {
  if (!(await isFeatureEnabled(ctx, 'aiStaffingAgent'))) throw new ForbiddenError(AGENT_TURNED_OFF)
}
