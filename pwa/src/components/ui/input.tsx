import type { InputHTMLAttributes, Ref } from 'react'
import { controlClasses, useFieldControl } from './field'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>
}

export function Input({ className, ...rest }: InputProps) {
  const control = useFieldControl()
  return <input {...control} {...rest} className={controlClasses(Boolean(control['aria-invalid']), `h-11 ${className ?? ''}`)} />
}
