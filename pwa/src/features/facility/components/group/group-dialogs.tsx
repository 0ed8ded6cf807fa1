/** Hiring, cancelling and closing a shift group, each in a dialog that waits for the server. */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FacilityCancelBody, HireBody } from '@shared/contracts/applications'
import type { ExtendedApplicant } from '@shared/contracts/facility-shifts'
import { Alert } from '../../../../components/ui/alert'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useCachedQuery } from '../../../../offline'
import { paymentMethodsQuery } from '../../api/payment-methods'
import { refreshShifts } from '../../api/shift-lists'
import { useDialogAction, type Notice } from '../../dialog-action'
import { formatCents } from '../../format'
import { paymentMethodLabel } from '../billing/payment-method-label'

export function HireDialog({
  open,
  onClose,
  applicant,
  shiftGroupId,
  facilityId,
  pricePerSeatCents,
  onDone,
}: {
  open: boolean
  onClose: () => void
  applicant: ExtendedApplicant | null
  shiftGroupId: string
  facilityId: string
  pricePerSeatCents: number | undefined
  onDone: (n: Notice) => void
}) {
  const queryClient = useQueryClient()
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  // Cached, so a hire can be queued while offline with a card already on file.
  const { data: methods, isLoading: isPending } = useCachedQuery(paymentMethodsQuery(facilityId), { enabled: open })
  const [chosen, setChosen] = useState('')
  const list = methods?.data ?? []
  const paymentMethodId = chosen || list.find((m) => m.isDefault)?.paymentMethodId || list[0]?.paymentMethodId || ''
  const body = { applicantId: applicant?.id ?? '', paymentMethodId }
  const checks = useContractChecks(HireBody, body)
  if (!applicant) return null
  const name = applicant.provider.name

  const submit = async () => {
    if (checks.submit()) return
    await perform(
      'shift.hire',
      { shiftGroupId, ...body },
      { label: `Hire ${name}`, relatedId: shiftGroupId },
      `${name} is hired. We charged your payment method and let them know.`,
      () => refreshShifts(queryClient),
    )
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Hire ${name}`}
      description={
        pricePerSeatCents !== undefined
          ? `This shift costs ${formatCents(pricePerSeatCents)}, charged now. Credits are used first.`
          : 'The shift is charged when you hire. Credits are used first.'
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy} disabled={!paymentMethodId}>
            Hire and pay
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {(error ?? checks.firstError()) && (
          <Alert tone="error" title="The hire didn't go through">
            {error ?? checks.firstError()}
          </Alert>
        )}
        {isPending ? (
          <p className="text-sm text-slate-500">Loading your payment methods…</p>
        ) : list.length === 0 ? (
          <Alert
            tone="warning"
            title="Add a payment method first"
            action={
              <Link to="/facility/billing" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
                Billing
              </Link>
            }
          >
            This facility has no card or bank account yet.
          </Alert>
        ) : (
          <Field label="Pay with">
            <Select
              value={paymentMethodId}
              onChange={(e) => setChosen(e.target.value)}
              options={list.map((m) => ({ value: m.paymentMethodId, label: `${paymentMethodLabel(m)}${m.isDefault ? ' (default)' : ''}` }))}
            />
          </Field>
        )}
      </div>
    </Dialog>
  )
}

export function CancelDialog({
  open,
  onClose,
  shiftGroupId,
  hiredProvider,
  onDone,
}: {
  open: boolean
  onClose: () => void
  shiftGroupId: string
  /** Cancel one hired provider's seat; without it, the whole group. */
  hiredProvider?: { id: string; name: string }
  onDone: (n: Notice) => void
}) {
  const queryClient = useQueryClient()
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  const [reason, setReason] = useState('')
  const [repost, setRepost] = useState(true)
  const body = { hiredProviderId: hiredProvider?.id, cancellationReason: reason, shouldRepostShift: repost }
  const checks = useContractChecks(FacilityCancelBody, body)

  const submit = async () => {
    if (checks.submit()) return
    const label = hiredProvider ? `Cancel ${hiredProvider.name}'s shift` : 'Cancel shift'
    const doneText = repost
      ? 'Canceled and posted again for new applicants.'
      : hiredProvider
        ? `${hiredProvider.name}'s shift is canceled.`
        : 'The shift is canceled.'
    await perform('shiftGroup.cancel', { shiftGroupId, ...body }, { label, relatedId: shiftGroupId }, doneText, () => refreshShifts(queryClient))
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={hiredProvider ? `Cancel ${hiredProvider.name}'s shift?` : 'Cancel this shift?'}
      description={
        hiredProvider
          ? 'The provider is told right away. Canceling less than 24 hours before the start may cost a cancellation fee.'
          : 'Applicants and hired providers are told right away. Canceling less than 24 hours before the start may cost a cancellation fee.'
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            Cancel shift
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Reason" error={checks.error('cancellationReason')} required hint="The provider reads this.">
          <Textarea rows={3} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Checkbox
          label={hiredProvider ? 'Reopen the seat for new applicants' : 'Post it again for new applicants'}
          description="Same details, same times."
          checked={repost}
          onChange={(e) => setRepost(e.target.checked)}
        />
      </div>
    </Dialog>
  )
}

export function CloseDialog({
  open,
  onClose,
  shiftGroupId,
  onDone,
}: {
  open: boolean
  onClose: () => void
  shiftGroupId: string
  onDone: (n: Notice) => void
}) {
  const queryClient = useQueryClient()
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  const submit = () =>
    perform(
      'shiftGroup.close',
      { shiftGroupId },
      { label: 'Stop taking applications', relatedId: shiftGroupId },
      'This shift no longer takes applications. You can still hire from the applicants below.',
      () => refreshShifts(queryClient),
    )
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Stop taking applications?"
      description="Providers can no longer apply. Hired providers keep their shifts, and you can still hire from the applicants already listed."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it open
          </Button>
          <Button onClick={submit} loading={busy}>
            Stop applications
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  )
}
