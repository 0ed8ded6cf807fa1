/**
 * One shift group as the facility manages it: what it costs (the API's own figures), its
 * requirements, every applicant with hire, the hired providers with their contact details and
 * cancel, and edit while the API allows it.
 */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Ban, CalendarClock, Clock, Lock, Pencil, Users } from 'lucide-react'
import type { ExtendedApplicant, ShiftGroupPreview } from '@shared/contracts/facility-shifts'
import { Alert } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button, buttonClasses } from '../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../components/ui/card'
import { EmptyState, PageHeader } from '../../components/ui/page'
import { SkeletonList } from '../../components/ui/skeleton'
import { useCachedQuery, usePendingFor } from '../../offline'
import { usePageTitle } from '../../lib/use-page-title'
import { ApplicantSummary, RequirementBadges } from './applicant-card'
import { FillMeter, LoadError, SavedCopyNote, SectionTitle } from './common'
import { formatCents, formatDate, formatHours, formatTimeRange, providerTypeLabel } from './format'
import { CancelDialog, CloseDialog, HireDialog } from './group-actions'
import { HiredContact } from './hired-contact'
import type { Notice } from './outbox'
import { withQuery, type Page } from './queries'
import { useFreshOnMount, useRefreshOnOperations } from './use-refresh'

/** The API edits a group until it starts, unless it was canceled (api/modules/shifts/update-shift.ts). */
export function canEditGroup(g: ShiftGroupPreview, now = Date.now()): boolean {
  return g.status !== 'CANCELED' && new Date(g.shiftStartTime).getTime() > now
}

/** The group as previewed and its applicants (hired ones included), read fresh on every visit. */
export function useGroupReads(shiftGroupId: string) {
  const id = encodeURIComponent(shiftGroupId)
  useFreshOnMount([`facility.group.${shiftGroupId}.preview`, `facility.group.${shiftGroupId}.applicants`])
  const preview = useCachedQuery<ShiftGroupPreview>({ key: `facility.group.${shiftGroupId}.preview`, path: `/facility/shift/${id}/preview` })
  const applicants = useCachedQuery<Page<ExtendedApplicant>>({
    key: `facility.group.${shiftGroupId}.applicants`,
    path: withQuery(`/facility/shift/${id}/applicants`, { pageSize: 100 }),
  })
  return { preview, applicants }
}

export function ShiftGroupDetail({ shiftGroupId, posted, edited }: { shiftGroupId: string; posted?: number; edited?: boolean }) {
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
  const [canceling, setCanceling] = useState<{ id: string; name: string } | 'group' | null>(null)
  const [closing, setClosing] = useState(false)
  usePageTitle(preview.data?.title ?? 'Shift')

  if (preview.isLoading) return <SkeletonList rows={2} label="Loading the shift…" />
  if (!preview.data) return <LoadError error={preview.error} onRetry={preview.refetch} />
  const g = preview.data
  const list = [...(applicants.data?.data ?? [])].sort(
    (a, b) => Number(b.isHired) - Number(a.isHired) || Number(b.isRecommendedProvider) - Number(a.isRecommendedProvider),
  )
  const hired = list.filter((a) => a.isHired)
  const waiting = list.filter((a) => !a.isHired)
  const full = hired.length >= g.quantity
  const live = g.status !== 'CANCELED'

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
              {g.status === 'OPEN' && (
                <Button variant="outline" icon={<Lock aria-hidden className="size-4" />} onClick={() => setClosing(true)}>
                  Stop applications
                </Button>
              )}
              <Button variant="ghost" icon={<Ban aria-hidden className="size-4" />} onClick={() => setCanceling('group')}>
                Cancel shift
              </Button>
            </>
          )
        }
      />
      <div className="flex flex-col gap-3">
        <SavedCopyNote show={preview.isFromCache} at={preview.lastSyncedAt} />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {pending.length > 0 && (
          <Alert tone="warning" title="Waiting to be sent">
            {pending.map((p) => p.label).join(', ')} — not done yet.
          </Alert>
        )}
        {g.status === 'CANCELED' && <Alert tone="error">This shift was canceled.</Alert>}
        {g.status === 'CLOSED' && <Alert tone="info">This shift no longer takes applications.</Alert>}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0">
          <Card className="mb-6 flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Users aria-hidden className="size-5" />
              </span>
              <div>
                <p className="text-sm text-slate-600">Seats</p>
                <p className="font-semibold text-slate-900">{full ? 'All seats filled' : `${g.quantity - hired.length} still open`}</p>
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
                    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5">
                      <div className="flex min-w-0 flex-1 flex-col gap-3">
                        <ApplicantSummary applicant={a} extra={<Badge tone="success">Hired</Badge>} />
                        <HiredContact shiftGroupId={shiftGroupId} providerId={a.provider.id} name={a.provider.name} />
                      </div>
                      {live && (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setCanceling({ id: a.provider.id, name: a.provider.name })}
                          aria-label={`Cancel provider: ${a.provider.name}`}
                        >
                          Cancel provider
                        </Button>
                      )}
                    </Card>
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
            <EmptyState
              icon={<CalendarClock aria-hidden className="size-7" />}
              title="No applicants yet"
              description="Providers who apply are listed here, preferred providers first. Your preferred providers hear about new shifts first."
            />
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
                      {live && !full && (
                        <Button size="sm" onClick={() => setHiring(a)} aria-label={`Hire ${a.provider.name}`}>
                          Hire
                        </Button>
                      )}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        <PriceCard g={g} />
      </div>

      <HireDialog
        open={hiring !== null}
        applicant={hiring}
        onClose={() => setHiring(null)}
        shiftGroupId={shiftGroupId}
        facilityId={g.facility.id}
        pricePerSeatCents={g.totalPaymentInCents}
        onDone={setNotice}
      />
      <CancelDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        shiftGroupId={shiftGroupId}
        hiredProvider={canceling && canceling !== 'group' ? canceling : undefined}
        onDone={setNotice}
      />
      <CloseDialog open={closing} onClose={() => setClosing(false)} shiftGroupId={shiftGroupId} onDone={setNotice} />
    </>
  )
}

