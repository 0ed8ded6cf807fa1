/**
 * Applying to one shift or to a selection at once: an optional note to the pharmacy and an
 * optional expiration. Checked with the API's own contracts, then sent through the outbox so it
 * goes out even if the connection drops; the pharmacy's answer (hired at once by auto-hire, or
 * application sent) shows only once the server has accepted it.
 */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ApplyBody, MultiApplyBody } from '@shared/contracts/applications'
import { QueuedStatus } from '../../../../components/queued-status'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { offerPushNotifications } from '../../../../lib/push'
import { useQueuedAction, type OperationResult } from '../../../../offline'
import { DEFAULT_EXPIRATION, ExpirationFields, toExpirationOptions, type ExpirationValue } from './expiration-fields'

export interface ApplyTarget {
  shiftGroupId: string
  /** Words for the outbox: "Staff pharmacist, Sat, Dec 5". */
  label: string
}

export function ApplyDialog({
  open,
  onClose,
  targets,
  onApplied,
}: {
  open: boolean
  onClose: () => void
  targets: readonly ApplyTarget[]
  onApplied?: () => void
}) {
  const [message, setMessage] = useState('')
  const [expiration, setExpiration] = useState<ExpirationValue>(DEFAULT_EXPIRATION)
  const action = useQueuedAction({
    onDone: () => {
      onApplied?.()
      offerPushNotifications('a pharmacy answers your application')
    },
  })
  const multiple = targets.length > 1
  const note = { message: message.trim() || undefined, expirationOptions: toExpirationOptions(expiration) }
  const multiBody = { ...note, shiftGroupIds: targets.map((t) => t.shiftGroupId) }
  const checks = useContractChecks(multiple ? MultiApplyBody : ApplyBody, multiple ? multiBody : note)

  const submit = async () => {
    if (checks.submit()) return
    if (multiple) {
      await action.run('shift.multiApply', multiBody, { label: `Apply to ${targets.length} shifts`, relatedId: 'multi-apply' })
    } else {
      const target = targets[0]!
      await action.run('shift.apply', { shiftGroupId: target.shiftGroupId, ...note }, { label: `Apply to ${target.label}`, relatedId: target.shiftGroupId })
    }
  }

  const close = () => {
    action.reset()
    setMessage('')
    setExpiration(DEFAULT_EXPIRATION)
    checks.reset()
    onClose()
  }

  const { state } = action
  // Auto-hire answers with the hire; otherwise the application is simply accepted (no body).
  const result = state.phase === 'done' ? (state.result as OperationResult<'shift.apply' | 'shift.multiApply'>) : undefined
  const hired = Boolean(result && ('hired' in result ? result.hired : result.hiredForAll))
  const finished = state.phase === 'done'

  return (
    <Dialog
      open={open}
      onClose={close}
      title={multiple ? `Apply to ${targets.length} shifts` : 'Apply to this shift'}
      description={multiple ? 'One note goes to each pharmacy. If any shift can no longer take you, none are applied to.' : targets[0]?.label}
      footer={
        finished ? (
          <>
            <Button variant="outline" onClick={close}>
              Close
            </Button>
            <Link to="/provider/my-shifts" search={{ tab: hired ? 'upcoming' : 'applied' }} className={buttonClasses()}>
              Go to my shifts
            </Link>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {state.phase === 'waiting' ? 'Close — it will send later' : 'Cancel'}
            </Button>
            <Button onClick={() => void submit()} loading={state.phase === 'sending'} disabled={state.phase === 'waiting'}>
              {state.phase === 'failed' ? 'Try again' : multiple ? `Send ${targets.length} applications` : 'Send application'}
            </Button>
          </>
        )
      }
    >
      {!finished && (
        <div className="flex flex-col gap-5">
          {multiple && (
            <ul className="max-h-36 list-disc overflow-y-auto rounded-xl bg-slate-50 py-2 pr-3 pl-8 text-sm text-slate-700">
              {targets.map((t) => (
                <li key={t.shiftGroupId}>{t.label}</li>
              ))}
            </ul>
          )}
          <Field
            label="Note to the pharmacy"
            optional
            error={checks.error('message')}
            hint={`${message.length}/1000 · Say why you're a good fit: your experience with their software, your availability.`}
          >
            <Textarea value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} rows={4} />
          </Field>
          <ExpirationFields value={expiration} onChange={setExpiration} error={checks.errorWithin('expirationOptions')} />
          {checks.error('shiftGroupIds') && <p className="text-sm font-medium text-red-700">{checks.error('shiftGroupIds')}</p>}
        </div>
      )}
      <QueuedStatus
        state={state}
        className={finished ? undefined : 'mt-4'}
        done={
          hired
            ? multiple
              ? "You're hired for all of them. They're under Upcoming in My shifts."
              : "You're hired! The pharmacy booked you automatically — it's under Upcoming in My shifts."
            : multiple
              ? `Applications sent to ${targets.length} shifts. We'll tell you when a pharmacy hires you.`
              : "Application sent. We'll tell you when the pharmacy decides."
        }
      />
    </Dialog>
  )
}
