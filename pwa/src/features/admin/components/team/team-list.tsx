/**
 * The team (admin panel): who works the panel, in which role, enabled or not. Only ADMIN manages
 * the team (team/permissions.ts `team.manage`); others see the list without the buttons.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { UserPlus, UsersRound } from 'lucide-react'
import { TEAM_ROLES, type TeamRole } from '@shared/enums'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { PageHeader } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { adminUserQuery } from '../../../../lib/account'
import { ApiError, errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { addTeamMember, changeTeamMemberRole, setTeamMemberEnabled, teamQuery } from '../../api/panel'
import { formatInstant } from '../../format'
import { AdminTable } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'

const ROLE_LABELS: Record<TeamRole, string> = { ADMIN: 'Admin', OPERATIONS: 'Operations', SUPPORT: 'Support' }
const ROLE_OPTIONS = TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))

export function TeamList() {
  usePageTitle('Team')
  const queryClient = useQueryClient()
  const me = useQuery(adminUserQuery())
  const [page, setPage] = useState(1)
  const [role, setRole] = useState('')
  const [status, setStatus] = useState('')
  const [adding, setAdding] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const query = useQuery(teamQuery(page, role, status))
  const canManage = me.data?.role === 'ADMIN'
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'team'] })
  const enable = useMutation({ mutationFn: setTeamMemberEnabled, onSettled: refresh })
  const changeRole = useMutation({ mutationFn: changeTeamMemberRole, onSettled: refresh })
  const failure = enable.error ?? changeRole.error
  return (
    <>
      <PageHeader
        title="Team"
        description="Everyone who works in the admin panel. A new member gets an e-mail to choose their password; disabling someone signs them out at once."
        actions={
          <div className="flex flex-wrap gap-2">
            <Select aria-label="Role" options={[{ value: '', label: 'Every role' }, ...ROLE_OPTIONS]} value={role} onChange={(e) => (setRole(e.target.value), setPage(1))} />
            <Select aria-label="Status" options={[{ value: '', label: 'Enabled and disabled' }, { value: 'ENABLED', label: 'Enabled' }, { value: 'DISABLED', label: 'Disabled' }]} value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))} />
            <ExportCsvButton path="/admin-panel/administration/users/csv" query={{ role, status }} />
            {canManage && (
              <Button icon={<UserPlus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
                Add a member
              </Button>
            )}
          </div>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert tone="error" className="mb-4">
          {errorMessage(failure)}
        </Alert>
      )}
      <AdminTable
        caption="Team members"
        query={query}
        rowKey={(m) => m.id}
        onPage={setPage}
        empty={{ icon: <UsersRound aria-hidden className="size-7" />, title: 'No team members match', description: 'Change the filters to see everyone.' }}
        columns={[
          {
            header: 'Member',
            cell: (m) => (
              <div>
                <p className="font-medium text-slate-900">
                  {m.firstName} {m.lastName}
                </p>
                <p className="text-xs text-slate-500">{m.email}</p>
              </div>
            ),
          },
          {
            header: 'Role',
            cell: (m) =>
              canManage && m.id !== me.data?.id ? (
                <Select aria-label={`Role of ${m.firstName} ${m.lastName}`} options={ROLE_OPTIONS} value={m.role} onChange={(e) => changeRole.mutate({ id: m.id, role: e.target.value as TeamRole })} />
              ) : (
                ROLE_LABELS[m.role]
              ),
          },
          { header: 'Status', cell: (m) => (m.isDisabled ? <Badge tone="warning">Disabled</Badge> : <Badge tone="success">Enabled</Badge>) },
          { header: 'Added', cell: (m) => formatInstant(m.createdAt) },
          {
            header: 'Actions',
            cell: (m) =>
              canManage && m.id !== me.data?.id ? (
                <Button size="sm" variant="outline" loading={enable.isPending && enable.variables?.id === m.id} onClick={() => enable.mutate({ id: m.id, enabled: m.isDisabled })}>
                  {m.isDisabled ? 'Enable' : 'Disable'}
                </Button>
              ) : null,
          },
        ]}
      />
      <AddMemberDialog open={adding} onClose={() => setAdding(false)} onAdded={(email) => setNotice(`Invitation sent to ${email}.`)} />
    </>
  )
}

function AddMemberDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (email: string) => void }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', role: 'OPERATIONS' as TeamRole })
  const add = useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => {
      onAdded(form.email)
      close()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'team'] }),
  })
  const close = () => {
    setForm({ email: '', firstName: '', lastName: '', role: 'OPERATIONS' })
    add.reset()
    onClose()
  }
  const fieldErrors = add.error instanceof ApiError ? add.error.errors : []
  const fieldError = (field: string) => fieldErrors.find((e) => e.field === field)?.message
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }))
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add a team member"
      description="They get an e-mail with a link to choose their password (valid for seven days)."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button loading={add.isPending} onClick={() => add.mutate(form)}>
            Send the invitation
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="E-mail" required error={fieldError('email')}>
          <Input type="email" autoComplete="off" value={form.email} onChange={set('email')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" required error={fieldError('firstName')}>
            <Input value={form.firstName} onChange={set('firstName')} />
          </Field>
          <Field label="Last name" required error={fieldError('lastName')}>
            <Input value={form.lastName} onChange={set('lastName')} />
          </Field>
        </div>
        <Field label="Role" required hint="Admin: everything. Operations: everything but the team, prices and new benefits. Support: reads, and answers support chats.">
          <Select options={ROLE_OPTIONS} value={form.role} onChange={set('role')} />
        </Field>
        {add.isError && fieldErrors.length === 0 && <Alert tone="error">{errorMessage(add.error)}</Alert>}
      </div>
    </Dialog>
  )
}
