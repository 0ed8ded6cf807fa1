import { createFileRoute } from '@tanstack/react-router'
import { AuditTrail } from '../../../features/admin/components/audit/audit-trail'

export const Route = createFileRoute('/admin/_panel/audit')({
  component: AuditTrail,
})
