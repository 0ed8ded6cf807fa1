/**
 * Receipts and monthly statements as files: PDF through pdf-lib with its standard Helvetica
 * (metrics compiled into the library, nothing read from disk, so it works inside the single
 * binary), CSV through csv-stringify (RFC 4180 quoting). Text a standard font cannot encode
 * (WinAnsi) is replaced by "?" rather than failing the document.
 */
import { stringify } from 'csv-stringify/sync'
import { csvText } from '../../../lib/csv'
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { BillingEntry, BillingReceipt, BillingTotals } from '../../../../shared/contracts/payments'

const PAGE = { width: 612, height: 792, margin: 48 } // US Letter, points

/** `-$1,234.50`; by hand, because `toLocaleString` (ICU) was most of a statement's time. */
function money(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * WinAnsi (the standard fonts' encoding) as a PDF literal string. pdf-lib's own `drawText`
 * costs ~0.15 ms a call (it encodes glyph by glyph as hex), which made a 1,000-entry statement
 * take seconds; writing the page's text operators directly is ~20× faster. Characters WinAnsi
 * lacks become "?".
 */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/** Text limited to what WinAnsi can show (anything else "?"), so widths and glyphs agree. */
export function winAnsiText(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA[ch] !== undefined ? ch : '?'
  }).join('')
}

function pdfLiteral(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return `(${text.replace(/[()\\]/g, '\\$&')})`
  let out = '('
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`
    else if (code >= 0x20 && code <= 0x7e) out += ch
    else out += `\\${(WIN_ANSI_EXTRA[ch] ?? code).toString(8).padStart(3, '0')}`
  }
  return `${out})`
}

type Color = readonly [number, number, number]
const GREY: Color = [0.4, 0.4, 0.4]
const BLACK: Color = [0, 0, 0]

/** A top-down writer over as many pages as the text needs; each page's text is one content stream. */
class PdfWriter {
  private page!: PDFPage
  private ops: string[] = []
  private fontKeys!: { regular: string; bold: string }
  private readonly widths = new Map<string, number>()
  y = 0
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage()
  }
  private newPage(): void {
    if (this.page) this.flush()
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.fontKeys = { regular: this.page.node.newFontDictionary('F1', this.font.ref).asString(), bold: this.page.node.newFontDictionary('F2', this.bold.ref).asString() }
    this.y = PAGE.height - PAGE.margin
    this.text(`${this.footer} · page ${this.doc.getPageCount()}`, PAGE.margin, 24, 8, false, GREY)
  }
  /** Closes the current page's content stream (call once at the end). */
  flush(): void {
    if (!this.ops.length) return
    this.page.node.addContentStream(this.doc.context.register(this.doc.context.flateStream(this.ops.join('\n'))))
    this.ops = []
  }
  get pageCount(): number {
    return this.doc.getPageCount()
  }
  private width(text: string, size: number, bold: boolean): number {
    const key = `${bold ? 'b' : 'r'}${size}|${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = (bold ? this.bold : this.font).widthOfTextAtSize(text, size)
      this.widths.set(key, width)
    }
    return width
  }
  private text(text: string, x: number, y: number, size: number, bold: boolean, color?: Color): void {
    // The fill colour outlives ET (text objects keep no state of their own), so every text sets it.
    const fill = `${(color ?? BLACK).join(' ')} rg `
    this.ops.push(`BT ${fill}${bold ? this.fontKeys.bold : this.fontKeys.regular} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfLiteral(text)} Tj ET`)
  }
  ensure(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage()
  }
  /** Cells at x offsets; a cell with `right` is right-aligned at its x. Text is cut to `width`. */
  row(cells: { text: string; x: number; width: number; right?: boolean }[], options: { size?: number; bold?: boolean; color?: Color } = {}): void {
    const size = options.size ?? 9
    const bold = options.bold ?? false
    this.ensure(size + 5)
    this.y -= size + 5
    for (const cell of cells) {
      let text = winAnsiText(cell.text)
      if (this.width(text, size, bold) > cell.width) {
        while (text.length > 1 && this.width(`${text}…`, size, bold) > cell.width) text = text.slice(0, -1)
        text = `${text}…`
      }
      const x = cell.right ? PAGE.margin + cell.x - this.width(text, size, bold) : PAGE.margin + cell.x
      this.text(text, x, this.y, size, bold, options.color)
    }
  }
  gap(points: number): void {
    this.y -= points
  }
  async save(): Promise<Uint8Array> {
    this.flush()
    // Object streams compress the cross-reference table but cost ~10× the time to write.
    return this.doc.save({ useObjectStreams: false })
  }
}

