/**
 * CSV files of the admin panel's tables (issue 16 §9) and the shifts export: one way to write a
 * cell, one way to stream a table.
 *
 * Cells. Quoting is RFC 4180 (csv-stringify: a cell with a comma, a quote or a line break is
 * quoted, its quotes doubled). Text that a spreadsheet would run as a formula — starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP "CSV Injection") — is written with a
 * leading `'`, so a provider named `=HYPERLINK(…)` stays a name. Only text is guarded: numbers,
 * booleans, dates and money are written by this file and never start a formula (a negative
 * amount stays a number a spreadsheet can sum).
 *
 * Money: `dollars(cents)` writes dollars with exactly two decimals (`-12.50`); a list whose
 * field is in cents (`…InCents`) keeps that column beside the dollars (docs/decisions.md
 * "CSV exports").
 *
 * Streaming. `csvResponse` answers a `ReadableStream` that asks `readPage` for one page (at
 * most `CSV_PAGE_ROWS` rows) each time the client is ready for more: the header first, then a
 * page a pull. A page starts where the last one stopped (a keyset cursor the reader returns), so
 * each page costs the same however far into the table, nothing larger than a page is held in
 * memory, a slow client slows the reads, and other requests run between two pages.
 */
import { stringify } from 'csv-stringify/sync'
import { and, eq, gt, gte, lt, lte, or, type Column, type SQL } from 'drizzle-orm'
import type { AppContext } from '../context'

/** Rows a page of an export reads from the database. */
export const CSV_PAGE_ROWS = 500

/** An amount of money, written in dollars with two decimals. */
export class Dollars {
  constructor(readonly cents: number) {}
  toString(): string {
    const cents = Math.round(this.cents)
    const abs = Math.abs(cents)
    return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  }
}

/** `cents` as dollars with two decimals; null stays an empty cell. */
export const dollars = (cents: number | null | undefined): Dollars | null => (cents === null || cents === undefined ? null : new Dollars(cents))

/** An amount a list gives in dollars (`65.5`), written with two decimals (`65.50`). */
export const dollarsOf = (amount: number | null | undefined): Dollars | null => (amount === null || amount === undefined ? null : new Dollars(Math.round(amount * 100)))

export type CsvCell = string | number | boolean | Date | Dollars | null | undefined

/** Text a spreadsheet would evaluate: `=`, `+`, `-`, `@`, tab, carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell as text, before quoting. */
export function csvText(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Dollars) return value.toString()
  return Number.isFinite(value) ? String(value) : ''
}

/** Lines of a CSV file (each ending in `\n`), quoted as RFC 4180 asks. */
export function csvLines(rows: CsvCell[][]): string {
  if (rows.length === 0) return ''
  return stringify(rows.map((row) => row.map(csvText)))
}

/** A column of an export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string
  cell: (row: Row) => CsvCell
}

export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[]) => csvLines([columns.map((c) => c.header)])

export const csvRows = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) => csvLines(rows.map((row) => columns.map((c) => c.cell(row))))

/** One page of an export: its lines, and where the next page starts (null: this was the last). */
export interface CsvPage<Cursor> {
  lines: string
  next: Cursor | null
}

/**
 * The page a keyset read ended on: `next` is the last row's cursor when the page was full (there
 * may be more), null when it came back short (the table has no more rows).
 */
export function keysetNext<Row, Cursor>(rows: readonly Row[], limit: number, cursorOf: (row: Row) => Cursor): Cursor | null {
  return rows.length < limit || rows.length === 0 ? null : cursorOf(rows[rows.length - 1]!)
}

/**
 * Rows after a cursor in the order of `keys` (all ascending or all descending): `(a, b) > (x, y)`
 * as `a >= x AND (a > x OR (a = x AND b > y))`. The leading range lets SQLite seek its index on `a`
 * to the cursor, so a page reads its own rows; the lexicographic OR alone would make each page
 * walk the index from the top again, and a whole export read the table once a page.
 */
export function keysetAfter(direction: 'asc' | 'desc', keys: [Column, unknown][]): SQL {
  const beyond = direction === 'asc' ? gt : lt
  const from = direction === 'asc' ? gte : lte
  const [first] = keys
  const tiers = keys.map(([column, value], i) => and(...keys.slice(0, i).map(([c, v]) => eq(c, v)), beyond(column, value)))
  return and(from(first![0], first![1]), or(...tiers))!
}

export interface CsvExport<Cursor> {
  ctx: AppContext
  /** The file's name before the date and `.csv`: `organizations` → `organizations-2026-11-28.csv`. */
  name: string
  /** The header line (`csvHeader(columns)`). */
  header: string
  /** Reads the page after `cursor` (null: the first page). */
  readPage: (cursor: Cursor | null) => Promise<CsvPage<Cursor>>
}

/** The streamed CSV answer: `text/csv; charset=utf-8`, an attachment named after the table and today. */
export function csvResponse<Cursor>({ ctx, name, header, readPage }: CsvExport<Cursor>): Response {
  const encoder = new TextEncoder()
  let cursor: Cursor | null = null
  let headerSent = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true
          controller.enqueue(encoder.encode(header))
          return
        }
        const page: CsvPage<Cursor> = await readPage(cursor)
        if (page.lines) controller.enqueue(encoder.encode(page.lines))
        if (page.next === null) controller.close()
        else cursor = page.next
      } catch (error) {
        ctx.log.error(`${name} CSV export failed`, { error: error instanceof Error ? error.message : String(error) })
        controller.error(error)
      }
    },
  })
  const stamp = ctx.clock.now().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${stamp}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
