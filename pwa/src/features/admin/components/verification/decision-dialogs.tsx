/**
 * The two ways a decision is confirmed in the verification queues: approving asks once more
 * ("Verify this certification?") and turning down asks for the reason the other side will read,
 * checked with the API's own contract (RejectWithReasonBody). Both are native dialogs: focus stays
 * inside, Escape cancels, Enter in the reason does not send it by accident (a button does).
 */
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { REVIEW_REASON_MAX, RejectWithReasonBody } from '@shared/contracts/verification-queues'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { VERIFICATION_KEY } from '../../api/verification'

/** What a queue asks of a dialog: the item's id and `updatedAt` as the screen showed it, and the words around it. */
export interface PendingDecision {
  kind: 'approve' | 'reject'
  id: string
  updatedAt: string
  /** "BLS Provider · Rosa Diaz": what is being decided on. */
  subject: string
}

export function ConfirmDecisionDialog({
  pending,
  title,
  explanation,
  confirmLabel,
  decide,
  onClose,
  onDone,
}: {
  pending: PendingDecision | null
  title: string
  explanation: string
  confirmLabel: string
  decide: (input: { id: string; updatedAt: string }) => Promise<unknown>
  onClose: () => void
  onDone: (pending: PendingDecision) => void
}) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY }),
    onSuccess: () => {
      onDone(pending!)
      close()
    },
  })
  const close = () => {
    mutation.reset()
    onClose()
  }
  return (
    <Dialog
      open={pending?.kind === 'approve'}
      onClose={close}
      title={title}
      description={pending?.subject}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => mutation.mutate({ id: pending!.id, updatedAt: pending!.updatedAt })} loading={mutation.isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>{explanation}</p>
        {mutation.isError && <Alert tone="error">{errorMessage(mutation.error)}</Alert>}
      </div>
    </Dialog>
  )
}

export function RejectDecisionDialog({
  pending,
  title,
  hint,
  confirmLabel,
  decide,
  onClose,
  onDone,
}: {
  pending: PendingDecision | null
  title: string
  hint: string
  confirmLabel: string
  decide: (input: { id: string; updatedAt: string; reason: string }) => Promise<unknown>
  onClose: () => void
  onDone: (pending: PendingDecision) => void
}) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const checks = useContractChecks(RejectWithReasonBody, { reason, updatedAt: pending?.updatedAt })
  const mutation = useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY }),
    onSuccess: () => {
      onDone(pending!)
      close()
    },
  })
  const close = () => {
    setReason('')
    checks.reset()
    mutation.reset()
    onClose()
  }
  const submit = () => {
    if (checks.submit()) return
    mutation.mutate({ id: pending!.id, updatedAt: pending!.updatedAt, reason: reason.trim() })
  }
  return (
    <Dialog
      open={pending?.kind === 'reject'}
      onClose={close}
      title={title}
      description={pending?.subject}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} loading={mutation.isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Reason" required error={checks.error('reason')} hint={`${hint} Up to ${REVIEW_REASON_MAX} characters.`}>
          <Textarea value={reason} maxLength={REVIEW_REASON_MAX} rows={4} onChange={(e) => setReason(e.target.value)} onBlur={() => checks.touch('reason')} />
        </Field>
        {mutation.isError && <Alert tone="error">{errorMessage(mutation.error)}</Alert>}
      </div>
    </Dialog>
  )
}
