/** The audit trail (ADMIN): newest first, page by page, or one row's history. */
import { queryOptions } from '@tanstack/react-query'
import type { AuditPage } from '@shared/contracts/audit'
import { api } from '../../../lib/api'

export const auditQuery = (cursor: string | null, subject: { type: string; id: string } | null) =>
  queryOptions({
    queryKey: ['admin', 'audit', cursor, subject],
    queryFn: ({ signal }) =>
      api.get<AuditPage>('/admin-panel/audit', { auth: 'admin', signal, query: { limit: 50, cursor: cursor ?? undefined, subjectType: subject?.type, subjectId: subject?.id } }),
  })
