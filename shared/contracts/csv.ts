/**
 * The admin panel's CSV exports (issue 16 §9): a `text/csv` file, streamed page by page. Each
 * export takes its list's filters (its list's query without `page` and `pageSize`: every row the
 * filters keep). The columns, money and escaping: docs/decisions.md "CSV exports".
 */
import { Type } from '@sinclair/typebox'

export const CsvFile = Type.String({ contentMediaType: 'text/csv', description: 'A CSV file (UTF-8): a header line, then one line per row the filters keep' })

/** What every export's OpenAPI description says first. */
export const CSV_EXPORT_NOTE =
  'The same team roles as its list. A CSV file (RFC 4180) streamed page by page: every row its filters keep (`page` and `pageSize` are ignored); text that would start a spreadsheet formula (= + - @) is written with a leading \', money in dollars with two decimals (beside the list\'s cents where the list gives cents).'
