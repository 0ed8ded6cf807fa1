/**
 * The core of every form: a body checked against a shared contract with the same
 * `validate(contract, body)` the API runs, so the messages on screen are the API's own.
 *
 * The form keeps its values however suits it (flat fields, a draft with days and slots, a
 * dialog's few states) and hands the body it would send. A field's message shows once the field
 * was left (`touch`) or the form submitted (`submit`); it then follows the value as it changes.
 * Errors the API sends back (`showServerErrors`) stay on their fields until the field is edited.
 */
import { useCallback, useMemo, useState } from 'react'
import type { TSchema } from '@sinclair/typebox'
import { validate, type Contract, type FieldError } from '@shared/validation/validate'

export interface ContractChecksOptions {
  /**
   * Words for fields the person fills differently from how the contract names them: a facility
   * picked by name, not typed as an id ("Choose a facility first.").
   */
  relabel?: Readonly<Record<string, string>>
}

/** Every error of the body, the contract's cross-field rules included. */
function checkBody<S extends TSchema>(contract: Contract<S> | S, body: unknown): FieldError[] {
  const errors = validate(contract, body)
  const refine = 'refine' in contract ? (contract as Contract<S>).refine : undefined
  // The cross-field rules only run once the schema passes; run them now as well so "Please
  // specify" shows while other fields are still incomplete.
  if (refine && errors.length > 0) {
    try {
      for (const extra of refine(body as never)) {
        if (!errors.some((e) => e.field === extra.field)) errors.push(extra)
      }
    } catch {
      // The body is still too incomplete for the cross-field rules.
    }
  }
  return errors
}

/** Whether `field` is `prefix` or lies inside it (`expirationOptions.unitAmount`, `shiftDays[0].date`). */
const within = (field: string, prefix: string) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`)

export function useContractChecks<S extends TSchema>(contract: Contract<S> | S, body: unknown, { relabel }: ContractChecksOptions = {}) {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({})

  const errors = useMemo(
    () => checkBody(contract, body).map((e) => (relabel?.[e.field] ? { field: e.field, message: relabel[e.field]! } : e)),
    [contract, body, relabel],
  )
  const shown = (field: string) => submitted || revealed.has(field)

  /** A field's message: the API's answer first, then the contract's once the field is revealed. */
  const error = (field: string): string | undefined =>
    serverErrors[field] ?? (shown(field) ? errors.find((e) => e.field === field)?.message : undefined)

  /** The first message about a field or anything inside it (an object or list field). */
  const errorWithin = (prefix: string): string | undefined => {
    const server = Object.entries(serverErrors).find(([field]) => within(field, prefix))
    if (server) return server[1]
    return errors.find((e) => within(e.field, prefix) && shown(e.field))?.message
  }

  /** The form's first message, for dialogs that show one line rather than one per field. */
  const firstError = (): string | undefined => Object.values(serverErrors)[0] ?? errors.find((e) => shown(e.field))?.message

  const reveal = useCallback((fields: readonly string[]) => {
    setRevealed((prev) => (fields.every((f) => prev.has(f)) ? prev : new Set([...prev, ...fields])))
  }, [])
  const touch = useCallback((field: string) => reveal([field]), [reveal])

  /**
   * A submit: reveals the messages (of `fields`, a step of a longer form, or all of them) and
   * answers the first field that still has one, in the order given, or the contract's order.
   */
  const submit = (fields?: readonly string[]): string | undefined => {
    if (fields) {
      reveal(fields)
      return fields.find((f) => serverErrors[f] || errors.some((e) => e.field === f))
    }
    setSubmitted(true)
    return Object.keys(serverErrors)[0] ?? errors[0]?.field
  }

  /** Puts the API's field errors on their fields; answers those that match no field of `known`. */
  const showServerErrors = useCallback((list: readonly FieldError[], known?: readonly string[]): FieldError[] => {
    const next: Record<string, string> = {}
    const unmatched: FieldError[] = []
    for (const e of list) {
      if (!known || known.includes(e.field)) next[e.field] ??= e.message
      else unmatched.push(e)
    }
    setServerErrors(next)
    return unmatched
  }, [])

  /** An edited field's server error no longer applies. */
  const clearServerError = useCallback((field: string) => {
    setServerErrors((prev) => {
      if (!(field in prev)) return prev
      const { [field]: _, ...rest } = prev
      return rest
    })
  }, [])

  /** Back to a fresh form: nothing revealed, no server errors. */
  const reset = useCallback(() => {
    setRevealed(new Set())
    setSubmitted(false)
    setServerErrors({})
  }, [])

  return { errors, isValid: errors.length === 0, error, errorWithin, firstError, touch, reveal, submit, showServerErrors, clearServerError, reset }
}