function PriceCard({ g }: { g: ShiftGroupPreview }) {
  const req = [
    g.requirements.licenseInShiftState && `License in ${g.facility.state}`,
    g.requirements.malpracticeInsurance && 'Malpractice insurance',
    g.requirements.recentDrugScreen && 'Recent drug screen',
    g.requirements.softwareExperience && 'Software experience',
  ].filter(Boolean) as string[]
  const prefs = [...g.preferences.softwares, ...g.preferences.specialties, ...g.preferences.languages, ...g.preferences.skills]
  return (
    <div className="flex flex-col gap-4 lg:sticky lg:top-24">
      <Card>
        <CardHeader title="Cost" description={`${g.percentageFee}% service fee`} />
        <CardBody>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="shift-cost">
            <dt className="text-slate-600">Provider rate</dt>
            <dd className="text-right font-medium">{formatCents(g.rateInCents)}/h</dd>
            <dt className="text-slate-600">You pay per hour</dt>
            <dd className="text-right font-medium">{formatCents(g.facilityRateInCents)}/h</dd>
            <dt className="text-slate-600">Paid hours</dt>
            <dd className="text-right font-medium">{formatHours(g.effectiveWorkingHours)}</dd>
            <dt className="text-slate-600">Per shift</dt>
            <dd className="text-right font-medium">{formatCents(g.totalPaymentInCents)}</dd>
            <dt className="border-t border-slate-100 pt-2 font-semibold">
              Total, {g.quantity} {g.quantity === 1 ? 'seat' : 'seats'}
            </dt>
            <dd className="border-t border-slate-100 pt-2 text-right font-bold">{formatCents(g.totalForAllSeatsInCents)}</dd>
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Requirements" />
        <CardBody className="flex flex-col gap-3 text-sm text-slate-700">
          {req.length ? (
            <ul className="list-inside list-disc">
              {req.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : (
            <p>No strict requirements.</p>
          )}
          {prefs.length > 0 && <p className="text-slate-600">Preferred: {prefs.join(', ')}</p>}
          <p className="text-slate-600">
            Lunch: {g.lunchBreakMinutes} min, {g.isLunchBreakPaid ? 'paid' : 'unpaid'} · Parking: {g.isParkingFree ? 'free' : 'not free'}
          </p>
          {g.isAutoHireEnabled && <Badge tone="accent">Hires automatically</Badge>}
        </CardBody>
      </Card>
    </div>
  )
}
