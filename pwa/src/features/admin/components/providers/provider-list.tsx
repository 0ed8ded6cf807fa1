/**
 * Providers (admin panel): every pharmacist, technician and intern with their points, rate and
 * background check; shadow-banning one hides them from facilities, optionally telling them.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EyeOff, ShieldCheck, Stethoscope } from 'lucide-react'
import { PROVIDER_TYPES } from '@shared/enums'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { PageHeader } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { providersQuery, toggleProviderShadowBan, type AdminProvider } from '../../api/panel'
import { formatDollars, formatInstant, providerTitle } from '../../format'
import { AdminTable, ListSearch } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'

const TYPE_OPTIONS = [{ value: '', label: 'Every title' }, ...PROVIDER_TYPES.map((t) => ({ value: t, label: providerTitle(t) }))]

export function ProviderList() {
  usePageTitle('Providers')
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [providerType, setProviderType] = useState('')
  const [banning, setBanning] = useState<AdminProvider | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const query = useQuery(providersQuery(page, search, providerType))
  return (
    <>
      <PageHeader
        title="Providers"
        description="Pharmacists, technicians and interns, with their reputation points, hourly rate and background check."
        actions={
          <div className="flex flex-wrap gap-2">
            <Select aria-label="Title" options={TYPE_OPTIONS} value={providerType} onChange={(e) => (setProviderType(e.target.value), setPage(1))} />
            <ListSearch label="Search providers" placeholder="Name or e-mail" value={search} onSearch={(q) => (setSearch(q), setPage(1))} />
            <ExportCsvButton path="/admin-panel/providers/csv" query={{ searchString: search, providerType }} />
          </div>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <AdminTable
        caption="Providers"
        query={query}
        rowKey={(p) => p.providerId}
        onPage={setPage}
        empty={{ icon: <Stethoscope aria-hidden className="size-7" />, title: search || providerType ? 'No providers match' : 'No providers yet', description: 'Providers appear here once they sign up.' }}
        columns={[
          {
            header: 'Provider',
            cell: (p) => (
              <div>
                <Link to="/admin/providers/$providerId" params={{ providerId: p.providerId }} className="font-medium text-brand-700 hover:underline">
                  {p.name}
                </Link>
                <p className="text-xs text-slate-500">
                  {providerTitle(p.title)} · {p.email}
                </p>
                {p.isShadowBanned && (
                  <Badge tone="danger" icon={<EyeOff aria-hidden className="size-3" />} className="mt-1">
                    Shadow-banned
                  </Badge>
                )}
              </div>
            ),
          },
          { header: 'Where', cell: (p) => [p.city, p.state].filter(Boolean).join(', ') || '—' },
          { header: 'Points', numeric: true, cell: (p) => p.currentPoints },
          { header: 'Rate', numeric: true, cell: (p) => (p.currentHourlyRate === null ? '—' : `${formatDollars(p.currentHourlyRate)}/h`) },
          {
            header: 'Background check',
            cell: (p) =>
              p.hasBackgroundCheckCovered ? (
                <Badge tone="success" icon={<ShieldCheck aria-hidden className="size-3" />}>
                  Covered
                </Badge>
              ) : (
                <span className="text-slate-500">Not covered</span>
              ),
          },
          { header: 'Joined', cell: (p) => formatInstant(p.createdAt) },
          {
            header: 'Actions',
            cell: (p) => (
              <Button size="sm" variant={p.isShadowBanned ? 'outline' : 'ghost'} onClick={() => setBanning(p)}>
                {p.isShadowBanned ? 'Lift shadow ban' : 'Shadow-ban'}
              </Button>
            ),
          },
        ]}
      />
      <ShadowBanDialog provider={banning} onClose={() => setBanning(null)} onDone={setNotice} />
    </>
  )
}

function ShadowBanDialog({ provider, onClose, onDone }: { provider: AdminProvider | null; onClose: () => void; onDone: (notice: string) => void }) {
  const queryClient = useQueryClient()
  const [notify, setNotify] = useState(false)
  const toggle = useMutation({
    mutationFn: toggleProviderShadowBan,
    onSuccess: () => {
      onDone(provider!.isShadowBanned ? `${provider!.name} is visible to facilities again.` : `${provider!.name} is hidden from facilities${notify ? ' and has been told by e-mail' : ''}.`)
      close()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'providers'] }),
  })
  const close = () => {
    setNotify(false)
    toggle.reset()
    onClose()
  }
  const lifting = provider?.isShadowBanned ?? false
  return (
    <Dialog
      open={provider !== null}
      onClose={close}
      title={lifting ? 'Lift the shadow ban?' : 'Shadow-ban this provider?'}
      description={provider ? `${provider.name} · ${provider.email}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant={lifting ? 'primary' : 'danger'} loading={toggle.isPending} onClick={() => toggle.mutate({ providerId: provider!.providerId, notifyProvider: notify })}>
            {lifting ? 'Lift the ban' : 'Shadow-ban'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          {lifting ? 'Their applications will reach facilities again.' : 'Facilities stop seeing their applications; the provider can still use the app.'}
        </p>
        {!lifting && <Checkbox label="Tell the provider by e-mail" checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
        {toggle.isError && <Alert tone="error">{errorMessage(toggle.error)}</Alert>}
      </div>
    </Dialog>
  )
}
