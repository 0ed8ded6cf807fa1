import { useId, type ReactNode } from 'react'
import { cx } from './cx'
import { FieldError } from './field'

export interface RadioCardOption {
  value: string
  label: string
  description?: string
  icon?: ReactNode
}

export interface RadioCardsProps {
  legend: ReactNode
  name: string
  value: string
  options: readonly RadioCardOption[]
  onChange: (value: string) => void
  optional?: boolean
  error?: string
  columns?: 2 | 3
  /** Lets a form move focus to the group when it holds the first error. */
  id?: string
}

/** A radio group drawn as selectable cards: large touch targets for short option lists. */
export function RadioCards({ id, legend, name, value, options, onChange, optional, error, columns = 3 }: RadioCardsProps) {
  const generated = useId().replace(/:/g, '')
  const groupId = id ?? `radios${generated}`
  const errorId = error ? `${groupId}-error` : undefined
  return (
    <fieldset id={groupId} aria-describedby={errorId} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </legend>
      <div className={cx('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((o) => {
          const checked = value === o.value
          return (
            <label
              key={o.value}
              className={cx(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 shadow-xs transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
                className="sr-only"
              />
              {o.icon && <span className={cx('mt-0.5', checked ? 'text-brand-700' : 'text-slate-500')}>{o.icon}</span>}
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-slate-900">{o.label}</span>
                {o.description && <span className="text-[0.8rem] leading-snug text-slate-500">{o.description}</span>}
              </span>
            </label>
          )
        })}
      </div>
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </fieldset>
  )
}
