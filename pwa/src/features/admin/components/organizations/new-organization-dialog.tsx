/**
 * "New organization" (spec 000 §5 "Organization create"): a chain signed up by hand. Name
 * required, the fee 0–100 (blank: the platform default), the parent optional, and optionally the
 * person who will own it, e-mailed an invitation to choose a password. Checked with the API's own
 * contract (CreateOrganizationBody), so the messages are the API's.
 */
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CreateOrganizationBody } from '@shared/contracts/admin-organizations'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { ApiError, errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { createOrganization, ORGANIZATIONS_KEY, PARENT_ORGANIZATIONS_KEY, PICKER_PAGE_SIZE, parentOrganizationsQuery } from '../../api/organizations'
import { SearchPicker, type PickerOption } from './parts'

const EMPTY = { name: '', fee: '', hasFreeJobPost: false, inviteOwner: false, email: '', firstName: '', lastName: '' }
const FIELDS = ['name', 'percentageFee', 'owner.email', 'owner.firstName', 'owner.lastName']

export function NewOrganizationDialog({
  open,
  parent: presetParent = null,
  onClose,
  onCreated,
}: {
  open: boolean
  /** Opened from a parent organization's page: the new one goes under it. */
  parent?: PickerOption | null
  onClose: () => void
  onCreated: (organizationId: string, name: string) => void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState(EMPTY)
  const [parent, setParent] = useState<PickerOption | null>(null)
  const chosenParent = parent ?? presetParent
  const body: CreateOrganizationBody = {
    name: form.name,
    ...(form.fee.trim() !== '' && { percentageFee: Number(form.fee) }),
    ...(chosenParent && { parentOrganizationId: chosenParent.value }),
    hasFreeJobPost: form.hasFreeJobPost,
    ...(form.inviteOwner && { owner: { email: form.email.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim() } }),
  }
  const checks = useContractChecks(CreateOrganizationBody, body)
  const create = useMutation({
    mutationFn: createOrganization,
    onSuccess: (org) => {
      onCreated(org.organizationId, org.name)
      close()
    },
    onError: (error) => {
      if (error instanceof ApiError) checks.showServerErrors(error.status === 409 && form.inviteOwner ? [{ field: 'owner.email', message: error.message }] : error.errors, FIELDS)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: PARENT_ORGANIZATIONS_KEY })
    },
  })
  const close = () => {
    setForm(EMPTY)
    setParent(null)
    checks.reset()
    create.reset()
    onClose()
  }
  const submit = () => {
    if (checks.submit()) return
    create.mutate({ ...body, name: body.name.trim() })
  }
  const edit = (key: keyof typeof EMPTY, field?: string) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    if (field) checks.clearServerError(field)
  }
  const unplaced = create.isError && !(create.error instanceof ApiError && (create.error.errors.length > 0 || (create.error.status === 409 && form.inviteOwner)))
  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title="New organization"
      description="For a chain signed up by hand. It starts with no facilities."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Create the organization
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
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field label="Name" required error={checks.error('name')}>
            <Input value={form.name} maxLength={100} onChange={edit('name', 'name')} onBlur={() => checks.touch('name')} />
          </Field>
          <Field label="Fee (%)" optional error={checks.error('percentageFee')} hint="Blank: the platform default.">
            <Input type="number" inputMode="decimal" min="0" max="100" step="0.5" value={form.fee} onChange={edit('fee', 'percentageFee')} onBlur={() => checks.touch('percentageFee')} />
          </Field>
        </div>
        <Checkbox label="Free job post" description="Its first careers job post is free." checked={form.hasFreeJobPost} onChange={(e) => setForm((f) => ({ ...f, hasFreeJobPost: e.target.checked }))} />
        {presetParent ? (
          <p className="text-sm text-slate-700">
            Part of <span className="font-medium">{presetParent.label}</span>
          </p>
        ) : (
          <SearchPicker
            label="Parent organization (optional)"
            placeholder="Search parent organizations"
            queryFor={(term) => parentOrganizationsQuery(1, term, PICKER_PAGE_SIZE)}
            toOption={(p) => ({ value: p.parentOrganizationId, label: p.name, detail: `${p.childOrganizationsCount} organization${p.childOrganizationsCount === 1 ? '' : 's'}` })}
            value={parent}
            onChange={setParent}
          />
        )}
        <Checkbox
          label="Invite its owner"
          description="They get an e-mail with a link to choose their password and become the organization's OWNER."
          checked={form.inviteOwner}
          onChange={(e) => setForm((f) => ({ ...f, inviteOwner: e.target.checked }))}
        />
        {form.inviteOwner && (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Owner's e-mail" required error={checks.error('owner.email')}>
              <Input type="email" autoComplete="off" value={form.email} onChange={edit('email', 'owner.email')} onBlur={() => checks.touch('owner.email')} />
            </Field>
            <Field label="First name" required error={checks.error('owner.firstName')}>
              <Input value={form.firstName} onChange={edit('firstName', 'owner.firstName')} onBlur={() => checks.touch('owner.firstName')} />
            </Field>
            <Field label="Last name" required error={checks.error('owner.lastName')}>
              <Input value={form.lastName} onChange={edit('lastName', 'owner.lastName')} onBlur={() => checks.touch('owner.lastName')} />
            </Field>
          </div>
        )}
        {unplaced && <Alert tone="error">{errorMessage(create.error)}</Alert>}
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}
