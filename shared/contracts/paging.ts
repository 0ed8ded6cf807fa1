/**
 * Paged lists (api-contract "Lists"): `page` from 1 to MAX_PAGE, `pageSize` 1–100, and the
 * answer's `pagination`. The upper bound keeps every offset a small integer: with none,
 * `page=99999999999999999999` reached SQLite as a float offset and failed there (500).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** The last page any list may be asked for: 100 million rows in, at the largest page size. */
export const MAX_PAGE = 1_000_000

export const pageQuery = (defaultPageSize = 10) => ({
  page: Type.Optional(
    // Numbers (not integers) so query strings are coerced; `multipleOf` keeps them whole.
    Type.Number({
      minimum: 1,
      maximum: MAX_PAGE,
      multipleOf: 1,
      default: 1,
      messages: {
        minimum: 'Page number must be greater than or equal to 1',
        maximum: `Page number must be at most ${MAX_PAGE.toLocaleString('en-US')}`,
        default: 'Page number must be a whole number',
      },
    }),
  ),
  pageSize: Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: 100,
      multipleOf: 1,
      default: defaultPageSize,
      messages: {
        minimum: 'Page size must be greater than or equal to 1',
        maximum: 'Page size must be at most 100',
        default: 'Page size must be a whole number',
      },
    }),
  ),
})

export const PageQuery = Type.Object(pageQuery())
export type PageQuery = Static<typeof PageQuery>

export const Pagination = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totalItems: Type.Integer(),
  totalPages: Type.Integer(),
  hasNextPage: Type.Boolean(),
})
export type Pagination = Static<typeof Pagination>

export const Paged = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), pagination: Pagination })
