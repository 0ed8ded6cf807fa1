/**
 * The orientation packet (issue 13 §8): the pharmacy's form as a PDF a provider reads on a phone.
 * One column on a narrow page (5.5 × 8.5 in) with 11-point text, so a phone shows a page at its
 * width without zooming. Made like payments' receipts: pdf-lib with its standard Helvetica (no font
 * file on disk, so it works in the single binary); characters the standard fonts' WinAnsi encoding
 * lacks become "?".
 *
 * What it leaves out (docs/decisions.md "Facility onboarding forms"): the guest credentials (a
 * login to the pharmacy's systems is handed over in person, never in a file that is forwarded and
 * kept; the packet says so), and the internal quality-metrics and QA answers, which stay in the form.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { FFM_LABELS, type FfmAnswers } from '../../../shared/contracts/onboarding-forms'

const PAGE = { width: 396, height: 612, margin: 28 }
const BODY = 11
const HEADING = 13
const LINE = 1.35

const WIN_ANSI = /[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g
const clean = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(WIN_ANSI, (ch) => (ch === '\n' ? ch : '?'))

export interface PacketFacility {
  name: string
  address: string
  phone: string | null
}

/** Lines of at most `width` points, breaking at spaces (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of clean(text).split('\n')) {
    let line = ''
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

class Column {
  private page!: PDFPage
  private y = 0
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage()
  }
  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }
  write(text: string, options: { bold?: boolean; size?: number; gapBefore?: number } = {}) {
    const size = options.size ?? BODY
    const font = options.bold ? this.bold : this.font
    this.y -= options.gapBefore ?? 0
    for (const line of wrap(text, font, size, PAGE.width - 2 * PAGE.margin)) {
      if (this.y - size * LINE < PAGE.margin) this.newPage()
      this.y -= size * LINE
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: rgb(0, 0, 0) })
    }
  }
}

const yesNo = (value: 'Yes' | 'No' | undefined) => value ?? 'Not answered'

/** The packet's sections in reading order; empty answers are left out. */
function sections(answers: FfmAnswers): [string, string][] {
  const hours = (answers.operatingDays ?? [])
    .filter((d) => d.timeSlots.length)
    .map((d) => `${d.day.charAt(0)}${d.day.slice(1).toLowerCase()}: ${d.timeSlots.map((s) => `${s.startTime ?? '?'}–${s.endTime ?? '?'}`).join(', ')}`)
    .join('\n')
  const policies = [
    answers.ciiPolicies ? `CII: ${answers.ciiPolicies}` : '',
    `Hazardous medications handled: ${yesNo(answers.hazardousHandling)}${answers.hazardousHandling === 'Yes' ? ` (details: ${yesNo(answers.hazardousDetails)})` : ''}`,
    `OTC: ${yesNo(answers.otcAnswer)}`,
  ]
    .filter(Boolean)
    .join('\n')
  const duties = [answers.pharmacistDuties ? `Pharmacists: ${answers.pharmacistDuties}` : '', answers.technicianDuties ? `Technicians: ${answers.technicianDuties}` : ''].filter(Boolean).join('\n')
  const entries: [string, string | undefined][] = [
    ['Hours', hours],
    [FFM_LABELS.phoneGreeting, answers.phoneGreeting],
    [FFM_LABELS.pointOfContact, answers.pointOfContact],
    ['Parking', answers.parkingLocation],
    ['What to bring', answers.belongings],
    [FFM_LABELS.openingProcedures, answers.openingProcedures],
    [FFM_LABELS.closingProcedures, answers.closingProcedures],
    [FFM_LABELS.software, answers.software],
    [FFM_LABELS.specialties, answers.specialties],
    ['Duties', duties],
    [FFM_LABELS.attire, answers.attire],
    ['Breaks', answers.breakPolicy],
    ['Medication policies', policies],
    ['Drive-through', answers.driveThrough],
    ['Wait times', answers.waitTimeOther],
    [FFM_LABELS.importantInfo, answers.importantInfo],
  ]
  return entries.filter((e): e is [string, string] => !!e[1]?.trim())
}

export async function renderOrientationPacket(facility: PacketFacility, answers: FfmAnswers, generatedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(clean(`${facility.name} — orientation packet`))
  doc.setCreationDate(generatedAt)
  doc.setModificationDate(generatedAt)
  const column = new Column(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold))
  column.write(facility.name, { bold: true, size: 16 })
  column.write(facility.address)
  if (facility.phone) column.write(`Phone: ${facility.phone}`)
  if (answers.website) column.write(`Website: ${answers.website}`)
  column.write('Orientation packet', { size: 9, gapBefore: 4 })
  for (const [title, body] of sections(answers)) {
    column.write(title, { bold: true, size: HEADING, gapBefore: 10 })
    column.write(body)
  }
  column.write('Sign-in credentials for the pharmacy systems are given to you on site by the point of contact.', { size: 9, gapBefore: 14 })
  return doc.save()
}
