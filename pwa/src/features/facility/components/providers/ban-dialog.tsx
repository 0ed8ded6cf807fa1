/** Banning a provider from the facility's shifts (or, for owners and admins, from every facility of the organization). */
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Ban as BanContract } from '@shared/contracts/facility-providers'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { banProvider } from '../../api/providers'

/** The contract asks for the facility's id; the person picks the facility on the profile. */
const RELABEL = { facilityId: 'Choose a facility first.' }

export function BanDialog({
  open,
  onClose,
  providerId,
  providerName,
  facilityId,
  canHardBan,
  onDone,
}: {
  open: boolean
  onClose: () => void
  providerId: string
  providerName: string
  facilityId: string
  canHardBan: boolean
  onDone: (text: string) => void
}) {
  const [everywhere, setEverywhere] = useState(false)
  const [reason, setReason] = useState('')
  const body = everywhere
    ? { banType: 'HARD_BAN' as const, reason: reason.trim() || undefined }
    : { banType: 'BAN' as const, facilityId, reason: reason.trim() || undefined }
  const checks = useContractChecks(BanContract, body, { relabel: RELABEL })
  const ban = useMutation({
    mutationFn: () => banProvider(providerId, body),
    onSuccess: (res) => {
      onDone(
        `${providerName} can no longer see or apply to your shifts${everywhere ? ' at any of your facilities' : ''}.` +
          (res.withdrawnApplications
            ? ` ${res.withdrawnApplications} pending ${res.withdrawnApplications === 1 ? 'application was' : 'applications were'} withdrawn.`
            : ''),
      )
      onClose()
    },
  })
  const error = checks.firstError() ?? (ban.isError ? errorMessage(ban.error) : null)
  const submit = () => {
    if (checks.submit()) return
    ban.mutate()
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Ban ${providerName}?`}
      description="They won't see your shifts, and their pending applications are withdrawn. You can lift the ban later."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} loading={ban.isPending}>
            Ban
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {canHardBan && <Checkbox label="At every facility of your organization" checked={everywhere} onChange={(e) => setEverywhere(e.target.checked)} />}
        <Field label="Reason" optional hint="Only your team sees this.">
          <Textarea rows={3} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  )
}
