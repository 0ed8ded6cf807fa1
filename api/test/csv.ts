/**
 * Reading the CSV exports back in tests: an RFC 4180 parser (quoted cells with doubled quotes,
 * commas and line breaks inside), rows as objects by the header, and a streamed answer read
 * chunk by chunk (each chunk of an export is one page read from the database).
 */

/** The rows of a CSV text, each an array of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++
      else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') row.push(cell), (cell = '')
    else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  if (cell !== '' || row.length) rows.push([...row, cell])
  return rows
}

/** The header and each row as an object keyed by it. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text)
  return { header, records: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))) }
}

/** Each chunk of a streamed answer as text, in order. */
export async function chunksOf(response: Response): Promise<string[]> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const chunks: string[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    chunks.push(decoder.decode(value))
  }
}

/** Lines of a chunk that holds no quoted line breaks. */
export const linesIn = (chunk: string) => chunk.split('\n').filter(Boolean).length
