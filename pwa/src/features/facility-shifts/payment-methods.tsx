/**
 * Cards and bank accounts a facility pays for shifts with: add, make default, share with other
 * facilities of the organization, remove. This environment runs the processor's sandbox, so
 * cards and banks are added with its test tokens.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Building, CreditCard, Landmark, Plus, Share2, Star, Trash2 } from 'lucide-react'
import type { PaymentMethod } from '@shared/contracts/payments'
import { Alert } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Checkbox } from '../../components/ui/checkbox'
import { Dialog } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { EmptyState } from '../../components/ui/page'
import { Select } from '../../components/ui/select'
import { SkeletonList } from '../../components/ui/skeleton'
import { api, errorMessage } from '../../lib/api'
import { LoadError } from './common'
import { useFacilityChoice } from './facility-choice'
import { paymentMethodLabel } from './payment-label'
import { facilityKeys, paymentMethodsQuery } from './queries'

const TEST_CARDS = [
  { value: 'tok_visa', label: 'Visa ending 4242 — always succeeds' },
  { value: 'tok_mastercard', label: 'Mastercard ending 4444 — always succeeds' },
  { value: 'tok_chargeDeclined', label: 'Card that is declined when charged' },
  { value: 'tok_chargeCustomerFail', label: 'Card that fails when charged' },
]
const TEST_BANKS = [{ value: 'btok_us_verified', label: 'Verified US checking account' }]

type Notice = { tone: 'success' | 'error'; text: string }

export function PaymentMethods() {
  const { facilities, facilityId, single } = useFacilityChoice()
  const queryClient = useQueryClient()
  const methods = useQuery(paymentMethodsQuery(facilityId))
  const [adding, setAdding] = useState<'CARD' | 'BANK' | null>(null)
  const [sharing, setSharing] = useState<PaymentMethod | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: facilityKeys.payments })
  const nameOf = (id: string) => facilities.find((f) => f.facilityId === id)?.name ?? 'another facility'

  const makeDefault = useMutation({
    mutationFn: (m: PaymentMethod) => api.put('/payment-method/make-default', { paymentMethodId: m.paymentMethodId, facilityId: facilityId ?? m.facilityId }),
    onSuccess: () => {
      setNotice({ tone: 'success', text: 'Default payment method updated.' })
      void refresh()
    },
    onError: (e) => setNotice({ tone: 'error', text: errorMessage(e) }),
  })
  const remove = useMutation({
    mutationFn: (m: PaymentMethod) => api.post('/payment-method/remove', { paymentMethodId: m.paymentMethodId }),
    onSuccess: () => {
      setNotice({ tone: 'success', text: 'Payment method removed.' })
      void refresh()
    },
    onError: (e) => setNotice({ tone: 'error', text: errorMessage(e) }),
  })

  const list = methods.data?.data ?? []
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setAdding('CARD')}>
          Add a card
        </Button>
        <Button variant="outline" icon={<Landmark aria-hidden className="size-4" />} onClick={() => setAdding('BANK')}>
          Add a bank account
        </Button>
      </div>
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {methods.isPending ? (
        <SkeletonList rows={2} label="Loading payment methods…" />
      ) : methods.error ? (
        <LoadError error={methods.error} onRetry={() => void methods.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<CreditCard aria-hidden className="size-7" />}
          title="No payment methods yet"
          description="Add a card or a bank account to hire providers. Each shift is charged when you hire."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Payment methods">
          {list.map((m) => (
            <li key={`${m.paymentMethodId}-${m.facilityId}`}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
                  {m.type === 'CARD' ? <CreditCard aria-hidden className="size-5" /> : <Landmark aria-hidden className="size-5" />}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-slate-900">{paymentMethodLabel(m)}</p>
                    {m.isDefault && <Badge tone="brand">Default</Badge>}
                  </div>
                  {facilities.length > 1 && (
                    <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                      <Building aria-hidden className="size-3.5" />
                      Used by {m.facilityIds.map(nameOf).join(', ')}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-1">
                  {!m.isDefault && (
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Star aria-hidden className="size-4" />}
                      onClick={() => makeDefault.mutate(m)}
                      aria-label={`Make default: ${paymentMethodLabel(m)}`}
                    >
                      Make default
                    </Button>
                  )}
                  {facilities.length > 1 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Share2 aria-hidden className="size-4" />}
                      onClick={() => setSharing(m)}
                      aria-label={`Share ${paymentMethodLabel(m)} with other facilities`}
                    >
                      Share
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 aria-hidden className="size-4" />}
                    onClick={() => remove.mutate(m)}
                    aria-label={`Remove ${paymentMethodLabel(m)}`}
                  >
                    Remove
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <AddDialog
        kind={adding}
        onClose={() => setAdding(null)}
        defaultFacilityId={facilityId ?? single?.facilityId ?? ''}
        onDone={(text) => {
          setNotice({ tone: 'success', text })
          void refresh()
        }}
      />
      <ShareDialog
        method={sharing}
        onClose={() => setSharing(null)}
        onDone={(text) => {
          setNotice({ tone: 'success', text })
          void refresh()
        }}
      />
    </>
  )
}

function AddDialog({
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
  const [error, setError] = useState<string | null>(null)
  const options = kind === 'BANK' ? TEST_BANKS : TEST_CARDS
  const chosenToken = token || options[0]!.value
  const target = facilityId || defaultFacilityId
  const add = useMutation({
    mutationFn: () =>
      api.post(kind === 'BANK' ? '/payment-method/attach-payment-method' : '/payment-method/attach-card', { token: chosenToken, facilityId: target }),
    onSuccess: () => {
      onDone(kind === 'BANK' ? 'Bank account added.' : 'Card added.')
      setToken('')
      onClose()
    },
    onError: (e) => setError(errorMessage(e)),
  })
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
              if (!target) return setError('Choose the facility that pays with it.')
              setError(null)
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
              value={target}
              onChange={(e) => setFacilityId(e.target.value)}
              options={facilities.map((f) => ({ value: f.facilityId, label: f.name }))}
              placeholder="Choose a facility"
            />
          </Field>
        )}
        <Field label={kind === 'BANK' ? 'Test bank account' : 'Test card'}>
          <Select value={chosenToken} onChange={(e) => setToken(e.target.value)} options={options} />
        </Field>
      </div>
    </Dialog>
  )
}

function ShareDialog({ method, onClose, onDone }: { method: PaymentMethod | null; onClose: () => void; onDone: (text: string) => void }) {
  const { facilities } = useFacilityChoice()
  const [picked, setPicked] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const chosen = picked ?? method?.facilityIds ?? []
  const share = useMutation({
    mutationFn: () => api.post('/payment-method/share', { paymentMethodId: method!.paymentMethodId, facilityIds: chosen }),
    onSuccess: () => {
      onDone('Sharing updated.')
      setPicked(null)
      onClose()
    },
    onError: (e) => setError(errorMessage(e)),
  })
  if (!method) return null
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
            if (chosen.length === 0) return setError('Choose at least one facility.')
            setError(null)
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
