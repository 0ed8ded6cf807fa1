/**
 * Hired seats that are about to start, running, or waiting for the facility to confirm the hours:
 * confirm as scheduled, adjust the hours worked, or report a no-show.
 */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, Clock, Hourglass, UserX } from 'lucide-react'
import type { InProgressShift } from '@shared/contracts/facility-shifts'
import { Alert } from '../../../../components/ui/alert'
import { Avatar } from '../../../../components/ui/avatar'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { useCachedQuery, usePendingFor } from '../../../../offline'
import { inProgressQuery } from '../../api/shift-lists'
import type { Notice } from '../../dialog-action'
import { formatCents, formatDate, formatTimeRange, providerTypeLabel } from '../../format'
import { SavedCopyNote } from '../common/saved-copy-note'
import { AdjustDialog, ConfirmDialog, NoShowDialog } from './attendance-dialogs'

const ATTENDANCE: Record<string, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Hours to confirm', tone: 'warning' },
  CONFIRMED: { label: 'Hours confirmed', tone: 'success' },
  ADJUSTED: { label: 'Hours adjusted', tone: 'success' },
  NO_SHOW: { label: 'No-show', tone: 'danger' },
  AUTO_CONFIRMED: { label: 'Confirmed automatically', tone: 'success' },
}

export function InProgressShifts({ facilityId, showFacility }: { facilityId: string | undefined; showFacility: boolean }) {
  const [page, setPage] = useState(1)
  // Kept here, not on the row: a confirmed shift leaves this list, and its message must stay.
  const [notice, setNotice] = useState<Notice | null>(null)
  const { data, isLoading, error, refetch, isFromCache, lastSyncedAt } = useCachedQuery(inProgressQuery(facilityId, page))
  if (isLoading) return <SkeletonList label="Loading shifts in progress…" />
  if (!data) return <LoadError error={error} onRetry={refetch} />
  const note = notice && (
    <Alert tone={notice.tone} className="mb-3">
      {notice.text}
    </Alert>
  )
  if (data.data.length === 0)
    return (
      <>
        {note}
        <EmptyState
          icon={<Hourglass aria-hidden className="size-7" />}
          title="Nothing in progress"
          description="Once you hire someone, their shift shows here until you confirm the hours they worked."
        />
      </>
    )
  return (
    <>
      <SavedCopyNote show={isFromCache} at={lastSyncedAt} />
      {note}
      <ul className="flex flex-col gap-3" aria-label="Shifts in progress">
        {data.data.map((s) => (
          <InProgressRow key={s.shiftId} shift={s} showFacility={showFacility} onDone={setNotice} />
        ))}
      </ul>
      <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />
    </>
  )
}

type Action = 'confirm' | 'adjust' | 'noShow' | null

function InProgressRow({ shift: s, showFacility, onDone }: { shift: InProgressShift; showFacility: boolean; onDone: (m: Notice) => void }) {
  const [action, setAction] = useState<Action>(null)
  const pending = usePendingFor(s.shiftId).filter((i) => i.status !== 'failed')
  const now = Date.now()
  const started = new Date(s.shiftStartTime).getTime() <= now
  const ended = new Date(s.shiftEndTime).getTime() <= now
  const open = s.attendanceStatus === 'PENDING'
  const state =
    open && !ended
      ? { label: started ? 'Working now' : 'Scheduled', tone: (started ? 'accent' : 'neutral') as BadgeTone }
      : (ATTENDANCE[s.attendanceStatus] ?? { label: s.attendanceStatus, tone: 'neutral' as BadgeTone })
  const label = `${s.provider.name}, ${s.title}, ${formatDate(s.date)}`

  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <Avatar name={s.provider.name} url={s.provider.avatarUrl} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">
                <Link to="/facility/providers/$providerId" params={{ providerId: s.provider.id }} className="hover:underline">
                  {s.provider.name}
                </Link>
              </h3>
              <Badge tone={state.tone}>{state.label}</Badge>
              {s.payment.isFailedPaymentIntent && <Badge tone="danger">Payment failed</Badge>}
              {pending.length > 0 && (
                <Badge tone="warning" icon={<Clock aria-hidden className="size-3" />}>
                  Sending…
                </Badge>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              <Link to="/facility/shifts/$shiftGroupId" params={{ shiftGroupId: s.shiftGroupId }} className="font-medium text-slate-800 hover:underline">
                {s.title}
              </Link>{' '}
              · {providerTypeLabel(s.provider.type)}
            </p>
            <p className="text-sm text-slate-500">
              {formatDate(s.date)} · {formatTimeRange(s.startTime, s.endTime)} · {formatCents(s.totalInCents)}
              {showFacility ? ` · ${s.facility.name}` : ''}
            </p>
          </div>
        </div>
        {open && pending.length === 0 && (
          <div className="flex flex-wrap items-center gap-2">
            {ended && (
              <>
                <Button
                  size="sm"
                  onClick={() => setAction('confirm')}
                  icon={<CheckCircle2 aria-hidden className="size-4" />}
                  aria-label={`Confirm hours: ${label}`}
                >
                  Confirm hours
                </Button>
                <Button size="sm" variant="outline" onClick={() => setAction('adjust')} aria-label={`Adjust hours: ${label}`}>
                  Adjust hours
                </Button>
              </>
            )}
            {started && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setAction('noShow')}
                icon={<UserX aria-hidden className="size-4" />}
                aria-label={`Didn't show up: ${label}`}
              >
                Didn't show up
              </Button>
            )}
            {!ended && (
              <p className="text-xs text-slate-500">
                You can confirm the hours once the shift has ended{started ? '' : '; report a no-show once it has started'}.
              </p>
            )}
          </div>
        )}
      </Card>
      <ConfirmDialog open={action === 'confirm'} shift={s} onClose={() => setAction(null)} onDone={onDone} />
      <AdjustDialog open={action === 'adjust'} shift={s} onClose={() => setAction(null)} onDone={onDone} />
      <NoShowDialog open={action === 'noShow'} shift={s} onClose={() => setAction(null)} onDone={onDone} />
    </li>
  )
}
