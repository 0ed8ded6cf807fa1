/**
 * One entry point for checking a value against a shared contract: the schema's rules first,
 * then the contract's cross-field rules. The PWA calls it on every keystroke; the API calls it
 * through the route's body schema and the verb's `assertValid`.
 */
import { Kind, type Static, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import './formats'
import { toFieldErrors, type FieldError } from './messages'

export type { FieldError } from './messages'

/** A contract: a TypeBox schema plus the rules that need more than one field. */
export interface Contract<S extends TSchema> {
  schema: S
  refine?: (value: Static<S>) => FieldError[]
}

function isContract<S extends TSchema>(value: Contract<S> | S): value is Contract<S> {
  return !(Kind in value) && 'schema' in value
}

export function validate<S extends TSchema>(contract: Contract<S> | S, value: unknown): FieldError[] {
  const { schema, refine } = isContract(contract) ? contract : { schema: contract, refine: undefined }
  const errors = toFieldErrors(Value.Errors(schema, value))
  if (refine && errors.length === 0) errors.push(...refine(value as Static<S>))
  return errors
}

/** The errors of one field, for showing under an input. */
export function errorFor(errors: FieldError[], field: string): string | undefined {
  return errors.find((e) => e.field === field)?.message
}
