/** The provider's licenses and their verification; a form to add one. */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, Clock3, FileText, Plus } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { errorMessage } from '../../../../lib/api'
import { licensesQuery } from '../../api/licenses'
import { formatDate, stateName } from '../../format'
import { AddLicenseForm } from './add-license-form'

export function LicensesCard() {
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
