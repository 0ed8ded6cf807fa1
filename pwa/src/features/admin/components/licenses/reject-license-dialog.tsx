/**
 * Rejecting a license, with the reason: the provider reads it on their profile and in an e-mail,
 * so it should say what to correct. Checked with the API's own contract (RejectLicenseBody).
 */
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { REJECTION_REASON_MAX, RejectLicenseBody, type AdminLicense } from '@shared/contracts/licenses'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { LICENSES_KEY, rejectLicense } from '../../api/licenses'
import { stateName } from '../../format'

export function RejectLicenseDialog({ license, onClose, onRejected }: { license: AdminLicense | null; onClose: () => void; onRejected: (license: AdminLicense) => void }) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const checks = useContractChecks(RejectLicenseBody, { reason, updatedAt: license?.updatedAt })
  const reject = useMutation({
    mutationFn: rejectLicense,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LICENSES_KEY }),
    onSuccess: () => {
      onRejected(license!)
      close()
    },
  })
  const close = () => {
    setReason('')
    checks.reset()
    reject.reset()
    onClose()
  }
  const submit = () => {
    if (checks.submit()) return
    reject.mutate({ licenseId: license!.licenseId, updatedAt: license!.updatedAt, reason: reason.trim() })
  }
  const who = license ? `${license.provider.firstName} ${license.provider.lastName}` : ''
  return (
    <Dialog
      open={license !== null}
      onClose={close}
      title={license?.status === 'VERIFIED' ? 'Withdraw the verification?' : 'Reject this license?'}
      description={license ? `${who} · ${stateName(license.state)} #${license.licenseNumber}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Keep it
          </Button>
          <Button variant="danger" onClick={submit} loading={reject.isPending}>
            Reject with this reason
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field
          label="Reason"
          required
          error={checks.error('reason')}
          hint={`${who || 'The provider'} reads this on their profile and by e-mail: say what to correct. Up to ${REJECTION_REASON_MAX} characters.`}
        >
          <Textarea value={reason} maxLength={REJECTION_REASON_MAX} rows={4} onChange={(e) => setReason(e.target.value)} onBlur={() => checks.touch('reason')} />
        </Field>
        {reject.isError && <Alert tone="error">{errorMessage(reject.error)}</Alert>}
      </div>
    </Dialog>
  )
}