async function openPdf(title: string, footer: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(winAnsiText(title))
  doc.setProducer('Pharmacy shift marketplace')
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
  return new PdfWriter(doc, font, bold, footer)
}

const TYPE_LABELS: Record<BillingEntry['type'], string> = {
  CHARGE: 'Shift charge',
  ADJUSTMENT: 'Extra hours',
  CANCELLATION_FEE: 'Cancellation fee',
  CREDITS_APPLIED: 'Credits applied',
  REFUND: 'Refund',
  CREDITS_RETURNED: 'Credits returned',
  CREDITS_GRANTED: 'Credits added',
}

function methodLabel(method: BillingEntry['paymentMethod']): string {
  if (!method) return ''
  return `${method.brand ?? (method.type === 'BANK' ? 'Bank' : 'Card')} ····${method.last4}`
}

export async function receiptPdf(receipt: BillingReceipt): Promise<Uint8Array> {
  const w = await openPdf(`Receipt ${receipt.receiptNumber}`, `Receipt ${receipt.receiptNumber}`)
  const full = PAGE.width - 2 * PAGE.margin
  w.row([{ text: 'Receipt', x: 0, width: full }], { size: 20, bold: true })
  w.gap(6)
  for (const [label, value] of [
    ['Receipt number', receipt.receiptNumber],
    ['Date', receipt.date],
    ['Billed to', `${receipt.organizationName} — ${receipt.facilityName}`],
    ['Address', receipt.facilityAddress],
    ['Status', receipt.status.replace('_', ' ').toLowerCase()],
    ['Paid with', methodLabel(receipt.paymentMethod) || 'Credits'],
  ] as const) {
    w.row([{ text: label, x: 0, width: 120 }, { text: value, x: 130, width: full - 130 }], { size: 10 })
  }
  w.gap(12)
  w.row([{ text: receipt.description, x: 0, width: full }], { size: 12, bold: true })
  if (receipt.shift) w.row([{ text: `${receipt.shift.title} · ${receipt.shift.date}${receipt.shift.providerName ? ` · ${receipt.shift.providerName}` : ''}`, x: 0, width: full }], { size: 10, color: GREY })
  w.gap(8)
  const line = (label: string, cents: number, bold = false) => w.row([{ text: label, x: 0, width: 300 }, { text: money(cents), x: full, width: 150, right: true }], { size: 10, bold })
  if (receipt.providerEarningsInCents !== null && receipt.serviceFeeInCents !== null) {
    line('Provider pay', receipt.providerEarningsInCents)
    line('Service fee', receipt.serviceFeeInCents)
  }
  line('Total', receipt.totalInCents, true)
  if (receipt.creditsAppliedInCents) line('Paid with credits', receipt.creditsAppliedInCents)
  line(`Charged to ${methodLabel(receipt.paymentMethod) || 'payment method'}`, receipt.chargedInCents)
  for (const refund of receipt.refunds) line(`Refund ${refund.occurredAt.slice(0, 10)}: ${refund.reason}`, -(refund.amountInCents + refund.creditsReturnedInCents))
  if (receipt.refunds.length) line('Net', receipt.totalInCents - receipt.refundedInCents, true)
  return w.save()
}

export interface Statement {
  month: string
  organizationName: string
  facilityName: string | null
  timeZone: string
  entries: BillingEntry[]
  totals: BillingTotals
}

/** Column x offsets across the 516-point text width. */
const COLUMNS = { date: 0, type: 58, shift: 140, provider: 300, method: 385, amount: 516 }

