/**
 * One shift as a provider weighs it: the screen around it (back to the list as it was left, the
 * loading and error states, the note when it is the copy saved on the device).
 */
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { LoadError } from '../../../../components/ui/load-error'
import { Spinner } from '../../../../components/ui/spinner'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useCachedQuery } from '../../../../offline'
import { shiftGroupQuery } from '../../api/shift-group'
import { CachedNote } from '../cached-note'
import { ShiftView } from './shift-view'

export function ShiftDetails({ shiftGroupId }: { shiftGroupId: string }) {
  const detail = useCachedQuery(shiftGroupQuery(shiftGroupId))
  const shift = detail.data
  usePageTitle(shift?.title ?? 'Shift')

  const router = useRouter()
  const canGoBack = useCanGoBack()
  const back = (
    <Link
      to="/provider/shifts"
      onClick={(event) => {
        // Back to the list as it was left (filters, page, map) when the list brought us here.
        if (canGoBack) {
          event.preventDefault()
          router.history.back()
        }
      }}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden className="size-4" /> {canGoBack ? 'Back' : 'All open shifts'}
    </Link>
  )

  if (detail.isLoading && !shift) {
    return (
      <>
        {back}
        <div className="flex justify-center py-20">
          <Spinner label="Loading the shift" className="size-8 text-brand-700" />
        </div>
      </>
    )
  }
  if (!shift) {
    return (
      <>
        {back}
        <LoadError title="We couldn't open this shift" error={detail.error} onRetry={() => detail.refetch()}>
          {detail.error ? undefined : 'It may have been removed by the pharmacy.'}
        </LoadError>
      </>
    )
  }
  return (
    <>
      {back}
      <CachedNote isFromCache={detail.isFromCache} lastSyncedAt={detail.lastSyncedAt} />
      <ShiftView shift={shift} refetch={detail.refetch} />
    </>
  )
}
