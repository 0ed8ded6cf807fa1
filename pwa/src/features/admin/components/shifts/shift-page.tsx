/**
 * One shift in the admin panel (issue "Running the company" §4): what was posted, who works it,
 * what was paid and its bonuses, with the four actions an operations person needs — adjust the
 * hours worked, add a bonus, change the rate of a shift in progress, cancel — each confirmed in a
 * dialog that says what will happen to the money.
 */
import { useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Ban, Clock, DollarSign, Gift } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { PageHeader } from '../../../../components/ui/page'
import { Textarea } from '../../../../components/ui/textarea'
import { adminUserQuery } from '../../../../lib/account'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { addShiftBonus, adjustShiftHours, adminShiftQuery, cancelShift, updateShiftRate } from '../../api/shifts'
import { formatCalendarDate, formatDollars, formatInstant, providerTitle } from '../../format'
import { Facts } from '../facts'

type Action = 'hours' | 'bonus' | 'rate' | 'cancel' | null

export function ShiftPage({ shiftId }: { shiftId: string }) {
  const me = useQuery(adminUserQuery())
  const shift = useQuery(adminShiftQuery(shiftId))
  const [action, setAction] = useState<Action>(null)
  const [notice, setNotice] = useState<string | null>(null)
  usePageTitle(shift.data?.title ?? 'Shift')
  const canAct = me.data?.role === 'ADMIN' || me.data?.role === 'OPERATIONS'
  if (shift.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the shift…
      </p>
    )
  if (shift.isError || !shift.data) return <LoadError error={shift.error} onRetry={() => void shift.refetch()} title="This shift didn't load" />
  const s = shift.data
  return (
    <>
      <Link to="/admin/shifts" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All shifts
      </Link>
      <PageHeader
        eyebrow={`${s.facilityName} · ${s.organizationName}`}
        title={s.title}
        description={`${formatCalendarDate(s.shiftDate)}, ${s.startTime}–${s.endTime} (${s.timeZone}) · ${providerTitle(s.providerType)} · ${s.status}`}
        actions={
          canAct && (
            <>
              <Button variant="outline" icon={<Clock aria-hidden className="size-4" />} onClick={() => setAction('hours')}>
                Adjust hours
              </Button>
              <Button variant="outline" icon={<Gift aria-hidden className="size-4" />} onClick={() => setAction('bonus')}>
                Add a bonus
              </Button>
              <Button variant="outline" icon={<DollarSign aria-hidden className="size-4" />} onClick={() => setAction('rate')}>
                Change rate
              </Button>
              <Button variant="danger" icon={<Ban aria-hidden className="size-4" />} onClick={() => setAction('cancel')}>
                Cancel
              </Button>
            </>
          )
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title="Work" />
          <CardBody>
            <Facts
              rows={[
                [
                  'Provider',
                  s.hiredProvider ? (
                    <Link to="/admin/providers/$providerId" params={{ providerId: s.hiredProvider.id }} className="font-medium text-brand-700 hover:underline">
                      {s.hiredProvider.name}
                    </Link>
                  ) : (
                    'Nobody hired yet'
                  ),
                ],
                ['Rate', `${formatDollars(s.providerRate)}/h (facility pays ${s.facility.percentageFee}% on top${s.facility.isLegacyRate ? ', an earlier fee' : ''})`],
                ['Hours', `${s.effectiveWorkingHours} paid of ${s.quantityOfHours} (${s.lunchBreakMinutes} min lunch, ${s.isLunchBreakPaid ? 'paid' : 'unpaid'})`],
                ['Worked', s.workedStartTime ? `${s.workedStartTime}–${s.workedEndTime}` : '—'],
                ['Attendance', s.attendanceStatus],
                ['Applicants', String(s.applicantsQuantity)],
                ['Where', s.location],
              ]}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Money" />
          <CardBody>
            <Facts
              rows={[
                ['Provider earnings', formatDollars(s.providerEarnings)],
                ['Platform fee', formatDollars(s.shiftFee)],
                ...(s.shiftPayment
                  ? ([
                      ['Charged', `${formatDollars(s.shiftPayment.amount)} (${s.shiftPayment.status})`],
                      ['Credits used', formatDollars(s.shiftPayment.creditsApplied)],
                      ['Refunded', formatDollars(s.shiftPayment.refunded)],
                      ['Processor fee', formatDollars(s.shiftPayment.stripeFeeAmount)],
                      ['Paid with', s.shiftPayment.paymentMethod ? `${s.shiftPayment.paymentMethod.brand ?? s.shiftPayment.paymentMethod.type} ·${s.shiftPayment.paymentMethod.last4}` : 'Credits'],
                    ] as [string, ReactNode][])
                  : ([['Charged', 'Nothing yet']] as [string, ReactNode][])),
              ]}
            />
            {s.bonuses.length > 0 && (
              <ul className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm">
                {s.bonuses.map((b) => (
                  <li key={b.bonusId} className="flex justify-between gap-2">
                    <span>
                      Bonus: {b.description} <span className="text-slate-500">({formatInstant(b.createdAt)})</span>
                    </span>
                    <span className="tabular-nums">
                      {formatDollars(b.amount)} <Badge tone="neutral">{b.status}</Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
      </div>
      <ActionDialogs shiftId={shiftId} action={action} currentRate={s.providerRate} hired={s.hiredProvider?.name ?? null} onClose={() => setAction(null)} onDone={setNotice} />
    </>
  )
}

function ActionDialogs({ shiftId, action, currentRate, hired, onClose, onDone }: { shiftId: string; action: Action; currentRate: number; hired: string | null; onClose: () => void; onDone: (notice: string) => void }) {
  const queryClient = useQueryClient()
  const [a, setA] = useState('')
  const [b, setB] = useState('')
  const [ban, setBan] = useState(false)
  const run = useMutation({
    mutationFn: async (): Promise<string> => {
      if (action === 'hours') return adjustShiftHours({ shiftId, startTime: a, endTime: b }).then(() => `Hours set to ${a}–${b}; the shift was re-priced.`)
      if (action === 'bonus') return addShiftBonus({ shiftId, bonusAmount: Number(a), bonusDescription: b }).then(() => `Added a ${formatDollars(Number(a))} bonus.`)
      if (action === 'rate') return updateShiftRate({ shiftId, rate: Number(a) }).then(() => `The rate is now ${formatDollars(Number(a))}/h.`)
      return cancelShift({ shiftId, cancelationReason: a, banProvider: ban }).then(() => `The shift was canceled and the facility refunded${ban ? '; the provider is banned from this facility' : ''}.`)
    },
    onSuccess: (notice) => {
      onDone(notice)
      close()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'shifts'] }),
  })
  const close = () => {
    setA('')
    setB('')
    setBan(false)
    run.reset()
    onClose()
  }
  const titles: Record<Exclude<Action, null>, string> = { hours: 'Adjust the hours worked', bonus: 'Add a bonus', rate: 'Change the rate', cancel: 'Cancel this shift?' }
  const confirm: Record<Exclude<Action, null>, string> = { hours: 'Re-price the shift', bonus: 'Pay the bonus', rate: 'Change the rate', cancel: 'Cancel and refund' }
  return (
    <Dialog
      open={action !== null}
      onClose={close}
      title={action ? titles[action] : ''}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Back
          </Button>
          <Button variant={action === 'cancel' ? 'danger' : 'primary'} loading={run.isPending} onClick={() => run.mutate()}>
            {action ? confirm[action] : ''}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {action === 'hours' && (
          <>
            <p className="text-sm text-slate-600">The facility's local times. Fewer hours refund the facility the difference; more hours charge it.</p>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Started" required>
                <Input type="time" value={a} onChange={(e) => setA(e.target.value)} />
              </Field>
              <Field label="Ended" required>
                <Input type="time" value={b} onChange={(e) => setB(e.target.value)} />
              </Field>
            </div>
          </>
        )}
        {action === 'bonus' && (
          <>
            <p className="text-sm text-slate-600">Charged to the facility with its own invoice and paid to {hired ?? 'the hired provider'}, shown in their payments as a Bonus.</p>
            <Field label="Amount in dollars" required>
              <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={a} onChange={(e) => setA(e.target.value)} />
            </Field>
            <Field label="What it is for" required>
              <Textarea rows={2} maxLength={500} value={b} onChange={(e) => setB(e.target.value)} />
            </Field>
          </>
        )}
        {action === 'rate' && (
          <>
            <p className="text-sm text-slate-600">Only while the shift is in progress. Now {formatDollars(currentRate)}/h; the facility is charged or refunded the difference at once.</p>
            <Field label="New hourly rate in dollars" required>
              <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={a} onChange={(e) => setA(e.target.value)} />
            </Field>
          </>
        )}
        {action === 'cancel' && (
          <>
            <p className="text-sm text-slate-600">The facility is refunded in full{hired ? ` and ${hired} is told` : ''}.</p>
            <Field label="Reason" required>
              <Textarea rows={3} maxLength={500} value={a} onChange={(e) => setA(e.target.value)} />
            </Field>
            {hired && <Checkbox label={`Ban ${hired} from this facility`} checked={ban} onChange={(e) => setBan(e.target.checked)} />}
          </>
        )}
        {run.isError && <Alert tone="error">{errorMessage(run.error)}</Alert>}
      </div>
    </Dialog>
  )
}
