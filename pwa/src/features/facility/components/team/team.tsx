/**
 * The organization's team (spec 000 §6): everyone with their role and the facilities they work
 * for; an OWNER or ADMIN invites a colleague (ADMIN, or a MEMBER limited to chosen facilities),
 * changes a role or a MEMBER's facilities, and removes a colleague. The rules are the API's (only
 * an OWNER touches an OWNER; the last OWNER can be neither demoted nor removed): the screen sends
 * what was asked and shows the API's answer in its own words.
 */
import { useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MailPlus, Pencil, Trash2, Users } from 'lucide-react'
import type { OrganizationUser } from '@shared/contracts/facility-shifts'
import { InviteMemberBody } from '@shared/contracts/organization-users'
import type { OrganizationRole } from '@shared/enums'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { Select } from '../../../../components/ui/select'
import { currentUserQuery } from '../../../../lib/account'
import { errorMessage } from '../../../../lib/api'
import { fieldId, focusField, textOrUndefined } from '../../../../lib/forms/fields'
import { routeSubmitError } from '../../../../lib/forms/submit-errors'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { organizationQuery } from '../../api/organization'
import { inviteColleague, removeColleague, updateColleague } from '../../api/team'
import { ROLE_LABELS } from '../../roles'

type FacilityOption = { facilityId: string; name: string }

const INVITE_FIELDS = ['email', 'firstName', 'lastName', 'role', 'facilityIds'] as const

/** What a colleague works for, as the list says it. */
function facilitiesText(user: OrganizationUser, all: FacilityOption[]): string {
  if (user.role !== 'MEMBER' || user.facilities.length === 0 || user.facilities.length >= all.length) return 'All facilities'
  return user.facilities.map((f) => f.name).join(', ')
}

function FacilityChecks({ facilities, chosen, onChange, legend }: { facilities: FacilityOption[]; chosen: string[]; onChange: (ids: string[]) => void; legend: string }) {
  return (
    <fieldset id={fieldId('facilityIds')} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {facilities.map((f) => (
        <Checkbox
          key={f.facilityId}
          label={f.name}
          checked={chosen.includes(f.facilityId)}
          onChange={(e) => onChange(e.target.checked ? [...chosen, f.facilityId] : chosen.filter((id) => id !== f.facilityId))}
        />
      ))}
      <p className="text-[0.8rem] text-slate-500">None ticked: every facility of the organization.</p>
    </fieldset>
  )
}

