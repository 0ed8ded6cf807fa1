/**
 * Adding a card or bank account (the processor's sandbox test tokens) and sharing one with the
 * organization's other facilities, each checked with the API's own contract.
 */
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { AttachPaymentMethodBody, SharePaymentMethodBody, type PaymentMethod } from '@shared/contracts/payments'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'
import { errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { attachPaymentMethod, sharePaymentMethod } from '../../api/payment-methods'
import { useFacilityChoice } from '../common/facility-picker'
import { paymentMethodLabel } from './payment-method-label'

const TEST_CARDS = [
  { value: 'tok_visa', label: 'Visa ending 4242 — always succeeds' },
  { value: 'tok_mastercard', label: 'Mastercard ending 4444 — always succeeds' },
  { value: 'tok_chargeDeclined', label: 'Card that is declined when charged' },
  { value: 'tok_chargeCustomerFail', label: 'Card that fails when charged' },
]
const TEST_BANKS = [{ value: 'btok_us_verified', label: 'Verified US checking account' }]

/** The contracts speak of ids; the person picks facilities by name. */
const ADD_RELABEL = { facilityId: 'Choose the facility that pays with it.' }
const SHARE_RELABEL = { facilityIds: 'Choose at least one facility.' }

export function AddPaymentMethodDialog({
  kind,
  onClose,
  defaultFacilityId,
  onDone,
}: {
  kind: 'CARD' | 'BANK' | null
  onClose: () => void
  defaultFacilityId: string
  onDone: (text: string) => void
}) {
  const { facilities } = useFacilityChoice()
  const [token, setToken] = useState('')
  const [facilityId, setFacilityId] = useState('')
  const options = kind === 'BANK' ? TEST_BANKS : TEST_CARDS
  const body = { token: token || options[0]!.value, facilityId: facilityId || defaultFacilityId }
  const checks = useContractChecks(AttachPaymentMethodBody, body, { relabel: ADD_RELABEL })
  const add = useMutation({
    mutationFn: () => attachPaymentMethod(kind ?? 'CARD', body),
    onSuccess: () => {
      onDone(kind === 'BANK' ? 'Bank account added.' : 'Card added.')
      setToken('')
      onClose()
    },
  })
  const error = checks.firstError() ?? (add.isError ? errorMessage(add.error) : null)
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      title={kind === 'BANK' ? 'Add a bank account' : 'Add a card'}
      description="Payments run in test mode here: choose one of the processor's test accounts."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={add.isPending}
            onClick={() => {
              if (checks.submit()) return
              add.mutate()
            }}
          >
            {kind === 'BANK' ? 'Add bank account' : 'Add card'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {facilities.length > 1 && (
          <Field label="Facility">
            <Select
              value={body.facilityId}
              onChange={(e) => setFacilityId(e.target.value)}
              options={facilities.map((f) => ({ value: f.facilityId, label: f.name }))}
              placeholder="Choose a facility"
            />
          </Field>
        )}
        <Field label={kind === 'BANK' ? 'Test bank account' : 'Test card'}>
          <Select value={body.token} onChange={(e) => setToken(e.target.value)} options={options} />
        </Field>
      </div>
    </Dialog>
  )
}

export function SharePaymentMethodDialog({ method, onClose, onDone }: { method: PaymentMethod | null; onClose: () => void; onDone: (text: string) => void }) {
  const { facilities } = useFacilityChoice()
  const [picked, setPicked] = useState<string[] | null>(null)
  const chosen = picked ?? method?.facilityIds ?? []
  const body = { paymentMethodId: method?.paymentMethodId ?? '', facilityIds: chosen }
  const checks = useContractChecks(SharePaymentMethodBody, body, { relabel: SHARE_RELABEL })
  const share = useMutation({
    mutationFn: () => sharePaymentMethod(body),
    onSuccess: () => {
      onDone('Sharing updated.')
      setPicked(null)
      onClose()
    },
  })
  if (!method) return null
  const error = checks.firstError() ?? (share.isError ? errorMessage(share.error) : null)
  return (
    <Dialog
      open
      onClose={() => {
        setPicked(null)
        onClose()
      }}
      title="Share with facilities"
      description={`Which of your facilities may pay with ${paymentMethodLabel(method)}.`}
      footer={
        <Button
          loading={share.isPending}
          onClick={() => {
            if (checks.submit()) return
            share.mutate()
          }}
        >
          Save
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        {facilities.map((f) => (
          <Checkbox
            key={f.facilityId}
            label={f.name}
            description={`${f.city}, ${f.state}`}
            checked={chosen.includes(f.facilityId)}
            onChange={(e) => setPicked(e.target.checked ? [...chosen, f.facilityId] : chosen.filter((id) => id !== f.facilityId))}
          />
        ))}
      </div>
    </Dialog>
  )
}
