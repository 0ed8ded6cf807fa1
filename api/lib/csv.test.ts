import { describe, expect, test } from 'bun:test'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import { providers } from '../db/schema'
import type { AppContext } from '../context'
import { silentLogger } from '../logger'
import { csvHeader, csvLines, csvResponse, csvRows, csvText, dollars, dollarsOf, keysetAfter, keysetNext, type CsvColumn } from './csv'

const ctx = { clock: { now: () => new Date('2026-11-28T10:00:00Z') }, log: silentLogger } as unknown as AppContext

describe('cells', () => {
  test('RFC 4180 quoting: commas, quotes and line breaks', () => {
    expect(csvLines([['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf']])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\r\nlf"\n')
    expect(csvLines([])).toBe('')
  })

  test('text that a spreadsheet would run as a formula is kept as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvText(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`)
    expect(csvLines([['=HYPERLINK("http://x","y")', '+1 512 555 0100', '@home', 'Rx=fine']])).toBe(`"'=HYPERLINK(""http://x"",""y"")",'+1 512 555 0100,'@home,Rx=fine\n`)
    // A formula start that also needs quoting: guarded first, then quoted.
    expect(csvLines([['-1,2']])).toBe(`"'-1,2"\n`)
  })

  test('numbers, booleans, dates and money are never guarded: a negative amount stays a number', () => {
    expect(csvLines([[-5, true, false, null, undefined, new Date('2026-01-02T03:04:05.678Z'), dollars(-1250), dollars(7), dollars(null), Number.NaN]])).toBe(
      '-5,true,false,,,2026-01-02T03:04:05.678Z,-12.50,0.07,,\n',
    )
  })

  test('money in dollars with two decimals, from cents or from a dollar amount', () => {
    expect(String(dollars(123_456))).toBe('1234.56')
    expect(String(dollars(0))).toBe('0.00')
    expect(String(dollars(-5))).toBe('-0.05')
    expect(String(dollarsOf(65.5))).toBe('65.50')
    expect(String(dollarsOf(0.1 + 0.2))).toBe('0.30')
    expect(dollarsOf(null)).toBeNull()
  })

  test('columns give the header and the rows', () => {
    const columns: CsvColumn<{ name: string; cents: number }>[] = [
      { header: 'name', cell: (r) => r.name },
      { header: 'amount', cell: (r) => dollars(r.cents) },
    ]
    expect(csvHeader(columns)).toBe('name,amount\n')
    expect(csvRows(columns, [{ name: 'Ann, Rx', cents: 100 }])).toBe('"Ann, Rx",1.00\n')
  })

  test('keysetAfter: a range on the leading key (an index seeks to the cursor), then the order of the keys', () => {
    const at = new Date('2026-01-01T00:00:00Z')
    const { sql, params } = new SQLiteSyncDialect().sqlToQuery(keysetAfter('desc', [[providers.createdAt, at], [providers.id, 'p1']]))
    expect(sql).toBe('("providers"."created_at" <= ? and ("providers"."created_at" < ? or ("providers"."created_at" = ? and "providers"."id" < ?)))')
    expect(params).toEqual([at.getTime(), at.getTime(), at.getTime(), 'p1'])
    expect(new SQLiteSyncDialect().sqlToQuery(keysetAfter('asc', [[providers.id, 'p1']])).sql).toBe('("providers"."id" >= ? and "providers"."id" > ?)')
  })

  test('keysetNext: the last row of a full page, null after a short one', () => {
    expect(keysetNext([1, 2, 3], 3, (n) => n * 10)).toBe(30)
    expect(keysetNext([1, 2], 3, (n) => n * 10)).toBeNull()
    expect(keysetNext([], 3, (n: number) => n)).toBeNull()
  })
})

describe('the streamed answer', () => {
  test('headers: text/csv in UTF-8, an attachment named after the table and the day', () => {
    const res = csvResponse({ ctx, name: 'organizations', header: 'a\n', readPage: async () => ({ lines: '', next: null }) })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="organizations-2026-11-28.csv"')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  test('the header, then one page a read, each from the cursor the last page ended on; nothing is read ahead of the client', async () => {
    const table = Array.from({ length: 7 }, (_, i) => i + 1)
    const asked: (number | null)[] = []
    const res = csvResponse<number>({
      ctx,
      name: 'numbers',
      header: 'n\n',
      async readPage(cursor) {
        asked.push(cursor)
        const rows = table.filter((n) => n > (cursor ?? 0)).slice(0, 3)
        return { lines: csvLines(rows.map((n) => [n])), next: keysetNext(rows, 3, (n) => n) }
      },
    })
    expect(res.body).toBeInstanceOf(ReadableStream)
    const reader = res.body!.getReader()
    const read = async () => new TextDecoder().decode((await reader.read()).value)
    expect(await read()).toBe('n\n')
    expect(await read()).toBe('1\n2\n3\n')
    // The stream asks for a page only when the one before was taken.
    expect(asked.length).toBeLessThanOrEqual(2)
    expect(await read()).toBe('4\n5\n6\n')
    expect(await read()).toBe('7\n')
    expect((await reader.read()).done).toBe(true)
    expect(asked).toEqual([null, 3, 6])
  })

  test('a full last page is followed by an empty read that ends the file', async () => {
    const asked: (number | null)[] = []
    const res = csvResponse<number>({
      ctx,
      name: 'numbers',
      header: 'n\n',
      async readPage(cursor) {
        asked.push(cursor)
        const rows = [1, 2].filter((n) => n > (cursor ?? 0))
        return { lines: csvLines(rows.map((n) => [n])), next: keysetNext(rows, 2, (n) => n) }
      },
    })
    expect(await res.text()).toBe('n\n1\n2\n')
    expect(asked).toEqual([null, 2])
  })

  test('a failing read ends the stream with an error', async () => {
    const res = csvResponse({ ctx, name: 'broken', header: 'n\n', readPage: async () => Promise.reject(new Error('disk gone')) })
    await expect(res.text()).rejects.toThrow('disk gone')
  })
})
