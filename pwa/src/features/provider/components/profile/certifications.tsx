/**
 * Certifications (issue 13 §2, §3, §9): each with its number, issuer, dates and document; where
 * our team's review stands (being reviewed, verified, not accepted with the reason) and whether
 * it is current, expiring within 30 days or expired. One form is open at a time: adding, or
 * correcting one (a renewed card, a clearer document), which sends it back to be reviewed.
 */
import { useRef, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CertificationContract, type Certification, type CertificationBody } from '@shared/contracts/profile'
import { CERTIFICATION_TYPES } from '@shared/enums'
import { BadgeCheck, CircleX, Clock3, FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Field } from '../../../../components/ui/field'
import { FormPanel } from '../../../../components/ui/form-panel'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { Select } from '../../../../components/ui/select'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { fieldId, focusField, textOrUndefined } from '../../../../lib/forms/fields'
import { useSubmitErrors } from '../../../../lib/forms/submit-errors'
import { useContractForm, type FormValues } from '../../../../lib/forms/use-contract-form'
import { addCertification, certificationsQuery, deleteCertification, updateCertification, uploadCertificationDocument } from '../../api/profile'
import { formatDate } from '../../format'
import { BackToProfile } from './profile-sections'

export const CERTIFICATION_LABELS: Record<(typeof CERTIFICATION_TYPES)[number], string> = {
  IMMUNIZATION: 'Immunization',
  CPR_BLS: 'CPR / BLS',
  PTCB: 'PTCB (CPhT)',
  EXCPT: 'ExCPT',
  MTM: 'Medication therapy management',
  DEA: 'DEA registration',
  OTHER: 'Other',
}
const TYPE_OPTIONS = CERTIFICATION_TYPES.map((value) => ({ value, label: CERTIFICATION_LABELS[value] }))

export function CertificationsPage() {
  const list = useQuery(certificationsQuery())
  /** `'new'`: adding one; an id: correcting that one. */
  const [open, setOpen] = useState<string | null>(null)
  return (
    <AreaPage title="Certifications" description="Pharmacies see your certifications and whether they are current. We remind you 30, 7 and 1 days before one expires.">
      <BackToProfile />
      <Card>
        <CardHeader
          icon={<BadgeCheck aria-hidden className="size-5" />}
          title="Your certifications"
          description="Our team reviews each one, with its document."
          action={
            open === null && (
              <Button size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />} onClick={() => setOpen('new')}>
                Add certification
              </Button>
            )
          }
        />
        <CardBody className="flex flex-col gap-4">
          {open === 'new' && <CertificationForm onDone={() => setOpen(null)} />}
          {list.isLoading ? (
            <SkeletonList rows={2} label="Loading your certifications" />
          ) : list.isError ? (
            <LoadError error={list.error} title="Your certifications didn't load" onRetry={() => void list.refetch()} />
          ) : list.data && list.data.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-label="Certifications">
              {list.data.map((c) =>
                open === c.certificationId ? (
                  <li key={c.certificationId} className="py-3">
                    <CertificationForm certification={c} onDone={() => setOpen(null)} />
                  </li>
                ) : (
                  <CertificationRow key={c.certificationId} certification={c} canEdit={open === null} onEdit={() => setOpen(c.certificationId)} />
                ),
              )}
            </ul>
          ) : (
            open !== 'new' && <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">No certifications yet.</p>
          )}
        </CardBody>
      </Card>
    </AreaPage>
  )
}

