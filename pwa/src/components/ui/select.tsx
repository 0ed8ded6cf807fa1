import type { Ref, SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { controlClasses, useFieldControl } from './field'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[]
  /**
   * Shown while nothing is chosen. Only then: a menu that always has a value (a sort order, a
   * filter with "All") never lists it, and once something is picked it cannot be chosen back.
   */
  placeholder?: string
  ref?: Ref<HTMLSelectElement>
}

/** The native select: the best picker on every phone, styled to match the other controls. */
export function Select({ options, placeholder = 'Select…', className, value, ...rest }: SelectProps) {
  const control = useFieldControl()
  const empty = value === '' || (value === undefined && rest.defaultValue === undefined)
  return (
    <div className="relative">
      <select
        {...control}
        value={value}
        {...rest}
        className={controlClasses(
          Boolean(control['aria-invalid']),
          `h-11 cursor-pointer appearance-none pr-10 ${empty ? 'text-slate-400' : ''} ${className ?? ''}`,
        )}
      >
        {empty && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} className="text-slate-900">
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  )
}
