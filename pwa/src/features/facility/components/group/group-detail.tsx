/**
 * One shift group as the facility manages it: what it costs (the API's own figures), its
 * requirements, every applicant with hire, the hired providers with their contact details, and
 * only the actions the shift's state allows (shift-group-rules.ts): edit, stop applications and
 * hire before the start; cancel until the end; the hours and the rating once it is over, with
 * what became of each seat.
 */
import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Ban, CalendarClock, Clock, Lock, Pencil, Users } from 'lucide-react'
import type { ExtendedApplicant } from '@shared/contracts/facility-shifts'
import type { UnratedProviderShift } from '@shared/contracts/ratings'
import { Alert } from '../../../../components/ui/alert'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { SectionTitle } from '../../../../components/ui/section-title'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useCachedQuery, usePendingFor } from '../../../../offline'
import { unratedProvidersQuery } from '../../api/providers'
import { groupSeatsQuery } from '../../api/shift-group'
import { useGroupReads } from '../../api/use-group-reads'
import { useRefreshOnOperations } from '../../api/use-refresh-on-operations'
import type { Notice } from '../../dialog-action'
import { formatDate, formatTimeRange, providerTypeLabel } from '../../format'
import { canCancelGroup, canCloseGroup, canEditGroup, canHire, hasEnded, hasStarted } from '../../shift-group-rules'
import { MessageButton } from '../../../../components/message-button'
import { ApplicantSummary, RequirementBadges } from '../applicants/applicant-summary'
import { FillMeter } from '../common/fill-meter'
import { SavedCopyNote } from '../common/saved-copy-note'
import { RateProviderDialog } from '../providers/rate-provider-dialog'
import { CancellationOutcome } from './cancellation-outcome'
import { CancelDialog, CloseDialog, DeclineDialog, HireDialog } from './group-dialogs'
import { HiredSeat, type RatingState } from './hired-seat'
import { PriceCard } from './price-card'

type DetailProps = { shiftGroupId: string; posted?: number; edited?: boolean }

/** Keyed by the group: "Open the new shift" after a repost lands on the same route, and must not carry this group's notices over. */
export function ShiftGroupDetail(props: DetailProps) {
  return <GroupDetail key={props.shiftGroupId} {...props} />
}

