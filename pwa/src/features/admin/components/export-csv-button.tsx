/**
 * "Export CSV" on an admin table (issue 16 §9): downloads the list's CSV with the filters on
 * screen; a refusal or a network failure is said beside the button.
 */
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api'
import { downloadCsv, type CsvQuery } from '../api/export'

export function ExportCsvButton({ path, query, label = 'Export CSV' }: { path: string; query?: CsvQuery; label?: string }) {
  const download = useMutation({ mutationFn: () => downloadCsv(path, query) })
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant="outline" icon={<Download aria-hidden className="size-4" />} loading={download.isPending} onClick={() => download.mutate()}>
        {label}
      </Button>
      {download.isError && (
        <span role="alert" className="max-w-64 text-xs text-red-700">
          {errorMessage(download.error)}
        </span>
      )}
    </span>
  )
}
