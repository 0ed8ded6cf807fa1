import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { Check } from 'lucide-react'
import { FieldError } from './field'
import { cx } from './cx'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  description?: ReactNode
  error?: string
}

export function Checkbox({ label, description, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId()
  const inputId = id ?? `check${generated.replace(/:/g, '')}`
  const descriptionId = description ? `${inputId}-description` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
            className={cx(
              'peer size-5 cursor-pointer appearance-none rounded-md border bg-white shadow-xs transition-colors',
              'checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              error ? 'border-red-500' : 'border-slate-400',
            )}
            {...rest}
          />
          <Check aria-hidden strokeWidth={3} className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100" />
        </span>
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug text-slate-800">
          {label}
          {description && (
            <span id={descriptionId} className="mt-0.5 block text-[0.8rem] text-slate-500">
              {description}
            </span>
          )}
        </label>
      </div>
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  )
}
