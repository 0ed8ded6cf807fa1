import type { OnboardingModuleStatus } from '@shared/contracts/compliance'
import { Badge } from '../../../../components/ui/badge'

/** A module's status in words (spec 001 "Onboarding module status"; PENDING: renewal due). */
export function TrainingStatusBadge({ status }: { status: OnboardingModuleStatus | null }) {
  if (status === 'COMPLETED') return <Badge tone="success">Completed</Badge>
  if (status === 'PENDING') return <Badge tone="warning">Renewal due</Badge>
  if (status === 'STARTED') return <Badge tone="brand">In progress</Badge>
  return <Badge>Not started</Badge>
}