function InviteCard({ facilities }: { facilities: FacilityOption[] }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '', role: 'MEMBER' as 'ADMIN' | 'MEMBER' })
  const [facilityIds, setFacilityIds] = useState<string[]>([])
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const body: InviteMemberBody = {
    email: values.email.trim(),
    firstName: textOrUndefined(values.firstName),
    lastName: textOrUndefined(values.lastName),
    role: values.role,
    ...(values.role === 'MEMBER' && facilityIds.length > 0 ? { facilityIds } : {}),
  }
  const checks = useContractChecks(InviteMemberBody, body)
  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    checks.clearServerError(field)
    setSent(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    setFormMessage(null)
    setPending(true)
    try {
      const invited = await inviteColleague(body)
      setSent(invited.email)
      setValues({ email: '', firstName: '', lastName: '', role: 'MEMBER' })
      setFacilityIds([])
      checks.reset()
      await queryClient.invalidateQueries({ queryKey: organizationQuery().queryKey })
    } catch (error) {
      const { formMessage: message, fields } = routeSubmitError(error, INVITE_FIELDS, checks.showServerErrors)
      setFormMessage(message)
      if (fields[0]) focusField(fields[0])
    } finally {
      setPending(false)
    }
  }

  return (
    <Card className="self-start">
      <CardHeader icon={<MailPlus aria-hidden className="size-5" />} title="Invite a colleague" description="They get an e-mail with a link to set their password (valid for seven days)." />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Invite a colleague">
          {sent && <Alert tone="success">Invitation sent to {sent}.</Alert>}
          {formMessage && <Alert tone="error">{formMessage}</Alert>}
          <Field label="Email" id={fieldId('email')} error={checks.error('email')} required>
            <Input type="email" name="email" autoComplete="off" value={values.email} onChange={(e) => set('email', e.target.value)} onBlur={() => checks.touch('email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" id={fieldId('firstName')} error={checks.error('firstName')} optional>
              <Input name="firstName" autoComplete="off" value={values.firstName} onChange={(e) => set('firstName', e.target.value)} onBlur={() => checks.touch('firstName')} />
            </Field>
            <Field label="Last name" id={fieldId('lastName')} error={checks.error('lastName')} optional>
              <Input name="lastName" autoComplete="off" value={values.lastName} onChange={(e) => set('lastName', e.target.value)} onBlur={() => checks.touch('lastName')} />
            </Field>
          </div>
          <Field label="Role" id={fieldId('role')} error={checks.error('role')} hint="An admin manages the whole organization; a member works for the facilities you choose." required>
            <Select
              name="role"
              value={values.role}
              onChange={(e) => set('role', e.target.value)}
              options={[
                { value: 'MEMBER', label: 'Member' },
                { value: 'ADMIN', label: 'Admin' },
              ]}
            />
          </Field>
          {values.role === 'MEMBER' && facilities.length > 1 && <FacilityChecks facilities={facilities} chosen={facilityIds} onChange={setFacilityIds} legend="Facilities they work for" />}
          <Button type="submit" loading={pending} className="self-start">
            Send the invitation
          </Button>
        </form>
      </CardBody>
    </Card>
  )
}

function EditDialog({ user, facilities, callerRole, onClose }: { user: OrganizationUser; facilities: FacilityOption[]; callerRole: OrganizationRole; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [role, setRole] = useState<OrganizationRole>(user.role)
  const limited = user.role === 'MEMBER' && user.facilities.length < facilities.length
  const [facilityIds, setFacilityIds] = useState<string[]>(limited ? user.facilities.map((f) => f.facilityId) : [])
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // Only an OWNER makes an OWNER (the API refuses an ADMIN with 403); an OWNER row keeps its option.
  const roles: OrganizationRole[] = callerRole === 'OWNER' || user.role === 'OWNER' ? ['OWNER', 'ADMIN', 'MEMBER'] : ['ADMIN', 'MEMBER']

  const save = async () => {
    setMessage(null)
    setPending(true)
    try {
      await updateColleague(user.userId, { role, ...(role === 'MEMBER' ? { facilityIds } : {}) })
      await queryClient.invalidateQueries({ queryKey: organizationQuery().queryKey })
      onClose()
    } catch (error) {
      setMessage(errorMessage(error))
      setPending(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${user.name || user.email}`}
      description={user.email}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={pending}>
            Save changes
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {message && <Alert tone="error">{message}</Alert>}
        <Field label="Role" required>
          <Select name="role" value={role} onChange={(e) => setRole(e.target.value as OrganizationRole)} options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Field>
        {role === 'MEMBER' && facilities.length > 1 && <FacilityChecks facilities={facilities} chosen={facilityIds} onChange={setFacilityIds} legend="Facilities they work for" />}
      </div>
    </Dialog>
  )
}

function RemoveDialog({ user, onClose }: { user: OrganizationUser; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const remove = async () => {
    setMessage(null)
    setPending(true)
    try {
      await removeColleague(user.userId)
      await queryClient.invalidateQueries({ queryKey: organizationQuery().queryKey })
      onClose()
    } catch (error) {
      setMessage(errorMessage(error))
      setPending(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Remove ${user.name || user.email}?`}
      description="Their account is closed and they are signed out everywhere. The shifts and payments they handled stay."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep them
          </Button>
          <Button variant="danger" onClick={remove} loading={pending}>
            Remove
          </Button>
        </>
      }
    >
      {message ? <Alert tone="error">{message}</Alert> : <p className="text-sm text-slate-700">{user.email}</p>}
    </Dialog>
  )
}

export function Team() {
  const { data: me } = useQuery(currentUserQuery())
  const org = useQuery(organizationQuery())
  const [editing, setEditing] = useState<OrganizationUser | null>(null)
  const [removing, setRemoving] = useState<OrganizationUser | null>(null)
  const canManage = me?.role === 'OWNER' || me?.role === 'ADMIN'
  const facilities = org.data?.facilities ?? []

  return (
    <AreaPage title="Team" description="Who works for your organization, their roles and the facilities they work for.">
      {org.isError ? (
        <LoadError error={org.error} onRetry={() => void org.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card className="self-start">
            <CardHeader icon={<Users aria-hidden className="size-5" />} title="People" description={org.data?.name} />
            <CardBody>
              {!org.data ? (
                <p className="text-sm text-slate-500">Loading…</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100" aria-label="Team members">
                  {org.data.users.map((u) => (
                    <li key={u.userId} aria-label={u.name || u.email} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">
                          {u.name || u.email}
                          {u.userId === me?.userId && <span className="ml-1 text-sm font-normal text-slate-500">(you)</span>}
                        </p>
                        <p className="truncate text-sm text-slate-600">{u.email}</p>
                        <p className="text-sm text-slate-600">{facilitiesText(u, facilities)}</p>
                      </div>
                      <div className="flex items-center gap-2">
                        <Badge tone={u.role === 'OWNER' ? 'brand' : 'neutral'}>{ROLE_LABELS[u.role]}</Badge>
                        {canManage && (
                          <>
                            <Button variant="ghost" size="sm" onClick={() => setEditing(u)} aria-label={`Edit ${u.name || u.email}`}>
                              <Pencil aria-hidden className="size-4" />
                              Edit
                            </Button>
                            <Button variant="ghost" size="sm" onClick={() => setRemoving(u)} aria-label={`Remove ${u.name || u.email}`}>
                              <Trash2 aria-hidden className="size-4" />
                              Remove
                            </Button>
                          </>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>
          {canManage ? (
            <InviteCard facilities={facilities} />
          ) : (
            me && <Alert tone="info">Owners and admins invite colleagues and change their roles.</Alert>
          )}
        </div>
      )}
      {editing && me?.role && <EditDialog user={editing} facilities={facilities} callerRole={me.role} onClose={() => setEditing(null)} />}
      {removing && <RemoveDialog user={removing} onClose={() => setRemoving(null)} />}
    </AreaPage>
  )
}
