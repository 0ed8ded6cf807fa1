/**
 * Organizations (admin panel): every customer with its parent, fee, credits and people; an
 * operations person adds credits after a bad experience, shadow-bans a bad actor and adds an
 * organization for a chain signed up by hand from here. A row's name opens its page. The actions
 * are ADMIN and OPERATIONS only on the API ('credits.manage', 'bans.manage',
 * 'organizations.manage'), so SUPPORT does not see them.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Building2, Coins, EyeOff, Plus } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { PageHeader } from '../../../../components/ui/page'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { addOrganizationCredits, organizationsQuery, toggleOrganizationShadowBan, type AdminOrganization } from '../../api/panel'
import { formatCents } from '../../format'
import { AdminTable, ListSearch } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'
import { NewOrganizationDialog } from './new-organization-dialog'
import { linkClass, useCanManage } from './parts'

export function OrganizationList() {
  usePageTitle('Organizations')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canManage = useCanManage()
  const [adding, setAdding] = useState(false)
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [crediting, setCrediting] = useState<AdminOrganization | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const query = useQuery(organizationsQuery(page, search))
  const shadowBan = useMutation({
    mutationFn: (org: AdminOrganization) => toggleOrganizationShadowBan(org.organizationId),
    onSuccess: (_, org) => setNotice(org.isShadowBanned ? `${org.name}'s shifts are shown to providers again.` : `${org.name}'s shifts are now hidden from providers.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  })
  return (
    <>
      <PageHeader
        title="Organizations"
        description="Customer organizations with their parent, marketplace fee, credits, facilities and people."
        actions={
          canManage && (
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              New organization
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-start gap-2">
        <ListSearch label="Search organizations" placeholder="Organization name" value={search} onSearch={(q) => (setSearch(q), setPage(1))} />
        <ExportCsvButton path="/admin-panel/organizations/csv" query={{ searchTerm: search }} />
        <ExportCsvButton path="/admin-panel/parent-organizations/csv" label="Export parent organizations" />
      </div>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {shadowBan.isError && (
        <Alert tone="error" className="mb-4">
          {errorMessage(shadowBan.error)}
        </Alert>
      )}
      <AdminTable
        caption="Organizations"
        query={query}
        rowKey={(o) => o.organizationId}
        onPage={setPage}
        empty={{ icon: <Building2 aria-hidden className="size-7" />, title: search ? 'No organizations match' : 'No organizations yet', description: search ? `Nothing matches “${search}”.` : 'Each pharmacy that signs up creates an organization.' }}
        columns={[
          {
            header: 'Organization',
            cell: (o) => (
              <div>
                <Link to="/admin/organizations/$organizationId" params={{ organizationId: o.organizationId }} className={linkClass}>
                  {o.name}
                </Link>
                {o.parentOrganizationName && <p className="text-xs text-slate-500">Part of {o.parentOrganizationName}</p>}
                {o.isShadowBanned && (
                  <Badge tone="danger" icon={<EyeOff aria-hidden className="size-3" />} className="mt-1">
                    Shadow-banned
                  </Badge>
                )}
              </div>
            ),
          },
          { header: 'Fee', numeric: true, cell: (o) => `${o.currentPercentageFee}%` },
          { header: 'Credits', numeric: true, cell: (o) => formatCents(o.availableCreditsInCents) },
          {
            header: 'Facilities',
            cell: (o) =>
              o.facilities.length
                ? o.facilities.map((f, i) => (
                    <span key={f.id}>
                      {i > 0 && ', '}
                      <Link to="/admin/facilities/$facilityId" params={{ facilityId: f.id }} className="text-brand-700 hover:underline">
                        {f.name}
                      </Link>
                    </span>
                  ))
                : '—',
          },
          { header: 'People', cell: (o) => o.users.map((u) => `${u.name} (${u.role.toLowerCase()})`).join(', ') || '—' },
          ...(canManage
            ? [
                {
                  header: 'Actions',
                  cell: (o: AdminOrganization) => (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" icon={<Coins aria-hidden className="size-4" />} onClick={() => setCrediting(o)}>
                        Add credits
                      </Button>
                      <Button size="sm" variant={o.isShadowBanned ? 'outline' : 'ghost'} loading={shadowBan.isPending && shadowBan.variables?.organizationId === o.organizationId} onClick={() => shadowBan.mutate(o)}>
                        {o.isShadowBanned ? 'Lift shadow ban' : 'Shadow-ban'}
                      </Button>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      <NewOrganizationDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(organizationId) => void navigate({ to: '/admin/organizations/$organizationId', params: { organizationId } })}
      />
      <AddCreditsDialog organization={crediting} onClose={() => setCrediting(null)} onAdded={(org, cents) => setNotice(`Added ${formatCents(cents)} of credits to ${org.name}.`)} />
    </>
  )
}

function AddCreditsDialog({ organization, onClose, onAdded }: { organization: AdminOrganization | null; onClose: () => void; onAdded: (org: AdminOrganization, cents: number) => void }) {
  const queryClient = useQueryClient()
  const [dollars, setDollars] = useState('')
  const cents = Math.round(Number(dollars) * 100)
  const valid = dollars.trim() !== '' && Number.isFinite(cents) && cents > 0
  const add = useMutation({
    mutationFn: addOrganizationCredits,
    onSuccess: () => {
      onAdded(organization!, cents)
      close()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'organizations'] }),
  })
  const close = () => {
    setDollars('')
    add.reset()
    onClose()
  }
  return (
    <Dialog
      open={organization !== null}
      onClose={close}
      title="Add credits"
      description={organization ? `${organization.name} has ${formatCents(organization.availableCreditsInCents)} now. Credits pay for shifts before any card is charged.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!valid} loading={add.isPending} onClick={() => add.mutate({ organizationId: organization!.organizationId, creditsInCents: cents })}>
            Add {valid ? formatCents(cents) : 'credits'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Amount in dollars" required hint="Recorded in the ledger with your name.">
          <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={dollars} onChange={(e) => setDollars(e.target.value)} />
        </Field>
        {add.isError && <Alert tone="error">{errorMessage(add.error)}</Alert>}
      </div>
    </Dialog>
  )
}
