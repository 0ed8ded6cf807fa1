/**
 * One facility in the admin panel (issue "Running the company" §2): where it is, its organization,
 * the providers it hired and, per provider, the shifts they worked there (each opening the admin
 * shift page; a provider opens their record). ADMIN and OPERATIONS move it to another
 * organization — a pharmacy bought by a chain — after a confirmation that says what goes with it
 * and what stays (`PUT /admin-panel/facilities/{facilityId}`; work still under way: 409, shown).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRightLeft, CalendarRange, Stethoscope } from 'lucide-react'
import type { AdminFacility } from '@shared/contracts/admin-organizations'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Dialog } from '../../../../components/ui/dialog'
import { LoadError } from '../../../../components/ui/load-error'
import { PageHeader } from '../../../../components/ui/page'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { FACILITIES_KEY, ORGANIZATIONS_KEY, facilityQuery, moveFacility, organizationMatchesQuery, providersHiredQuery, shiftsWorkedQuery, type HiredProvider } from '../../api/organizations'
import { formatCalendarDate, formatDollars, providerTitle, stateName } from '../../format'
import { AdminTable } from '../admin-table'
import { BackLink, Facts, linkClass, SearchPicker, useCanManage, type PickerOption } from '../organizations/parts'

/** The seat's status in words: a seat filled but not yet completed is still under way. */
const SEAT_STATUS: Record<string, string> = { FILLED: 'Hired, not completed', COMPLETED: 'Completed' }

