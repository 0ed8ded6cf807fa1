/** The editor's screen: the group as loaded, or why it can no longer be edited. */
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarX2 } from 'lucide-react'
import { buttonClasses } from '../../../../components/ui/button'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useGroupReads } from '../../api/use-group-reads'
import { canEditGroup } from '../../shift-group-rules'
import { ShiftEditForm } from './shift-edit-form'

export function EditShift({ shiftGroupId }: { shiftGroupId: string }) {
  // The same cached reads as the group's screen: opening the editor from there shows at once.
  const { preview, applicants } = useGroupReads(shiftGroupId)
  usePageTitle(preview.data ? `Edit ${preview.data.title}` : 'Edit shift')
  const g = preview.data

  return (
    <>
      <Link
        to="/facility/shifts/$shiftGroupId"
        params={{ shiftGroupId }}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to the shift
      </Link>
      <PageHeader title="Edit shift" description={g ? `${g.title} · ${g.facility.name}` : undefined} />
      {preview.isLoading || applicants.isLoading ? (
        <SkeletonList rows={3} label="Loading the shift…" />
      ) : !g ? (
        <LoadError error={preview.error} onRetry={preview.refetch} />
      ) : !applicants.data ? (
        <LoadError error={applicants.error} onRetry={applicants.refetch} />
      ) : !canEditGroup(g) ? (
        <EmptyState
          icon={<CalendarX2 aria-hidden className="size-7" />}
          title="This shift can no longer be edited"
          description={g.status === 'CANCELED' ? 'It was canceled.' : 'It has already started.'}
        />
      ) : (
        <ShiftEditForm key={g.shiftGroupId} group={g} locked={applicants.data.data.some((a) => a.isHired)} />
      )}
    </>
  )
}