function GroupDetail({ shiftGroupId, posted, edited }: DetailProps) {
  useRefreshOnOperations()
  const { preview, applicants } = useGroupReads(shiftGroupId)
  const pending = usePendingFor(shiftGroupId).filter((i) => i.status !== 'failed')
  const [notice, setNotice] = useState<Notice | null>(
    posted
      ? {
          tone: 'success',
          text: posted === 1 ? 'Your shift is posted. Providers can apply now.' : `Your ${posted} shifts are posted. Providers can apply now.`,
        }
      : edited
        ? { tone: 'success', text: 'Your changes are saved. Providers see the new details.' }
        : null,
  )
  const [hiring, setHiring] = useState<ExtendedApplicant | null>(null)
  const [declining, setDeclining] = useState<ExtendedApplicant | null>(null)
  const [canceling, setCanceling] = useState<{ id: string; name: string } | 'group' | null>(null)
  const [closing, setClosing] = useState(false)
  const [rating, setRating] = useState<UnratedProviderShift | null>(null)
  usePageTitle(preview.data?.title ?? 'Shift')
  const ended = preview.data ? hasEnded(preview.data) : false
  // Once it is over: each seat's final price, and which seats the facility may still rate.
  const seats = useCachedQuery(groupSeatsQuery(preview.data?.date ?? ''), { enabled: ended })
  const unrated = useQuery({ ...unratedProvidersQuery(preview.data?.facility.id), enabled: ended })
  const seatRows = useMemo(() => (seats.data?.data ?? []).filter((s) => s.shiftGroupId === shiftGroupId), [seats.data, shiftGroupId])

  if (preview.isLoading) return <SkeletonList rows={2} label="Loading the shift…" />
  if (!preview.data) return <LoadError error={preview.error} onRetry={preview.refetch} />
  const g = preview.data
  const list = [...(applicants.data?.data ?? [])].sort(
    (a, b) =>
      Number(b.isHired) - Number(a.isHired) ||
      Number(a.isRejectedByFacility) - Number(b.isRejectedByFacility) ||
      Number(b.isRecommendedProvider) - Number(a.isRecommendedProvider),
  )
  const hired = list.filter((a) => a.isHired)
  const waiting = list.filter((a) => !a.isHired)
  const full = hired.length >= g.quantity
  const live = g.status !== 'CANCELED'
  const started = hasStarted(g)
  const canHireNow = canHire(g)
  const ratingOf = (providerId: string): RatingState => {
    const shift = unrated.data?.data.find((s) => s.shiftGroupId === shiftGroupId && s.provider.id === providerId)
    if (shift) return { kind: 'unrated', shift }
    // The list is of every completed seat not yet rated; a seat missing from a complete list was rated.
    return unrated.data && !unrated.data.pagination.hasNextPage ? { kind: 'rated' } : { kind: 'unknown' }
  }

  return (
    <>
      <PageHeader
        eyebrow={`${formatDate(g.date)} · ${formatTimeRange(g.startTime, g.endTime)}`}
        title={g.title}
        description={`${providerTypeLabel(g.providerType)} at ${g.facility.name}, ${g.facility.city}, ${g.facility.state}`}
        actions={
          live && (
            <>
              {canEditGroup(g) && (
                <Link to="/facility/shifts/$shiftGroupId/edit" params={{ shiftGroupId }} className={buttonClasses({ variant: 'outline' })}>
                  <Pencil aria-hidden className="size-4" />
                  Edit shift
                </Link>
              )}
              {canCloseGroup(g) && (
                <Button variant="outline" icon={<Lock aria-hidden className="size-4" />} onClick={() => setClosing(true)}>
                  Stop applications
                </Button>
              )}
              {canCancelGroup(g) && (
                <Button variant="ghost" icon={<Ban aria-hidden className="size-4" />} onClick={() => setCanceling('group')}>
                  Cancel shift
                </Button>
              )}
            </>
          )
        }
      />
      <div className="flex flex-col gap-3">
        <SavedCopyNote show={preview.isFromCache} at={preview.lastSyncedAt} />
        {/* A canceled group's outcome below is the one word on it; the dialog's success notice would repeat or contradict it. */}
        {notice && !(g.status === 'CANCELED' && notice.tone === 'success') && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {pending.length > 0 && (
          <Alert tone="warning" title="Waiting to be sent">
            {pending.map((p) => p.label).join(', ')} — not done yet.
          </Alert>
        )}
        {g.status === 'CANCELED' && <CancellationOutcome shiftGroupId={shiftGroupId} />}
        {g.status === 'CLOSED' && !started && <Alert tone="info">This shift no longer takes applications.</Alert>}
        {live && ended && <Alert tone="info">This shift is over. Each hired provider's hours and what the shift cost are below.</Alert>}
        {live && started && !ended && <Alert tone="info">This shift is under way. Hiring closed when it started.</Alert>}
      </div>

      {live && (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="min-w-0">
            <Card className="mb-6 flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Users aria-hidden className="size-5" />
                </span>
                <div>
                  <p className="text-sm text-slate-600">Seats</p>
                  <p className="font-semibold text-slate-900">
                    {live && started ? `${hired.length} of ${g.quantity} hired` : full ? 'All seats filled' : `${g.quantity - hired.length} still open`}
                  </p>
                </div>
              </div>
              <FillMeter filled={Math.min(hired.length, g.quantity)} total={g.quantity} />
            </Card>

            {hired.length > 0 && (
              <>
                <SectionTitle>Hired</SectionTitle>
                <ul className="flex flex-col gap-3" aria-label="Hired providers">
                  {hired.map((a) => (
                    <li key={a.id}>
                      <HiredSeat
                        g={g}
                        applicant={a}
                        seatRow={seatRows.find((s) => s.hiredProvider?.providerId === a.provider.id)}
                        rating={ratingOf(a.provider.id)}
                        onCancel={() => setCanceling({ id: a.provider.id, name: a.provider.name })}
                        onRate={setRating}
                        onDone={setNotice}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}

            <SectionTitle>Applicants</SectionTitle>
            {applicants.isLoading ? (
              <SkeletonList rows={2} label="Loading applicants…" />
            ) : !applicants.data ? (
              <LoadError error={applicants.error} onRetry={applicants.refetch} />
            ) : waiting.length === 0 ? (
              live && started ? (
                <p className="text-sm text-slate-600">{hired.length > 0 ? 'No one else applied.' : 'No one applied to this shift.'}</p>
              ) : (
                <EmptyState
                  icon={<CalendarClock aria-hidden className="size-7" />}
                  title="No applicants yet"
                  description="Providers who apply are listed here, preferred providers first. Your preferred providers hear about new shifts first."
                />
              )
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Applicants">
                {waiting.map((a) => (
                  <li key={a.id}>
                    <Card className="flex flex-col gap-3 p-4 sm:p-5">
                      <ApplicantSummary applicant={a} />
                      <RequirementBadges applicant={a} />
                      {a.applicationMessage && (
                        <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">“{a.applicationMessage}”</blockquote>
                      )}
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="flex items-center gap-1.5 text-xs text-slate-500">
                          <Clock aria-hidden className="size-3.5" />
                          Applied {new Date(a.appliedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
                          {a.expiresAt &&
                            ` · application ends ${new Date(a.expiresAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`}
                        </p>
                        <div className="flex flex-wrap items-center gap-2">
                          <MessageButton facilityId={g.facility.id} providerId={a.provider.id} accessibleName={`Message ${a.provider.name}`} />
                          {a.isRejectedByFacility ? (
                            <span className="text-xs font-medium text-slate-500">Declined</span>
                          ) : (
                            canHireNow && (
                              <>
                                <Button size="sm" variant="ghost" onClick={() => setDeclining(a)} aria-label={`Decline ${a.provider.name}`}>
                                  Decline
                                </Button>
                                {!full && (
                                  <Button size="sm" onClick={() => setHiring(a)} aria-label={`Hire ${a.provider.name}`}>
                                    Hire
                                  </Button>
                                )}
                              </>
                            )
                          )}
                        </div>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <PriceCard g={g} />
        </div>
      )}

      <HireDialog
        open={hiring !== null}
        applicant={hiring}
        onClose={() => setHiring(null)}
        shiftGroupId={shiftGroupId}
        facilityId={g.facility.id}
        pricePerSeatCents={g.totalPaymentInCents}
        onDone={setNotice}
      />
      <DeclineDialog applicant={declining} onClose={() => setDeclining(null)} shiftGroupId={shiftGroupId} onDone={setNotice} />
      <CancelDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        shiftGroupId={shiftGroupId}
        hiredProvider={canceling && canceling !== 'group' ? canceling : undefined}
        started={started}
        onDone={setNotice}
      />
      <CloseDialog open={closing} onClose={() => setClosing(false)} shiftGroupId={shiftGroupId} onDone={setNotice} />
      <RateProviderDialog shift={rating} onClose={() => setRating(null)} onDone={(text) => setNotice({ tone: 'success', text })} />
    </>
  )
}
