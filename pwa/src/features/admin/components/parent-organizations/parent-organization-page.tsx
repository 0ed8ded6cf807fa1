/**
 * One parent organization (admin panel): the organizations under it, each opening its page.
 * ADMIN and OPERATIONS add a new organization under it from here; an existing organization is
 * put under it from that organization's page ("Change parent").
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { EyeOff, Plus } from 'lucide-react'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { PageHeader } from '../../../../components/ui/page'
import { usePageTitle } from '../../../../lib/use-page-title'
import { parentOrganizationQuery } from '../../api/organizations'
import { formatInstant } from '../../format'
import { NewOrganizationDialog } from '../organizations/new-organization-dialog'
import { BackLink, linkClass, useCanManage } from '../organizations/parts'

export function ParentOrganizationPage({ parentOrganizationId }: { parentOrganizationId: string }) {
  const parent = useQuery(parentOrganizationQuery(parentOrganizationId))
  const canManage = useCanManage()
  const navigate = useNavigate()
  const [adding, setAdding] = useState(false)
  usePageTitle(parent.data?.name ?? 'Parent organization')
  if (parent.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the parent organization…
      </p>
    )
  if (parent.isError || !parent.data) return <LoadError error={parent.error} onRetry={() => void parent.refetch()} title="This parent organization didn't load" />
  const p = parent.data
  return (
    <>
      <BackLink to="/admin/parent-organizations">All parent organizations</BackLink>
      <PageHeader
        eyebrow="Parent organization"
        title={p.name}
        description={`${p.childOrganizationsCount} ${p.childOrganizationsCount === 1 ? 'organization' : 'organizations'} · added ${formatInstant(p.createdAt)}`}
        actions={
          canManage && (
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              New organization under it
            </Button>
          )
        }
      />
      <Card>
        <CardHeader title="Organizations" />
        <CardBody>
          {p.childOrganizations.length === 0 ? (
            <p className="text-sm text-slate-600">None yet. Add one here, or use “Change parent” on an organization’s page.</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label="Organizations">
              <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="py-1.5 pr-3">
                    Organization
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right">
                    Fee
                  </th>
                  <th scope="col" className="py-1.5 pr-3">
                    <span className="sr-only">Shadow ban</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {p.childOrganizations.map((c) => (
                  <tr key={c.organizationId}>
                    <td className="py-1.5 pr-3">
                      <Link to="/admin/organizations/$organizationId" params={{ organizationId: c.organizationId }} className={linkClass}>
                        {c.name}
                      </Link>
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{c.currentPercentageFee}%</td>
                    <td className="py-1.5 pr-3">
                      {c.isShadowBanned && (
                        <Badge tone="danger" icon={<EyeOff aria-hidden className="size-3" />}>
                          Shadow-banned
                        </Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardBody>
      </Card>
      <NewOrganizationDialog
        open={adding}
        parent={{ value: p.parentOrganizationId, label: p.name }}
        onClose={() => setAdding(false)}
        onCreated={(organizationId) => void navigate({ to: '/admin/organizations/$organizationId', params: { organizationId } })}
      />
    </>
  )
}
