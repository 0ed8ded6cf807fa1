/**
 * A canceled group's page says one thing (issue 12 §3): either it was posted again — and here is
 * the new shift — or it was canceled, with the cancellation fee it cost (or that it cost none).
 * Read from `GET /facility/shift/{id}/cancellation`, not from the dialog's notice, so a later
 * visit says the same.
 */
import { Link } from '@tanstack/react-router'
import { Alert } from '../../../../components/ui/alert'
import { buttonClasses } from '../../../../components/ui/button'
import { useCachedQuery } from '../../../../offline'
import { groupCancellationQuery } from '../../api/shift-group'
import { formatCents } from '../../format'

export function CancellationOutcome({ shiftGroupId }: { shiftGroupId: string }) {
  const { data } = useCachedQuery(groupCancellationQuery(shiftGroupId))
  const fee = data
    ? data.feeInCents > 0
      ? `Cancellation fee: ${formatCents(data.feeInCents)}, paid to the provider.`
      : 'No cancellation fee was charged.'
    : null
  if (data?.repostedShiftGroupId)
    return (
      <div data-testid="cancellation-outcome">
        <Alert
          tone="info"
          title="Posted again as a new shift"
          action={
            <Link to="/facility/shifts/$shiftGroupId" params={{ shiftGroupId: data.repostedShiftGroupId }} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
              Open the new shift
            </Link>
          }
        >
          This posting is closed: new applicants apply to the new shift, with the same details and times. {fee}
        </Alert>
      </div>
    )
  return (
    <div data-testid="cancellation-outcome">
      <Alert tone="error" title="This shift was canceled">
        {data?.cancellationReason ? `Reason: ${data.cancellationReason}. ` : ''}
        {fee}
      </Alert>
    </div>
  )
}
