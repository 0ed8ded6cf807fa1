import { useState } from 'react'
import type { FieldError } from '@shared/validation/validate'
import { ApiError, errorMessage } from '../api'
import { focusField } from './fields'

/**
 * Puts a refused submit's answer where people will see it: field errors under their fields
 * (400, and a 409 without field errors, "e-mail taken", on the e-mail when the form has one),
 * anything else as one message above the button. Answers the form-level message, if any, and
 * the fields that received an error.
 */
export function routeSubmitError(
  error: unknown,
  knownFields: readonly string[],
  showServerErrors: (errors: readonly FieldError[], known: readonly string[]) => FieldError[],
): { formMessage: string | null; fields: string[] } {
  if (!(error instanceof ApiError)) return { formMessage: errorMessage(error), fields: [] }
  let fieldErrors = error.errors
  if (error.status === 409 && fieldErrors.length === 0 && knownFields.includes('email')) fieldErrors = [{ field: 'email', message: error.message }]
  if (fieldErrors.length === 0) {
    showServerErrors([], knownFields)
    return { formMessage: error.message, fields: [] }
  }
  const unmatched = showServerErrors(fieldErrors, knownFields)
  const fields = fieldErrors.map((e) => e.field).filter((f) => knownFields.includes(f))
  return { formMessage: fields.length === 0 || unmatched.length > 0 ? (unmatched[0]?.message ?? error.message) : null, fields }
}

/**
 * A form's message of a refused save and the mutation's `onError` that fills it: field errors
 * go under their fields (see `routeSubmitError`) and the first of them takes the focus.
 */
export function useSubmitErrors(
  knownFields: readonly string[],
  showServerErrors: (errors: readonly FieldError[], known: readonly string[]) => FieldError[],
  focus: (field: string) => void = focusField,
) {
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const onError = (error: unknown) => {
    const { formMessage: message, fields } = routeSubmitError(error, knownFields, showServerErrors)
    setFormMessage(message)
    if (fields[0]) focus(fields[0])
  }
  return { formMessage, setFormMessage, onError }
}
