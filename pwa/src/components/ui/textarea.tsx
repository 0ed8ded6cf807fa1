import type { Ref, TextareaHTMLAttributes } from 'react'
import { controlClasses, useFieldControl } from './field'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>
}

export function Textarea({ className, rows = 4, ...rest }: TextareaProps) {
  const control = useFieldControl()
  return (
    <textarea
      {...control}
      rows={rows}
      {...rest}
      className={controlClasses(Boolean(control['aria-invalid']), `min-h-24 py-2.5 leading-relaxed ${className ?? ''}`)}
    />
  )
}
