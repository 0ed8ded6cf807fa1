/**
 * "Withdraw my application if I'm not hired within …": the `expirationOptions` of an
 * application (units HOURS, DAYS, WEEKS; 1–1000), counted from when it is sent.
 */
import { EXPIRATION_UNITS, type ExpirationOptions } from '@shared/contracts/applications'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'

export interface ExpirationValue {
  enabled: boolean
  amount: string
  unit: (typeof EXPIRATION_UNITS)[number]
}

export const DEFAULT_EXPIRATION: ExpirationValue = { enabled: false, amount: '2', unit: 'DAYS' }

const UNIT_LABELS = { HOURS: 'Hours', DAYS: 'Days', WEEKS: 'Weeks' } as const

export function toExpirationOptions(value: ExpirationValue): ExpirationOptions {
  if (!value.enabled) return { expirationEnabled: false }
  return { expirationEnabled: true, unit: value.unit, unitAmount: value.amount.trim() === '' ? Number.NaN : Number(value.amount) }
}

export function ExpirationFields({ value, onChange, error }: { value: ExpirationValue; onChange: (v: ExpirationValue) => void; error?: string }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Application expiration</legend>
      <Checkbox
        label="Withdraw my application if I'm not hired in time"
        description="Useful when you may book something else. Counted from when the application is sent."
        checked={value.enabled}
        onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
      />
      {value.enabled && (
        <div className="grid grid-cols-2 gap-3 pl-8">
          <Field label="After" error={error}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              step={1}
              value={value.amount}
              onChange={(e) => onChange({ ...value, amount: e.target.value })}
            />
          </Field>
          <Field label="Unit">
            <Select
              value={value.unit}
              onChange={(e) => onChange({ ...value, unit: e.target.value as ExpirationValue['unit'] })}
              options={EXPIRATION_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }))}
            />
          </Field>
        </div>
      )}
    </fieldset>
  )
}
