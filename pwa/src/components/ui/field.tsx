/**
 * A labelled form control with its hint and error. The control inside (Input, Select,
 * Textarea, ChipPicker) reads its id and ARIA wiring from context, so every input gets a
 * visible label, `aria-invalid` when in error and `aria-describedby` pointing at the error
 * and hint texts — screen readers announce the same words sighted users read.
 */
import { createContext, useContext, useId, type ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import { cx } from './cx'

interface FieldContextValue {
  id: string
  describedBy: string | undefined
  invalid: boolean
  required: boolean
}

const FieldContext = createContext<FieldContextValue | null>(null)

/** ARIA props for a control inside a Field; empty outside one. */
export function useFieldControl(): {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
} {
  const field = useContext(FieldContext)
  if (!field) return {}
  return {
    id: field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
  }
}

export interface FieldProps {
  label: ReactNode
  /** Stable id for the control; generated when absent. */
  id?: string
  hint?: ReactNode
  error?: string
  required?: boolean
  optional?: boolean
  className?: string
  children: ReactNode
}

export function Field({ label, id, hint, error, required = false, optional = false, className, children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? `field${generated.replace(/:/g, '')}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <div className={cx('flex flex-col gap-1.5', className)}>
        <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
          {label}
          {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
        </label>
        {children}
        {error && <FieldError id={errorId!}>{error}</FieldError>}
        {hint && (
          <p id={hintId} className="text-[0.8rem] leading-snug text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-[0.8rem] font-medium leading-snug text-red-700">
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span data-field-error>{children}</span>
    </p>
  )
}

/** Shared look of text-like controls; the error state wins over focus colours. */
export function controlClasses(invalid: boolean, className?: string): string {
  return cx(
    'block w-full rounded-xl border bg-white px-3.5 text-[0.95rem] text-slate-900 shadow-xs transition-colors',
    'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    'focus:outline-none focus-visible:outline-none focus:ring-4',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-500/15'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:ring-brand-500/20',
    className,
  )
}
