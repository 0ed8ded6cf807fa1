import { useState, type FormEvent } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, Clock3, FileText, Mail, Plus, UserRound } from 'lucide-react'
import { CreateLicenseBody, type License } from '@shared/contracts/licenses'
import { validate } from '@shared/validation/validate'
import { AreaPage } from '../../components/area-page'
import { Alert } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../components/ui/card'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { currentUserQuery } from '../../features/account/queries'
import { formatDate, stateName } from '../../features/provider-shifts/format'
import { STATE_OPTIONS, tomorrow } from '../../features/sign-up/options'
import { ApiError, api, errorMessage } from '../../lib/api'

export const Route = createFileRoute('/provider/profile')({
  component: ProviderProfile,
})

const licensesQuery = () => ({
  queryKey: ['provider', 'licenses'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<License[]>('/license', { signal }),
})

function ProviderProfile() {
  const { data: user } = useQuery(currentUserQuery())
  return (
    <AreaPage title="Profile" description="What pharmacies see when you apply: your licenses, experience and preferences.">
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Card className="self-start">
          <CardHeader icon={<UserRound aria-hidden className="size-5" />} title="Account" />
          <CardBody>
            <dl className="space-y-3 text-sm">
              <div className="flex items-center gap-3">
                <dt className="sr-only">Name</dt>
                <UserRound aria-hidden className="size-4 text-slate-400" />
                <dd className="font-medium text-slate-900">{user?.name ?? '…'}</dd>
              </div>
              <div className="flex items-center gap-3">
                <dt className="sr-only">Email</dt>
                <Mail aria-hidden className="size-4 text-slate-400" />
                <dd className="text-slate-700">{user?.email ?? '…'}</dd>
              </div>
            </dl>
          </CardBody>
        </Card>
        <Licenses />
      </div>
    </AreaPage>
  )
}

function Licenses() {
  const licenses = useQuery(licensesQuery())
  const [adding, setAdding] = useState(false)
  return (
    <Card>
      <CardHeader
        icon={<BadgeCheck aria-hidden className="size-5" />}
        title="Licenses"
        description="You can apply to shifts in states where you hold a verified, unexpired license."
        action={
          !adding && (
            <Button size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding(true)}>
              Add license
            </Button>
          )
        }
      />
      <CardBody className="flex flex-col gap-4">
        {licenses.isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your licenses…
          </p>
        ) : licenses.isError ? (
          <Alert tone="error">{errorMessage(licenses.error)}</Alert>
        ) : licenses.data && licenses.data.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {licenses.data.map((l) => {
              const expired = l.expirationDate < new Date().toISOString().slice(0, 10)
              return (
                <li key={l.licenseId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-slate-900">
                      {stateName(l.state)} <span className="font-normal text-slate-500">· #{l.licenseNumber}</span>
                    </p>
                    <p className="text-[0.8rem] text-slate-600">
                      {expired ? 'Expired' : 'Expires'} {formatDate(l.expirationDate)}
                      {l.filelink && (
                        <>
                          {' · '}
                          <a
                            href={l.filelink}
                            target="_blank"
                            rel="noreferrer"
                            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                          >
                            <FileText aria-hidden className="size-3.5" /> Document
                          </a>
                        </>
                      )}
                    </p>
                  </div>
                  {expired ? (
                    <Badge tone="danger">Expired</Badge>
                  ) : l.isVerified ? (
                    <Badge tone="success" icon={<BadgeCheck aria-hidden className="size-3.5" />}>
                      Verified
                    </Badge>
                  ) : (
                    <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>
                      Being verified
                    </Badge>
                  )}
                </li>
              )
            })}
          </ul>
        ) : (
          !adding && (
            <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">No licenses yet. Add one to start applying to shifts in its state.</p>
          )
        )}
        {adding && <AddLicenseForm onDone={() => setAdding(false)} />}
      </CardBody>
    </Card>
  )
}

function AddLicenseForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ state: '', licenseNumber: '', expirationDate: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useMutation({
    mutationFn: (body: typeof values) => api.post<License>('/license', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['provider', 'licenses'] })
      onDone()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors.length) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = { state: values.state, licenseNumber: values.licenseNumber.trim(), expirationDate: values.expirationDate }
    const found = validate(CreateLicenseBody, body)
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])))
    if (!found.length) create.mutate(body)
  }
  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Add a license</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="State" required error={errors.state}>
          <Select value={values.state} onChange={(e) => set('state', e.target.value)} options={STATE_OPTIONS} placeholder="Choose a state" />
        </Field>
        <Field label="License number" required error={errors.licenseNumber}>
          <Input value={values.licenseNumber} maxLength={30} autoComplete="off" onChange={(e) => set('licenseNumber', e.target.value)} />
        </Field>
        <Field label="Expiration date" required error={errors.expirationDate}>
          <Input type="date" min={tomorrow()} value={values.expirationDate} onChange={(e) => set('expirationDate', e.target.value)} />
        </Field>
      </div>
      {create.isError && !(create.error instanceof ApiError && create.error.errors.length) && <Alert tone="error">{errorMessage(create.error)}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Save license
        </Button>
      </div>
    </form>
  )
}
