/**
 * The audit trail (admin panel, ADMIN only): every admin action and every money-moving action —
 * who, when, what, on which row, before → after — newest first, or one row's whole history.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import type { AuditEvent } from '@shared/contracts/audit'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { adminUserQuery } from '../../../../lib/account'
import { usePageTitle } from '../../../../lib/use-page-title'
import { auditQuery } from '../../api/audit'
import { formatInstant } from '../../format'

export function AuditTrail() {
  usePageTitle('Audit trail')
  const me = useQuery(adminUserQuery())
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  const [subject, setSubject] = useState<{ type: string; id: string } | null>(null)
  const cursor = cursors[cursors.length - 1]!
  const page = useQuery({ ...auditQuery(cursor, subject), enabled: me.data?.role === 'ADMIN' })
  if (me.data && me.data.role !== 'ADMIN') return <Alert tone="info">The audit trail is for admins.</Alert>
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who did what, when, to which record — every admin action and every movement of money — with the values before and after."
        actions={
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              const form = new FormData(e.currentTarget)
              const type = String(form.get('type') ?? '').trim()
              const id = String(form.get('id') ?? '').trim()
              setSubject(type && id ? { type, id } : null)
              setCursors([null])
            }}
          >
            <Input name="type" aria-label="Record type" placeholder="shift, charge, organization…" className="w-40" />
            <Input name="id" aria-label="Record id" placeholder="Its id" className="w-56" />
            <Button type="submit" variant="outline">
              {subject ? 'Show' : 'Find history'}
            </Button>
          </form>
        }
      />
      {page.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the trail…
        </p>
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data && page.data.data.length > 0 ? (
        <>
          <ol className="flex flex-col divide-y divide-slate-100 rounded-card border border-slate-200 bg-white">
            {page.data.data.map((e) => (
              <Entry key={e.auditEventId} event={e} />
            ))}
          </ol>
          <div className="mt-3 flex gap-2">
            {cursors.length > 1 && (
              <Button variant="outline" onClick={() => setCursors((c) => c.slice(0, -1))}>
                Newer
              </Button>
            )}
            {page.data.hasNextPage && page.data.nextCursor && (
              <Button variant="outline" onClick={() => setCursors((c) => [...c, page.data!.nextCursor])}>
                Older
              </Button>
            )}
          </div>
        </>
      ) : (
        <EmptyState icon={<History aria-hidden className="size-7" />} title="Nothing recorded" description={subject ? 'No action on this record yet.' : 'Actions appear here as they happen.'} />
      )}
    </>
  )
}

function Entry({ event: e }: { event: AuditEvent }) {
  const [open, setOpen] = useState(false)
  return (
    <li className="px-4 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{e.action}</code> on {e.subjectType} <span className="font-mono text-xs text-slate-500">{e.subjectId}</span>
        </p>
        <span className="text-xs text-slate-500">{formatInstant(e.occurredAt)}</span>
      </div>
      <p className="mt-0.5 text-slate-600">
        by {e.actorName ?? `${e.actorKind.replace('_', ' ')} ${e.actorId}`}
        {e.onBehalfOf && ` for ${e.onBehalfOf}`}
      </p>
      {(e.before !== null || e.after !== null) && (
        <>
          <button type="button" className="mt-1 text-xs font-medium text-brand-700 hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide the change' : 'Show the change'}
          </button>
          {open && (
            <div className="mt-2 grid gap-2 md:grid-cols-2">
              <pre className="overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs">Before: {JSON.stringify(e.before, null, 2)}</pre>
              <pre className="overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs">After: {JSON.stringify(e.after, null, 2)}</pre>
            </div>
          )}
        </>
      )}
    </li>
  )
}
