/**
 * Form state for a shared contract. Values are kept flat, keyed by the contract's error paths
 * (`personalInformation.firstName`), so a field, its value and its message share one name.
 *
 * The form validates the whole body with the same `validate(contract, body)` the API runs, and
 * shows a field's message once the field has been left (blurred) or its step submitted.
 * Errors the API sends back are shown on their fields until the field is edited again.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react'
import type { TSchema } from '@sinclair/typebox'
import { validate, type Contract, type FieldError } from '@shared/validation/validate'

export type FormValue = string | boolean | string[]
export type FormValues = Record<string, FormValue>

/** The DOM id of a field's control, derived from its contract path. */
export function fieldId(field: string): string {
  return `f-${field.replace(/[^A-Za-z0-9]+/g, '-')}`
}

/** Empty text is "not given": the contract then reports "… is required" rather than a format error. */
export function textOrUndefined(value: FormValue | undefined, { trim = true } = {}): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = trim ? value.trim() : value
  return v === '' ? undefined : v
}

function checkAll<S extends TSchema>(contract: Contract<S>, body: unknown): FieldError[] {
  const errors = validate(contract, body)
  // The contract's cross-field rules only run once the schema passes; run them now as well so
  // "Please specify" shows while other steps are still incomplete.
  if (contract.refine && errors.length > 0) {
    try {
      for (const extra of contract.refine(body as never)) {
        if (!errors.some((e) => e.field === extra.field)) errors.push(extra)
      }
    } catch {
      // The body is still too incomplete for the cross-field rules.
    }
  }
  return errors
}

export function focusField(field: string): void {
  const el = document.getElementById(fieldId(field))
  if (!el) return
  const target = el.matches('input, select, textarea, button') ? el : el.querySelector<HTMLElement>('input, select, textarea, button')
  el.scrollIntoView({ block: 'center', behavior: 'smooth' })
  target?.focus({ preventScroll: true })
}

export function useContractForm<S extends TSchema>({
  contract,
  initialValues,
  toBody,
}: {
  contract: Contract<S>
  initialValues: FormValues
  toBody: (values: FormValues) => unknown
}) {
  const [values, setValues] = useState<FormValues>(initialValues)
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set())
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const body = useMemo(() => toBody(values), [toBody, values])
  const clientErrors = useMemo(() => checkAll(contract, body), [contract, body])

  const setValue = useCallback((field: string, value: FormValue) => {
    setValues((prev) => (prev[field] === value ? prev : { ...prev, [field]: value }))
    setServerErrors((prev) => {
      if (!(field in prev)) return prev
      const next = { ...prev }
      delete next[field]
      return next
    })
  }, [])

  const reveal = useCallback((fields: readonly string[]) => {
    setRevealed((prev) => (fields.every((f) => prev.has(f)) ? prev : new Set([...prev, ...fields])))
  }, [])

  const error = (field: string): string | undefined =>
    serverErrors[field] ?? (revealed.has(field) ? clientErrors.find((e) => e.field === field)?.message : undefined)

  /** Reveals the fields' messages; answers the first field (in the given order) that has one. */
  const check = (fields: readonly string[]): string | undefined => {
    reveal(fields)
    return fields.find((f) => serverErrors[f] || clientErrors.some((e) => e.field === f))
  }

  /** Puts the API's field errors on their fields; answers those that match no field on the form. */
  const showServerErrors = (errors: readonly FieldError[], known: readonly string[]): FieldError[] => {
    const next: Record<string, string> = {}
    const unmatched: FieldError[] = []
    for (const e of errors) {
      if (known.includes(e.field)) next[e.field] ??= e.message
      else unmatched.push(e)
    }
    setServerErrors(next)
    return unmatched
  }

  const text = (field: string) => ({
    id: fieldId(field),
    name: field,
    value: typeof values[field] === 'string' ? (values[field] as string) : '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(field, e.target.value),
    onBlur: () => reveal([field]),
  })

  const checkbox = (field: string) => ({
    id: fieldId(field),
    name: field,
    checked: values[field] === true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(field, e.target.checked),
  })

  const list = (field: string): string[] => (Array.isArray(values[field]) ? (values[field] as string[]) : [])

  return { values, body, setValue, reveal, error, check, showServerErrors, text, checkbox, list }
}

export type ContractForm = ReturnType<typeof useContractForm>
