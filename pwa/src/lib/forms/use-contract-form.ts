/**
 * A form whose values are kept flat, keyed by the contract's error paths
 * (`personalInformation.firstName`), so a field, its value and its message share one name: the
 * sign-up forms. Validation is `useContractChecks`; `toBody` turns the values into the body.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react'
import type { TSchema } from '@sinclair/typebox'
import type { Contract } from '@shared/validation/validate'
import { fieldId } from './fields'
import { useContractChecks } from './use-contract-checks'

export type FormValue = string | boolean | string[]
export type FormValues = Record<string, FormValue>

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
  const body = useMemo(() => toBody(values), [toBody, values])
  const checks = useContractChecks(contract, body)
  const { clearServerError, reveal } = checks

  const setValue = useCallback(
    (field: string, value: FormValue) => {
      setValues((prev) => (prev[field] === value ? prev : { ...prev, [field]: value }))
      clearServerError(field)
    },
    [clearServerError],
  )

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

  return {
    values,
    body,
    setValue,
    reveal,
    error: checks.error,
    /** Reveals the fields' messages; answers the first field (in the given order) that has one. */
    check: (fields: readonly string[]) => checks.submit(fields),
    showServerErrors: checks.showServerErrors,
    text,
    checkbox,
    list,
  }
}
