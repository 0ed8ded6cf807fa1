/**
 * An inline form on a tinted panel: its fields, the message a refused save left (above the
 * buttons, where the eye goes next), then Cancel and the submit button. The profile's forms
 * (licenses, certifications, jobs, schools) all open in place like this.
 */
import type { FormEvent, ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import { cx } from './cx'

export function FormPanel({
  label,
  onSubmit,
  formMessage,
  saving,
  submitLabel,
  cancelLabel = 'Cancel',
  onCancel,
  className,
  children,
}: {
  /** The form's accessible name, where a heading inside does not give it one. */
  label?: string
  onSubmit: (event: FormEvent) => void
  formMessage: string | null
  saving: boolean
  submitLabel: string
  cancelLabel?: string
  onCancel: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className={cx('flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-4', className)}>
      {children}
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
