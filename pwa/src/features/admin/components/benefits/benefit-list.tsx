/**
 * Benefits (admin panel): codes that lower an organization's marketplace fee, discount its
 * careers subscription, or add credits. ADMIN creates them; ADMIN and OPERATIONS apply one to an
 * organization (team/permissions.ts).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Gift, Plus } from 'lucide-react'
import { BENEFIT_TYPES, type BenefitType } from '@shared/enums'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { PageHeader } from '../../../../components/ui/page'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { adminUserQuery } from '../../../../lib/account'
import { ApiError, errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { applyBenefit, benefitsQuery, createBenefit, type AdminBenefit } from '../../api/panel'
import { formatCents } from '../../format'
import { AdminTable } from '../admin-table'
import { ExportCsvButton } from '../export-csv-button'

const TYPE_LABELS: Record<BenefitType, string> = {
  MARKETPLACE_PERCENTAGE_FEE: 'Lower marketplace fee',
  CAREERS_SUBSCRIPTION_DISCOUNT: 'Careers subscription discount',
  CREDITS: 'Credits',
}

function whatItGives(b: AdminBenefit): string {
  if (b.type === 'MARKETPLACE_PERCENTAGE_FEE') return `${b.percentageFee ?? '—'}% fee`
  if (b.type === 'CAREERS_SUBSCRIPTION_DISCOUNT') return `${b.discountPercentage ?? '—'}% off`
  return b.creditAmountInCents === null ? '—' : formatCents(b.creditAmountInCents)
}

export function BenefitList() {
  usePageTitle('Benefits')
  const me = useQuery(adminUserQuery())
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const [applying, setApplying] = useState<AdminBenefit | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const query = useQuery(benefitsQuery(page))
  const role = me.data?.role
  return (
    <>
      <PageHeader
        title="Benefits"
        description="Codes that lower a pharmacy's marketplace fee, discount its careers subscription or add credits. Each applies once per organization."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ExportCsvButton path="/admin-panel/benefits/csv" />
            {role === 'ADMIN' && (
              <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setCreating(true)}>
                New benefit
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
      <AdminTable
        caption="Benefits"
        query={query}
        rowKey={(b) => b.organizationBenefitId}
        onPage={setPage}
        empty={{ icon: <Gift aria-hidden className="size-7" />, title: 'No benefits yet', description: 'Create a code, then apply it to an organization or let the pharmacy redeem it.' }}
        columns={[
          {
            header: 'Benefit',
            cell: (b) => (
              <div>
                <p className="font-medium text-slate-900">{b.name}</p>
                {b.description && <p className="text-xs text-slate-500">{b.description}</p>}
              </div>
            ),
          },
          { header: 'Code', cell: (b) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{b.code}</code> },
          { header: 'Kind', cell: (b) => TYPE_LABELS[b.type as BenefitType] ?? b.type },
          { header: 'Gives', numeric: true, cell: whatItGives },
          {
            header: 'Actions',
            cell: (b) =>
              role === 'ADMIN' || role === 'OPERATIONS' ? (
                <Button size="sm" variant="outline" onClick={() => setApplying(b)}>
                  Apply to an organization
                </Button>
              ) : null,
          },
        ]}
      />
      <CreateBenefitDialog open={creating} onClose={() => setCreating(false)} onCreated={(b) => setNotice(`Created ${b.name} (${b.code}).`)} />
      <ApplyBenefitDialog benefit={applying} onClose={() => setApplying(null)} onApplied={(b) => setNotice(`Applied ${b.name} to the organization.`)} />
    </>
  )
}

const EMPTY_FORM = { name: '', code: '', description: '', type: 'CREDITS' as BenefitType, amount: '' }

function CreateBenefitDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (b: AdminBenefit) => void }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState(EMPTY_FORM)
  const create = useMutation({
    mutationFn: createBenefit,
    onSuccess: (b) => {
      onCreated(b)
      close()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'benefits'] }),
  })
  const close = () => {
    setForm(EMPTY_FORM)
    create.reset()
    onClose()
  }
  const amount = Number(form.amount)
  const submit = () =>
    create.mutate({
      name: form.name.trim(),
      code: form.code.trim().toUpperCase(),
      description: form.description.trim() || null,
      actionTrigger: null,
      type: form.type,
      percentageFee: form.type === 'MARKETPLACE_PERCENTAGE_FEE' ? amount : null,
      discountPercentage: form.type === 'CAREERS_SUBSCRIPTION_DISCOUNT' ? amount : null,
      creditAmountInCents: form.type === 'CREDITS' ? Math.round(amount * 100) : null,
    })
  const fieldErrors = create.error instanceof ApiError ? create.error.errors : []
  const fieldError = (field: string) => fieldErrors.find((e) => e.field === field)?.message
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }))
  const amountLabel = form.type === 'CREDITS' ? 'Credits in dollars' : form.type === 'MARKETPLACE_PERCENTAGE_FEE' ? 'Marketplace fee while it applies (%)' : 'Discount (%)'
  return (
    <Dialog
      open={open}
      onClose={close}
      title="New benefit"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            Create the benefit
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Name" required error={fieldError('name')}>
          <Input value={form.name} onChange={set('name')} />
        </Field>
        <Field label="Code" required hint="What a pharmacy types to redeem it. Unique." error={fieldError('code')}>
          <Input value={form.code} onChange={set('code')} autoCapitalize="characters" />
        </Field>
        <Field label="Kind" required>
          <Select options={BENEFIT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} value={form.type} onChange={set('type')} />
        </Field>
        <Field label={amountLabel} required error={fieldError('percentageFee') ?? fieldError('discountPercentage') ?? fieldError('creditAmountInCents')}>
          <Input type="number" inputMode="decimal" min="0" step={form.type === 'CREDITS' ? '0.01' : '1'} value={form.amount} onChange={set('amount')} />
        </Field>
        <Field label="Description" optional>
          <Textarea rows={2} value={form.description} onChange={set('description')} />
        </Field>
        {create.isError && fieldErrors.length === 0 && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      </div>
    </Dialog>
  )
}

function ApplyBenefitDialog({ benefit, onClose, onApplied }: { benefit: AdminBenefit | null; onClose: () => void; onApplied: (b: AdminBenefit) => void }) {
  const [organizationId, setOrganizationId] = useState('')
  const apply = useMutation({
    mutationFn: applyBenefit,
    onSuccess: () => {
      onApplied(benefit!)
      close()
    },
  })
  const close = () => {
    setOrganizationId('')
    apply.reset()
    onClose()
  }
  return (
    <Dialog
      open={benefit !== null}
      onClose={close}
      title="Apply to an organization"
      description={benefit ? `${benefit.name} · ${benefit.code}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!organizationId.trim()} loading={apply.isPending} onClick={() => apply.mutate({ organizationId: organizationId.trim(), benefitCode: benefit!.code })}>
            Apply
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Organization ID" required hint="Copy it from the organization's row under Organizations.">
          <Input value={organizationId} onChange={(e) => setOrganizationId(e.target.value)} />
        </Field>
        {apply.isError && <Alert tone="error">{errorMessage(apply.error)}</Alert>}
      </div>
    </Dialog>
  )
}
