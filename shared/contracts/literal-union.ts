import { Type, type SchemaOptions, type TLiteral, type TUnion } from '@sinclair/typebox'

type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> }

/**
 * A union of string literals from a constant list, typed as a tuple of literals so both
 * TypeBox's and Elysia's type inference see the exact values (a mapped array infers `never`).
 */
export function literalUnion<const T extends readonly string[]>(values: T, options?: SchemaOptions): TUnion<LiteralTuple<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<LiteralTuple<T>>
}