export async function statementPdf(statement: Statement): Promise<Uint8Array> {
  const name = `Statement ${statement.month}`
  const w = await openPdf(`${name} — ${statement.organizationName}`, `${statement.organizationName} · ${name}`)
  const full = PAGE.width - 2 * PAGE.margin
  w.row([{ text: `Billing statement · ${statement.month}`, x: 0, width: full }], { size: 18, bold: true })
  w.row([{ text: `${statement.organizationName}${statement.facilityName ? ` — ${statement.facilityName}` : ' — all facilities'} · dates in ${statement.timeZone}`, x: 0, width: full }], { size: 10, color: GREY })
  w.gap(8)
  const t = statement.totals
  for (const [label, cents] of [
    ['Paid', t.paidInCents],
    ['Refunded and credits back', -t.returnedInCents],
    ['Net for the month', t.netInCents],
    ['Cancellation fees not yet charged', t.pendingInCents],
  ] as const) {
    w.row([{ text: label, x: 0, width: 250 }, { text: money(cents), x: 330, width: 120, right: true }], { size: 10, bold: label.startsWith('Net') })
  }
  w.gap(10)
  const header = () =>
    w.row(
      [
        { text: 'Date', x: COLUMNS.date, width: 56 },
        { text: 'Type', x: COLUMNS.type, width: 80 },
        { text: 'Shift', x: COLUMNS.shift, width: 156 },
        { text: 'Provider', x: COLUMNS.provider, width: 82 },
        { text: 'Paid with', x: COLUMNS.method, width: 70 },
        { text: 'Amount', x: COLUMNS.amount, width: 60, right: true },
      ],
      { bold: true },
    )
  header()
  if (!statement.entries.length) w.row([{ text: 'Nothing was charged or refunded this month.', x: 0, width: full }], { color: GREY })
  let pages = w.pageCount
  for (const e of statement.entries) {
    w.ensure(14)
    if (w.pageCount !== pages) {
      pages = w.pageCount
      header()
      // Let other requests in between pages: a long month never holds the event loop for long.
      await new Promise((resolve) => setImmediate(resolve))
    }
    const pending = e.status === 'PENDING' || e.status === 'FAILED'
    w.row([
      { text: e.date, x: COLUMNS.date, width: 56 },
      { text: `${TYPE_LABELS[e.type]}${pending ? ` (${e.status.toLowerCase()})` : ''}`, x: COLUMNS.type, width: 80 },
      { text: e.shift ? `${e.shift.title}, ${e.shift.date}` : e.description, x: COLUMNS.shift, width: 156 },
      { text: e.shift?.providerName ?? '', x: COLUMNS.provider, width: 82 },
      { text: methodLabel(e.paymentMethod), x: COLUMNS.method, width: 70 },
      { text: pending ? `(${money(e.amountInCents)})` : money(e.amountInCents), x: COLUMNS.amount, width: 60, right: true },
    ])
  }
  return w.save()
}

export const STATEMENT_CSV_HEADER = ['date', 'occurred_at', 'type', 'status', 'description', 'amount', 'amount_in_cents', 'facility', 'shift_id', 'shift_group_id', 'shift_title', 'shift_date', 'provider', 'payment_method', 'charge_id'] as const

/** Text typed by people (titles, names) that a spreadsheet would run as a formula is kept as text (api/lib/csv.ts). */
const text = (value: string | null | undefined): string => csvText(value)

/** Lines stringified between two turns of the event loop: 20,000 at once held it for ~0.2–0.5 s. */
const CSV_ROWS_PER_TURN = 500

/**
 * One line per entry; amounts signed as in the history. Quoting is RFC 4180 (commas, quotes, line
 * breaks). Made a slice at a time, letting other requests in between (as the PDF does between
 * pages), so a long month never holds the event loop for long.
 */
export async function statementCsv(entries: BillingEntry[]): Promise<string> {
  const parts: string[] = []
  for (let start = 0; start === 0 || start < entries.length; start += CSV_ROWS_PER_TURN) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve))
    parts.push(
      stringify(entries.slice(start, start + CSV_ROWS_PER_TURN).map(csvLine), {
        header: start === 0,
        columns: [...STATEMENT_CSV_HEADER],
        record_delimiter: 'windows',
      }),
    )
  }
  return parts.join('')
}

function csvLine(e: BillingEntry) {
  return [
    e.date,
    e.occurredAt,
    e.type,
    e.status,
    text(e.description),
    (e.amountInCents / 100).toFixed(2),
    e.amountInCents,
    text(e.facilityName),
    e.shift?.shiftId ?? '',
    e.shift?.shiftGroupId ?? '',
    text(e.shift?.title),
    e.shift?.date ?? '',
    text(e.shift?.providerName),
    methodLabel(e.paymentMethod),
    e.chargeId ?? '',
  ]
}
