/**
 * One organization in the admin panel (issue "Running the company" §2): its fee, credits, parent,
 * shadow ban, facilities (each opening the facility page) and people. ADMIN and OPERATIONS change
 * or clear its parent (`PATCH /admin-panel/organizations/{organizationId}`).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building, EyeOff, Network } from 'lucide-react'
import type { AdminOrganization } from '@shared/contracts/admin-organizations'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Dialog } from '../../../../components/ui/dialog'
import { LoadError } from '../../../../components/ui/load-error'
import { PageHeader } from '../../../../components/ui/page'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { ORGANIZATIONS_KEY, PARENT_ORGANIZATIONS_KEY, PICKER_PAGE_SIZE, organizationQuery, parentOrganizationsQuery, setParentOrganization } from '../../api/organizations'
import { formatCents, formatInstant } from '../../format'
import { ExportCsvButton } from '../export-csv-button'
import { BackLink, Facts, linkClass, SearchPicker, useCanManage, type PickerOption } from './parts'

export function OrganizationPage({ organizationId }: { organizationId: string }) {
  const organization = useQuery(organizationQuery(organizationId))
  const canManage = useCanManage()
  const [changingParent, setChangingParent] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  usePageTitle(organization.data?.name ?? 'Organization')
  if (organization.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the organization…
      </p>
    )
  if (organization.isError || !organization.data) return <LoadError error={organization.error} onRetry={() => void organization.refetch()} title="This organization didn't load" />
  const o = organization.data
  return (
    <>
      <BackLink to="/admin/organizations">All organizations</BackLink>
      <PageHeader
        eyebrow={o.parentOrganizationId ? <ParentLink organization={o} /> : 'Organization'}
        title={o.name}
        description={`${o.currentPercentageFee}% fee · ${formatCents(o.availableCreditsInCents)} in credits · ${o.facilities.length} ${o.facilities.length === 1 ? 'facility' : 'facilities'} · added ${formatInstant(o.createdAt)}`}
        actions={
          <>
            {o.isShadowBanned && (
              <Badge tone="danger" icon={<EyeOff aria-hidden className="size-3" />}>
                Shadow-banned
              </Badge>
            )}
            {canManage && (
              <Button variant="outline" icon={<Network aria-hidden className="size-4" />} onClick={() => setChangingParent(true)}>
                Change parent
              </Button>
            )}
            <ExportCsvButton path="/admin-panel/facilities/csv" query={{ organizationId }} label="Export facilities" />
          </>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title="Account" />
          <CardBody>
            <Facts
              rows={[
                ['Parent', o.parentOrganizationId ? <ParentLink organization={o} nameOnly /> : 'None'],
                ['Fee', `${o.currentPercentageFee}% on top of the providers' pay`],
                ['Credits', formatCents(o.availableCreditsInCents)],
                ['Free job post', o.hasFreeJobPost ? 'Yes' : 'No'],
                ['Shadow ban', o.isShadowBanned ? "On: its shifts are hidden from providers" : 'Off'],
                ['Added', formatInstant(o.createdAt)],
              ]}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Facilities" />
          <CardBody>
            {o.facilities.length === 0 ? (
              <p className="text-sm text-slate-600">No facilities yet.</p>
            ) : (
              <ul aria-label="Facilities" className="flex flex-col divide-y divide-slate-100 text-sm">
                {o.facilities.map((f) => (
                  <li key={f.id} className="flex items-center gap-2 py-1.5">
                    <Building aria-hidden className="size-4 text-slate-400" />
                    <Link to="/admin/facilities/$facilityId" params={{ facilityId: f.id }} className={linkClass}>
                      {f.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader title="People" />
          <CardBody>
            {o.users.length === 0 ? (
              <p className="text-sm text-slate-600">Nobody yet.</p>
            ) : (
              <table className="w-full text-left text-sm" aria-label="People">
                <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="py-1.5 pr-3">
                      Name
                    </th>
                    <th scope="col" className="py-1.5 pr-3">
                      E-mail
                    </th>
                    <th scope="col" className="py-1.5 pr-3">
                      Role
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {o.users.map((u) => (
                    <tr key={u.userId}>
                      <td className="py-1.5 pr-3 font-medium text-slate-900">{u.name}</td>
                      <td className="py-1.5 pr-3 text-slate-700">{u.email}</td>
                      <td className="py-1.5 pr-3 text-slate-700">{u.role}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardBody>
        </Card>
      </div>
      <ChangeParentDialog organization={changingParent ? o : null} onClose={() => setChangingParent(false)} onDone={setNotice} />
    </>
  )
}

function ParentLink({ organization: o, nameOnly = false }: { organization: AdminOrganization; nameOnly?: boolean }) {
  return (
    <Link to="/admin/parent-organizations/$parentOrganizationId" params={{ parentOrganizationId: o.parentOrganizationId! }} className={linkClass}>
      {nameOnly ? o.parentOrganizationName : `Part of ${o.parentOrganizationName}`}
    </Link>
  )
}

function ChangeParentDialog({ organization, onClose, onDone }: { organization: AdminOrganization | null; onClose: () => void; onDone: (notice: string) => void }) {
  const queryClient = useQueryClient()
  const [parent, setParent] = useState<PickerOption | null>(null)
  const save = useMutation({
    mutationFn: setParentOrganization,
    onSuccess: (o) => {
      onDone(o.parentOrganizationName ? `${o.name} is now part of ${o.parentOrganizationName}.` : `${o.name} no longer has a parent organization.`)
      close()
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: PARENT_ORGANIZATIONS_KEY })
    },
  })
  const close = () => {
    setParent(null)
    save.reset()
    onClose()
  }
  const o = organization
  return (
    <Dialog
      open={o !== null}
      onClose={close}
      title="Change the parent organization"
      description={o ? (o.parentOrganizationName ? `${o.name} is part of ${o.parentOrganizationName} now.` : `${o.name} has no parent organization now.`) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          {o?.parentOrganizationId && (
            <Button variant="outline" loading={save.isPending && save.variables?.parentOrganizationId === null} onClick={() => save.mutate({ organizationId: o.organizationId, parentOrganizationId: null })}>
              Remove the parent
            </Button>
          )}
          <Button
            disabled={!parent || parent.value === o?.parentOrganizationId}
            loading={save.isPending && save.variables?.parentOrganizationId !== null}
            onClick={() => parent && o && save.mutate({ organizationId: o.organizationId, parentOrganizationId: parent.value })}
          >
            {parent ? `Make it part of ${parent.label}` : 'Choose a parent'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SearchPicker
          label="Parent organization"
          placeholder="Search parent organizations"
          queryFor={(term) => parentOrganizationsQuery(1, term, PICKER_PAGE_SIZE)}
          toOption={(p) => ({ value: p.parentOrganizationId, label: p.name, detail: `${p.childOrganizationsCount} organization${p.childOrganizationsCount === 1 ? '' : 's'}` })}
          exclude={o?.parentOrganizationId ?? undefined}
          value={parent}
          onChange={setParent}
        />
        {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      </div>
    </Dialog>
  )
}
