/**
 * Cards and bank accounts a facility pays for shifts with: add, make default, share with other
 * facilities of the organization, remove. This environment runs the processor's sandbox, so
 * cards and banks are added with its test tokens.
 */
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Building, CreditCard, Landmark, Plus, Share2, Star, Trash2 } from 'lucide-react'
import type { PaymentMethod } from '@shared/contracts/payments'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState } from '../../../../components/ui/page'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { useCachedQuery } from '../../../../offline'
import { makeDefaultPaymentMethod, PAYMENT_METHOD_QUERIES, paymentMethodsQuery, removePaymentMethod } from '../../api/payment-methods'
import { useFacilityChoice } from '../common/facility-picker'
import { AddPaymentMethodDialog, SharePaymentMethodDialog } from './payment-method-dialogs'
import { paymentMethodLabel } from './payment-method-label'

type Notice = { tone: 'success' | 'error'; text: string }

export function PaymentMethods() {
  const { facilities, facilityId, single } = useFacilityChoice()
  const queryClient = useQueryClient()
  const methods = useCachedQuery(paymentMethodsQuery(facilityId))
  const [adding, setAdding] = useState<'CARD' | 'BANK' | null>(null)
  const [sharing, setSharing] = useState<PaymentMethod | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHOD_QUERIES })
  const nameOf = (id: string) => facilities.find((f) => f.facilityId === id)?.name ?? 'another facility'

  const makeDefault = useMutation({
    mutationFn: (m: PaymentMethod) => makeDefaultPaymentMethod({ paymentMethodId: m.paymentMethodId, facilityId: facilityId ?? m.facilityId }),
    onSuccess: () => {
      setNotice({ tone: 'success', text: 'Default payment method updated.' })
      void refresh()
    },
    onError: (e) => setNotice({ tone: 'error', text: errorMessage(e) }),
  })
  const remove = useMutation({
    mutationFn: (m: PaymentMethod) => removePaymentMethod({ paymentMethodId: m.paymentMethodId }),
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
      {methods.isLoading ? (
        <SkeletonList rows={2} label="Loading payment methods…" />
      ) : methods.error && !methods.data ? (
        <LoadError error={methods.error} onRetry={() => methods.refetch()} />
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
                      Used by {m.facilityIds.map(nameOf).sort((a, b) => a.localeCompare(b)).join(', ')}
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
      <AddPaymentMethodDialog
        kind={adding}
        onClose={() => setAdding(null)}
        defaultFacilityId={facilityId ?? single?.facilityId ?? ''}
        onDone={(text) => {
          setNotice({ tone: 'success', text })
          void refresh()
        }}
      />
      <SharePaymentMethodDialog
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
