/**
 * A small text flow on pdf-lib for résumé layouts: columns with a cursor, wrapped paragraphs,
 * bullets, headings with a rule, and new pages when a column runs out.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

export const PAGE = { width: 612, height: 792, margin: 48 }

export interface Column {
  x: number
  width: number
}

export class PdfFlow {
  page!: PDFPage
  y = 0
  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    public column: Column,
  ) {}

  static async create(column: Column = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin }): Promise<PdfFlow> {
    const doc = await PDFDocument.create()
    doc.setTitle('Résumé')
    const flow = new PdfFlow(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), column)
    flow.newPage()
    return flow
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }

  private room(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage()
  }

  /** One line as is (no wrapping); `align: 'right'` ends it at the column's right edge. */
  text(value: string, options: { size?: number; bold?: boolean; align?: 'left' | 'right'; sameLine?: boolean; gray?: boolean } = {}): void {
    const size = options.size ?? 10
    const font = options.bold ? this.bold : this.regular
    if (!options.sameLine) {
      this.room(size * 1.4)
      this.y -= size * 1.4
    }
    const x = options.align === 'right' ? this.column.x + this.column.width - font.widthOfTextAtSize(value, size) : this.column.x
    this.page.drawText(value, { x, y: this.y, size, font, color: options.gray ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0) })
  }

  /** Words wrapped to the column; `indent` for a bullet's continuation lines. */
  paragraph(value: string, options: { size?: number; bullet?: boolean } = {}): void {
    const size = options.size ?? 10
    const indent = options.bullet ? 10 : 0
    const width = this.column.width - indent
    const words = value.split(' ')
    let line = ''
    let first = true
    const flush = () => {
      this.room(size * 1.35)
      this.y -= size * 1.35
      if (options.bullet && first) this.page.drawText('•', { x: this.column.x, y: this.y, size, font: this.regular })
      this.page.drawText(line, { x: this.column.x + indent, y: this.y, size, font: this.regular })
      first = false
    }
    for (const word of words) {
      const next = line ? `${line} ${word}` : word
      if (this.regular.widthOfTextAtSize(next, size) > width && line) {
        flush()
        line = word
      } else line = next
    }
    if (line) flush()
  }

  heading(value: string, size = 11.5): void {
    this.room(size * 3)
    this.y -= size * 1.2
    this.text(value, { size, bold: true })
    this.page.drawLine({ start: { x: this.column.x, y: this.y - 3 }, end: { x: this.column.x + this.column.width, y: this.y - 3 }, thickness: 0.6, color: rgb(0.5, 0.5, 0.5) })
    this.y -= 4
  }

  gap(points = 4): void {
    this.y -= points
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save()
  }
}
