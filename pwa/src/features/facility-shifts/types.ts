import type { Static } from '@sinclair/typebox'
import type { CreatedShiftGroups } from '@shared/contracts/shifts'

export type CreatedShiftGroupsAnswer = Static<typeof CreatedShiftGroups>
