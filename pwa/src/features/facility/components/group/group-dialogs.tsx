/** Hiring, cancelling and closing a shift group, each in a dialog that waits for the server. */
import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FacilityCancelBody, HireBody } from '@shared/contracts/applications'
import type { ExtendedApplicant, FacilityCancellationPreview } from '@shared/contracts/facility-shifts'
import { Alert } from '../../../../components/ui/alert'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { errorMessage } from '../../../../lib/api'
import { useCachedQuery } from '../../../../offline'
import { paymentMethodsQuery } from '../../api/payment-methods'
import { cancellationPreviewQuery } from '../../api/shift-group'
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
  started,
  onDone,
}: {
  open: boolean
  onClose: () => void
  shiftGroupId: string
  /** Cancel one hired provider's seat; without it, the whole group. */
  hiredProvider?: { id: string; name: string }
  /** The shift has started: reposting is not offered (the API refuses it, 422). */
  started: boolean
  onDone: (n: Notice) => void
}) {
  const queryClient = useQueryClient()
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  const [reason, setReason] = useState('')
  // Posting again is a choice the facility makes, never a default (issue 12 §3).
  const [repost, setRepost] = useState(false)
  useEffect(() => {
    if (open) setRepost(false)
  }, [open])
  const preview = useQuery({ ...cancellationPreviewQuery(shiftGroupId), enabled: open })
  const quote = preview.data ? feeQuote(preview.data, hiredProvider) : null
  const canRepost = !started && (preview.data?.canRepost ?? true)
  const body = { hiredProviderId: hiredProvider?.id, cancellationReason: reason, shouldRepostShift: repost && canRepost }
  const checks = useContractChecks(FacilityCancelBody, body)

  const submit = async () => {
    if (checks.submit()) return
    const label = hiredProvider ? `Cancel ${hiredProvider.name}'s shift` : 'Cancel shift'
    const fee = quote && quote.feeInCents > 0 ? ` A ${formatCents(quote.feeInCents)} cancellation fee is owed to ${hiredProvider ? hiredProvider.name : 'the hired providers'}.` : ''
    const doneText = hiredProvider
      ? `${hiredProvider.name}'s shift is canceled.${fee}${body.shouldRepostShift ? ' The seat is open again for new applicants.' : ''}`
      : body.shouldRepostShift
        ? `The shift is canceled and posted again as a new shift.${fee}`
        : `The shift is canceled.${fee}`
    await perform('shiftGroup.cancel', { shiftGroupId, ...body }, { label, relatedId: shiftGroupId }, doneText, () => refreshShifts(queryClient))
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={hiredProvider ? `Cancel ${hiredProvider.name}'s shift?` : 'Cancel this shift?'}
      description={hiredProvider ? 'The provider is told right away.' : 'Applicants and hired providers are told right away.'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" onClick={submit} loading={busy} disabled={preview.isLoading}>
            {quote && quote.feeInCents > 0 ? `Cancel and pay ${formatCents(quote.feeInCents)}` : 'Cancel shift'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div data-testid="cancellation-fee">
          {preview.isLoading ? (
            <p className="text-sm text-slate-600">Checking the cancellation fee…</p>
          ) : quote && preview.data ? (
            <Alert tone={quote.feeInCents > 0 ? 'warning' : 'info'} title={quote.feeInCents > 0 ? `Cancellation fee: ${formatCents(quote.feeInCents)}` : 'No cancellation fee'}>
              {feeExplanation(preview.data, quote, started)}
            </Alert>
          ) : (
            <Alert tone="warning" title="We couldn't check the cancellation fee">
              {preview.error ? `${errorMessage(preview.error)} ` : ''}
              Canceling less than 24 hours before the start costs half of the hired provider's earnings.
            </Alert>
          )}
        </div>
        <Field label="Reason" error={checks.error('cancellationReason')} required hint="The provider reads this.">
          <Textarea rows={3} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {canRepost && (
          <Checkbox
            label={hiredProvider ? 'Reopen the seat for new applicants' : 'Post it again for new applicants'}
            description={hiredProvider ? 'Same shift, same times: someone else can apply for this seat.' : 'A new shift with the same details and times. Leave unchecked to simply cancel.'}
            checked={repost}
            onChange={(e) => setRepost(e.target.checked)}
          />
        )}
      </div>
    </Dialog>
  )
}

type FeeQuote = { feeInCents: number; reason: FacilityCancellationPreview['reason'] }

/** The fee of what this dialog cancels: one hired provider's seat, or the whole group. */
function feeQuote(preview: FacilityCancellationPreview, hiredProvider: { id: string } | undefined): FeeQuote | null {
  if (!hiredProvider) return preview
  return preview.hiredSeats.find((s) => s.providerId === hiredProvider.id) ?? null
}

function feeExplanation(preview: FacilityCancellationPreview, quote: FeeQuote, started: boolean): string {
  const share = `${preview.feePercent}% of the provider's earnings`
  switch (quote.reason) {
    case 'INSIDE_FEE_WINDOW':
      return `${started ? 'This shift has already started' : `This shift starts in less than ${preview.feeWindowHours} hours`}, so canceling now costs ${share}, paid to the provider. What you paid for the shift itself is refunded.`
    case 'OUTSIDE_FEE_WINDOW':
      return `The shift starts more than ${preview.feeWindowHours} hours from now, so what you paid is refunded in full. Canceling after ${new Date(preview.feeWindowStartsAt).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })} would cost ${share}.`
    case 'FEE_WAIVED':
      return 'The cancellation fee is waived for this shift. What you paid is refunded in full.'
    case 'FEES_OFF':
      return 'What you paid for this shift is refunded in full.'
    case 'NO_HIRED_PROVIDER':
      return 'No one is hired on this shift, so nothing is owed.'
  }
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

export function DeclineDialog({
  applicant,
  onClose,
  shiftGroupId,
  onDone,
}: {
  applicant: ExtendedApplicant | null
  onClose: () => void
  shiftGroupId: string
  onDone: (n: Notice) => void
}) {
  const queryClient = useQueryClient()
  const { busy, error, perform } = useDialogAction(onDone, onClose)
  if (!applicant) return null
  const name = applicant.provider.name
  const submit = () =>
    perform(
      'applicant.reject',
      { shiftGroupId, applicationId: applicant.id },
      { label: `Decline ${name}`, relatedId: shiftGroupId },
      `${name} is declined. We let them know, so they can look for another shift.`,
      () => refreshShifts(queryClient),
    )
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Decline ${name}?`}
      description="They are told at once that they were not selected, and cannot apply to this shift again."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep them
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            Decline
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  )
}