export function FacilityPage({ facilityId }: { facilityId: string }) {
  const facility = useQuery(facilityQuery(facilityId))
  const canManage = useCanManage()
  const [moving, setMoving] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  usePageTitle(facility.data?.name ?? 'Facility')
  if (facility.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the facility…
      </p>
    )
  if (facility.isError || !facility.data) return <LoadError error={facility.error} onRetry={() => void facility.refetch()} title="This facility didn't load" />
  const f = facility.data
  return (
    <>
      <BackLink to="/admin/organizations/$organizationId" params={{ organizationId: f.organizationId }}>
        {f.organizationName}
      </BackLink>
      <PageHeader
        eyebrow="Facility"
        title={f.name}
        description={`${f.address}, ${f.city}, ${f.state} ${f.zipCode}`}
        actions={
          canManage && (
            <Button variant="outline" icon={<ArrowRightLeft aria-hidden className="size-4" />} onClick={() => setMoving(true)}>
              Move to another organization
            </Button>
          )
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <Card className="mb-6">
        <CardHeader title="Details" />
        <CardBody>
          <Facts
            rows={[
              [
                'Organization',
                <Link key="org" to="/admin/organizations/$organizationId" params={{ organizationId: f.organizationId }} className={linkClass}>
                  {f.organizationName}
                </Link>,
              ],
              ['Address', `${f.address}, ${f.city}, ${stateName(f.state)} ${f.zipCode}`],
              ['Time zone', f.timeZone],
              ['Facility id', <code key="id" className="text-xs">{f.facilityId}</code>],
            ]}
          />
        </CardBody>
      </Card>
      <ProvidersHired facilityId={facilityId} />
      <MoveFacilityDialog facility={moving ? f : null} onClose={() => setMoving(false)} onMoved={setNotice} />
    </>
  )
}

function ProvidersHired({ facilityId }: { facilityId: string }) {
  const [page, setPage] = useState(1)
  const [shown, setShown] = useState<HiredProvider | null>(null)
  const query = useQuery(providersHiredQuery(facilityId, page))
  return (
    <>
      <section aria-labelledby="providers-hired" className="mb-6">
        <h2 id="providers-hired" className="mb-2 text-base font-semibold text-slate-900">
          Providers hired
        </h2>
        <AdminTable
          caption="Providers hired"
          query={query}
          rowKey={(p) => p.providerId}
          onPage={setPage}
          empty={{ icon: <Stethoscope aria-hidden className="size-7" />, title: 'Nobody hired yet', description: 'Providers appear here once the facility hires them for a shift.' }}
          columns={[
            {
              header: 'Provider',
              cell: (p) => (
                <Link to="/admin/providers/$providerId" params={{ providerId: p.providerId }} className={linkClass}>
                  {p.name}
                </Link>
              ),
            },
            { header: 'Title', cell: (p) => providerTitle(p.title) },
            { header: 'Contact', cell: (p) => `${p.email} · ${p.phone}` },
            { header: 'Shifts', numeric: true, cell: (p) => p.shiftsCount },
            { header: 'Last shift', cell: (p) => (p.lastShiftDate ? formatCalendarDate(p.lastShiftDate) : '—') },
            {
              header: 'Shifts worked',
              cell: (p) => (
                <Button size="sm" variant={shown?.providerId === p.providerId ? 'primary' : 'outline'} aria-pressed={shown?.providerId === p.providerId} onClick={() => setShown(shown?.providerId === p.providerId ? null : p)}>
                  Shifts worked<span className="sr-only"> by {p.name}</span>
                </Button>
              ),
            },
          ]}
        />
      </section>
      {shown && <ShiftsWorked key={shown.providerId} facilityId={facilityId} provider={shown} />}
    </>
  )
}

function ShiftsWorked({ facilityId, provider }: { facilityId: string; provider: HiredProvider }) {
  const [page, setPage] = useState(1)
  const query = useQuery(shiftsWorkedQuery(facilityId, provider.providerId, page))
  return (
    <section aria-labelledby="shifts-worked">
      <h2 id="shifts-worked" className="mb-2 text-base font-semibold text-slate-900">
        Shifts worked by {provider.name}
      </h2>
      <AdminTable
        caption={`Shifts worked by ${provider.name}`}
        query={query}
        rowKey={(s) => s.id}
        onPage={setPage}
        empty={{ icon: <CalendarRange aria-hidden className="size-7" />, title: 'No shifts', description: 'No seat filled or completed here any more.' }}
        columns={[
          {
            header: 'Shift',
            cell: (s) => (
              <Link to="/admin/shifts/$shiftId" params={{ shiftId: s.id }} className={linkClass}>
                {s.title}
              </Link>
            ),
          },
          { header: 'Role', cell: (s) => providerTitle(s.role) },
          { header: 'Date', cell: (s) => formatCalendarDate(s.date) },
          { header: 'Time', cell: (s) => `${s.startTime}–${s.endTime}` },
          { header: 'Rate', numeric: true, cell: (s) => `${formatDollars(s.rate)}/h` },
          { header: 'Status', cell: (s) => SEAT_STATUS[s.status] ?? s.status },
        ]}
      />
    </section>
  )
}

function MoveFacilityDialog({ facility, onClose, onMoved }: { facility: AdminFacility | null; onClose: () => void; onMoved: (notice: string) => void }) {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<PickerOption | null>(null)
  const move = useMutation({
    mutationFn: moveFacility,
    onSuccess: (f) => {
      onMoved(`${f.name} moved to ${f.organizationName}.`)
      close()
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: FACILITIES_KEY })
      void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY })
    },
  })
  const close = () => {
    setTarget(null)
    move.reset()
    onClose()
  }
  const f = facility
  return (
    <Dialog
      open={f !== null}
      onClose={close}
      title="Move to another organization"
      description={f ? `${f.name} is part of ${f.organizationName} now.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!target} loading={move.isPending} onClick={() => target && f && move.mutate({ facilityId: f.facilityId, organizationId: target.value })}>
            {target ? `Move to ${target.label}` : 'Choose an organization'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SearchPicker
          label="Find the organization"
          placeholder="Organization or parent organization name"
          queryFor={organizationMatchesQuery}
          toOption={(o) => ({
            value: o.organizationId,
            label: o.name,
            detail: [o.parentOrganizationName && `Part of ${o.parentOrganizationName}`, `${o.facilities.length} ${o.facilities.length === 1 ? 'facility' : 'facilities'}`].filter(Boolean).join(' · '),
          })}
          exclude={f?.organizationId}
          value={target}
          onChange={setTarget}
        />
        {target && f && (
          <Alert tone="warning">
            {f.name} leaves {f.organizationName} for {target.label}. Its shift history, onboarding form, conversations and bans go with it; the charges, refunds, credits and cards stay with{' '}
            {f.organizationName}. {f.organizationName}’s people no longer see it; {target.label}’s do.
          </Alert>
        )}
        {move.isError && <Alert tone="error">{errorMessage(move.error)}</Alert>}
      </div>
    </Dialog>
  )
}
