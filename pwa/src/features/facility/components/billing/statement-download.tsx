/** "Download statement": one month of the billing history as a PDF or a CSV file. */
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { Input } from '../../../../components/ui/input'
import { errorMessage } from '../../../../lib/api'
import { downloadStatement } from '../../api/billing'

const thisMonth = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
}

export function StatementDownload({ facilityId }: { facilityId: string | undefined }) {
  const [month, setMonth] = useState(thisMonth)
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month)
  const download = useMutation({ mutationFn: (format: 'pdf' | 'csv') => downloadStatement(month, format, facilityId) })
  return (
    <Card className="mb-6 p-4 sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">Download statement</h2>
      <p className="mt-0.5 text-sm text-slate-600">Every charge, refund, fee and credit of one month{facilityId ? ' for this facility' : ''}, with its shift.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Month
          <Input type="month" value={month} max={thisMonth()} onChange={(e) => setMonth(e.target.value)} aria-invalid={!valid} className="sm:w-48" />
        </label>
        <div className="flex gap-2">
          <Button variant="outline" icon={<Download aria-hidden className="size-4" />} disabled={!valid || download.isPending} onClick={() => download.mutate('pdf')}>
            PDF
          </Button>
          <Button variant="outline" icon={<Download aria-hidden className="size-4" />} disabled={!valid || download.isPending} onClick={() => download.mutate('csv')}>
            CSV
          </Button>
        </div>
      </div>
      {!valid && <p className="mt-2 text-sm text-red-700">Choose a month (YYYY-MM).</p>}
      {download.error && (
        <Alert tone="error" className="mt-3">
          {errorMessage(download.error)}
        </Alert>
      )}
    </Card>
  )
}
