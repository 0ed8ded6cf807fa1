/**
 * Parent organizations (admin panel, issue "Running the company" §2): the chains above several
 * customer organizations, with search, paging and CSV export; ADMIN and OPERATIONS add one
 * (spec 000 §5 "Parent organization create: name required").
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Network, Plus } from 'lucide-react'
import { CreateParentOrganizationBody } from '@shared/contracts/admin-organizations'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { PageHeader } from '../../../../components/ui/page'
import { ApiError, errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { usePageTitle } from '../../../../lib/use-page-title'
import { createParentOrganization, PARENT_ORGANIZATIONS_KEY, parentOrganizationsQuery } from '../../api/organizations'
import { formatInstant } from '../../format'
import { AdminTable, ListSearch } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'
import { linkClass, useCanManage } from '../organizations/parts'

export function ParentOrganizationList() {
  usePageTitle('Parent organizations')
  const navigate = useNavigate()
  const canManage = useCanManage()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const query = useQuery(parentOrganizationsQuery(page, search))
  return (
    <>
      <PageHeader
        title="Parent organizations"
        description="Chains that own several customer organizations."
        actions={
          canManage && (
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              New parent organization
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-start gap-2">
        <ListSearch label="Search parent organizations" placeholder="Parent organization name" value={search} onSearch={(q) => (setSearch(q), setPage(1))} />
        <ExportCsvButton path="/admin-panel/parent-organizations/csv" query={{ searchTerm: search }} />
      </div>
      <AdminTable
        caption="Parent organizations"
        query={query}
        rowKey={(p) => p.parentOrganizationId}
        onPage={setPage}
        empty={{
          icon: <Network aria-hidden className="size-7" />,
          title: search ? 'No parent organizations match' : 'No parent organizations yet',
          description: search ? `Nothing matches “${search}”.` : 'Add one for a chain, then put its organizations under it.',
        }}
        columns={[
          {
            header: 'Parent organization',
            cell: (p) => (
              <Link to="/admin/parent-organizations/$parentOrganizationId" params={{ parentOrganizationId: p.parentOrganizationId }} className={linkClass}>
                {p.name}
              </Link>
            ),
          },
          { header: 'Organizations', numeric: true, cell: (p) => p.childOrganizationsCount },
          { header: 'Includes', cell: (p) => p.childOrganizations.map((c) => c.name).join(', ') || '—' },
          { header: 'Added', cell: (p) => formatInstant(p.createdAt) },
        ]}
      />
      <NewParentOrganizationDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(parentOrganizationId) => void navigate({ to: '/admin/parent-organizations/$parentOrganizationId', params: { parentOrganizationId } })}
      />
    </>
  )
}

function NewParentOrganizationDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (parentOrganizationId: string) => void }) {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const checks = useContractChecks(CreateParentOrganizationBody, { name })
  const create = useMutation({
    mutationFn: createParentOrganization,
    onSuccess: (p) => {
      close()
      onCreated(p.parentOrganizationId)
    },
    onError: (error) => error instanceof ApiError && checks.showServerErrors(error.errors, ['name']),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PARENT_ORGANIZATIONS_KEY }),
  })
  const close = () => {
    setName('')
    checks.reset()
    create.reset()
    onClose()
  }
  const submit = () => {
    if (checks.submit()) return
    create.mutate({ name: name.trim() })
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title="New parent organization"
      description="Then put organizations under it, from its page or an organization's."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Create
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Field label="Name" required error={checks.error('name')}>
          <Input
            value={name}
            maxLength={100}
            onChange={(e) => (setName(e.target.value), checks.clearServerError('name'))}
            onBlur={() => checks.touch('name')}
          />
        </Field>
        {create.isError && !(create.error instanceof ApiError && create.error.errors.length > 0) && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      </form>
    </Dialog>
  )
}