function CertificationRow({ certification: c, canEdit, onEdit }: { certification: Certification; canEdit: boolean; onEdit: () => void }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteCertification(c.certificationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificationsQuery().queryKey }),
  })
  return (
    <li className="py-3" aria-label={c.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">
            {c.name} <span className="font-normal text-slate-500">· {CERTIFICATION_LABELS[c.type]}</span>
          </p>
          <p className="text-[0.8rem] text-slate-600">
            {[c.number && `#${c.number}`, c.issuer, `Issued ${formatDate(c.issuedAt)}`].filter(Boolean).join(' · ')}
          </p>
          <p className="text-[0.8rem] text-slate-600">
            {c.expiresAt ? `${c.status === 'EXPIRED' ? 'Expired' : 'Expires'} ${formatDate(c.expiresAt)}` : 'Does not expire'}
            {c.document && (
              <>
                {' · '}
                <a href={c.document.fileLink} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                  <FileText aria-hidden className="size-3.5" /> Document
                </a>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {c.status === 'EXPIRED' ? <Badge tone="danger">Expired</Badge> : c.status === 'EXPIRING' ? <Badge tone="warning">Expiring soon</Badge> : <Badge tone="success">Current</Badge>}
          {c.verificationStatus === 'VERIFIED' ? (
            <Badge tone="success" icon={<BadgeCheck aria-hidden className="size-3.5" />}>
              Verified
            </Badge>
          ) : c.verificationStatus === 'REJECTED' ? (
            <Badge tone="danger" icon={<CircleX aria-hidden className="size-3.5" />}>
              Not accepted
            </Badge>
          ) : (
            <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>
              Being reviewed
            </Badge>
          )}
          {canEdit && (
            <>
              <Button size="sm" variant="ghost" icon={<Pencil aria-hidden className="size-3.5" />} aria-label={`Edit ${c.name}`} onClick={onEdit}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" icon={<Trash2 aria-hidden className="size-3.5" />} aria-label={`Remove ${c.name}`} loading={remove.isPending} onClick={() => remove.mutate()}>
                Remove
              </Button>
            </>
          )}
        </div>
      </div>
      {c.verificationStatus === 'REJECTED' && (
        <Alert tone="error" className="mt-2" title={`Not accepted: ${c.rejectionReason ?? 'our team could not verify it'}`}>
          Correct it or add a clearer document with Edit, and we will review it again.
        </Alert>
      )}
      {remove.isError && <Alert tone="error" className="mt-2">{errorMessage(remove.error)}</Alert>}
    </li>
  )
}

const FIELDS = ['type', 'name', 'number', 'issuer', 'issuedAt', 'expiresAt', 'fileId'] as const
const toBody = (v: FormValues) => ({
  type: textOrUndefined(v.type),
  name: textOrUndefined(v.name),
  number: textOrUndefined(v.number) ?? null,
  issuer: textOrUndefined(v.issuer) ?? null,
  issuedAt: textOrUndefined(v.issuedAt),
  expiresAt: textOrUndefined(v.expiresAt) ?? null,
})

/** Adds a certification, or corrects `certification` (its document is kept unless another is chosen). */
function CertificationForm({ certification: c, onDone }: { certification?: Certification; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useContractForm({
    contract: CertificationContract,
    initialValues: { type: c?.type ?? '', name: c?.name ?? '', number: c?.number ?? '', issuer: c?.issuer ?? '', issuedAt: c?.issuedAt ?? '', expiresAt: c?.expiresAt ?? '' },
    toBody,
  })
  const [file, setFile] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const { formMessage, setFormMessage, onError } = useSubmitErrors(FIELDS, form.showServerErrors)
  const save = useMutation({
    mutationFn: async (body: CertificationBody) => {
      // The document goes first: the certification names its file.
      const fileId = file ? await uploadCertificationDocument(file) : undefined
      const withDocument = { ...body, ...(fileId ? { fileId } : {}) }
      return c ? updateCertification(c.certificationId, withDocument) : addCertification(withDocument)
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: certificationsQuery().queryKey })
      onDone()
    },
    onError,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFormMessage(null)
    const invalid = form.check(FIELDS)
    if (invalid) return focusField(invalid)
    save.mutate(form.body as CertificationBody)
  }
  return (
    <FormPanel label={c ? `Edit ${c.name}` : 'New certification'} onSubmit={submit} formMessage={formMessage} saving={save.isPending} submitLabel="Save certification" onCancel={onDone}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" id={fieldId('type')} error={form.error('type')} required>
          <Select {...form.text('type')} options={TYPE_OPTIONS} placeholder="Choose a type" />
        </Field>
        <Field label="Certification name" id={fieldId('name')} error={form.error('name')} required>
          <Input {...form.text('name')} />
        </Field>
        <Field label="Certification number" id={fieldId('number')} error={form.error('number')} optional>
          <Input {...form.text('number')} autoComplete="off" />
        </Field>
        <Field label="Issuer" id={fieldId('issuer')} error={form.error('issuer')} optional>
          <Input {...form.text('issuer')} />
        </Field>
        <Field label="Issue date" id={fieldId('issuedAt')} error={form.error('issuedAt')} required>
          <Input {...form.text('issuedAt')} type="date" />
        </Field>
        <Field label="Expiration date" id={fieldId('expiresAt')} error={form.error('expiresAt')} optional hint="Leave empty if it never expires.">
          <Input {...form.text('expiresAt')} type="date" />
        </Field>
        <Field
          label="Document"
          id={fieldId('fileId')}
          error={form.error('fileId')}
          optional
          hint={c?.document ? 'PDF, JPEG, PNG or HEIC, at most 10 MB. Leave empty to keep the current one.' : 'PDF, JPEG, PNG or HEIC, at most 10 MB.'}
          className="sm:col-span-2"
        >
          <Input
            ref={fileInput}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/heic"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              form.showServerErrors([], FIELDS)
            }}
            className="py-2"
          />
        </Field>
      </div>
    </FormPanel>
  )
}
