import { createFileRoute } from '@tanstack/react-router'
import { LicenseQueue } from '../../../features/admin/components/licenses/license-queue'

export const Route = createFileRoute('/admin/_panel/licenses')({
  component: LicenseQueue,
})
