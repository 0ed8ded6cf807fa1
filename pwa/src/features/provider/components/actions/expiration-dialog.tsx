/** Changing when an open application is withdrawn automatically (counted from now). */
import { useState } from 'react'
import { ExpirationBody } from '@shared/contracts/applications'
import { QueuedStatus } from '../../../../components/queued-status'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useQueuedAction } from '../../../../offline'
import { DEFAULT_EXPIRATION, ExpirationFields, toExpirationOptions, type ExpirationValue } from './expiration-fields'

export function ExpirationDialog({
  open,
  onClose,
  applicationId,
  label,
  relatedId,
  onChanged,
}: {
  open: boolean
  onClose: () => void
  applicationId: string
  label: string
  relatedId: string
  onChanged?: () => void
}) {
  const [value, setValue] = useState<ExpirationValue>({ ...DEFAULT_EXPIRATION, enabled: true })
  const action = useQueuedAction({ onDone: () => onChanged?.() })
  const body = { expirationOptions: toExpirationOptions(value) }
  const checks = useContractChecks(ExpirationBody, body)

  const close = () => {
    action.reset()
    checks.reset()
    onClose()
  }
  const submit = async () => {
    if (checks.submit()) return
    await action.run('application.expiration', { applicationId, ...body }, { label: `Change expiration: ${label}`, relatedId })
  }
  const finished = action.state.phase === 'done'
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Change when your application expires"
      description={label}
      footer={
        finished ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={action.state.phase === 'sending'} disabled={action.state.phase === 'waiting'}>
              Save
            </Button>
          </>
        )
      }
    >
      {!finished && <ExpirationFields value={value} onChange={setValue} error={checks.firstError()} />}
      <QueuedStatus
        state={action.state}
        className={finished ? undefined : 'mt-4'}
        done={value.enabled ? 'Saved. The new expiration counts from now.' : 'Saved. Your application stays open until the pharmacy decides.'}
      />
    </Dialog>
  )
}
