/**
 * The provider's licenses and where each stands: being verified, verified, or not accepted with
 * the team's reason and a way to correct it (issue 12 §2); a form to add one. One form is open
 * at a time.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { License } from '@shared/contracts/licenses'
import { BadgeCheck, CircleX, Clock3, FileText, Pencil, Plus } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { errorMessage } from '../../../../lib/api'
import { licensesQuery } from '../../api/licenses'
import { formatDate, stateName } from '../../format'
import { AddLicenseForm } from './add-license-form'
import { EditLicenseForm } from './edit-license-form'

export function LicensesCard() {
  const licenses = useQuery(licensesQuery())
  /** `'new'`: adding a license; an id: correcting that one. */
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Card>
      <CardHeader
        icon={<BadgeCheck aria-hidden className="size-5" />}
        title="Licenses"
        description="You can apply to shifts in states where you hold a verified, unexpired license."
        action={
          open === null && (
            <Button size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />} onClick={() => setOpen('new')}>
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
            {licenses.data.map((l) => (
              <LicenseRow key={l.licenseId} license={l} editing={open === l.licenseId} onEdit={() => setOpen(l.licenseId)} onDone={() => setOpen(null)} canEdit={open === null} />
            ))}
          </ul>
        ) : (
          open !== 'new' && (
            <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">No licenses yet. Add one to start applying to shifts in its state.</p>
          )
        )}
        {open === 'new' && <AddLicenseForm onDone={() => setOpen(null)} />}
      </CardBody>
    </Card>
  )
}

function LicenseRow({ license: l, editing, canEdit, onEdit, onDone }: { license: License; editing: boolean; canEdit: boolean; onEdit: () => void; onDone: () => void }) {
  const expired = l.expirationDate < new Date().toISOString().slice(0, 10)
  const rejected = l.status === 'REJECTED'
  return (
    <li className="py-3" aria-label={`${stateName(l.state)} license ${l.licenseNumber}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">
            {stateName(l.state)} <span className="font-normal text-slate-500">· #{l.licenseNumber}</span>
          </p>
          <p className="text-[0.8rem] text-slate-600">
            {expired ? 'Expired' : 'Expires'} {formatDate(l.expirationDate)}
            {l.filelink && (
              <>
                {' · '}
                <a href={l.filelink} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                  <FileText aria-hidden className="size-3.5" /> Document
                </a>
              </>
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {expired ? (
            <Badge tone="danger">Expired</Badge>
          ) : l.status === 'VERIFIED' ? (
            <Badge tone="success" icon={<BadgeCheck aria-hidden className="size-3.5" />}>
              Verified
            </Badge>
          ) : rejected ? (
            <Badge tone="danger" icon={<CircleX aria-hidden className="size-3.5" />}>
              Not accepted
            </Badge>
          ) : (
            <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>
              Being verified
            </Badge>
          )}
          {!editing && canEdit && !rejected && (
            <Button size="sm" variant="ghost" icon={<Pencil aria-hidden className="size-3.5" />} onClick={onEdit} aria-label={`Edit the ${stateName(l.state)} license`}>
              Edit
            </Button>
          )}
        </div>
      </div>
      {rejected && !editing && (
        <Alert
          tone="error"
          className="mt-3"
          title={`Not accepted: ${l.rejectionReason ?? 'our team could not verify it'}`}
          action={
            canEdit && (
              <Button size="sm" variant="outline" onClick={onEdit}>
                Fix it
              </Button>
            )
          }
        >
          Correct it or add a clearer document, and we will check it again.
        </Alert>
      )}
      {editing && <EditLicenseForm license={l} onDone={onDone} />}
    </li>
  )
}
