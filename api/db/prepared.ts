/**
 * Queries built once per connection. drizzle turns a query into SQL text every time it runs,
 * which at national scale was a third of a small request's CPU (scripts/bench/README.md); a
 * prepared query keeps its text and compiled statement and only binds `sql.placeholder`s.
 *
 * Placeholders bind the driver's value as given: instants as epoch milliseconds, booleans as
 * 0/1, lists as JSON text (read back with `json_each`).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from './client'

const preparedByConnection = new WeakMap<Tx, Map<(db: Tx) => unknown, unknown>>()

/** The query `build` makes on `db`, built the first time and kept while `db` lives. */
export function prepared<T>(db: Tx, build: (db: Tx) => T): T {
  let queries = preparedByConnection.get(db)
  if (!queries) preparedByConnection.set(db, (queries = new Map()))
  let query = queries.get(build) as T | undefined
  if (query === undefined) {
    query = build(db)
    queries.set(build, query)
  }
  return query
}

/**
 * A value bound when a prepared write runs, in `set()` and `values()`: the driver's value as
 * given, like a placeholder in a condition (drizzle would otherwise encode it by the column's
 * type, but only in those two places).
 */
export function bound(name: string): SQL {
  return sql`${sql.placeholder(name)}`
}
