/**
 * A Word résumé laid out with tables, as many downloaded templates are: a header table (name
 * and headline | contact), then for each section a two-column table with dates or labels on the
 * left and the content on the right.
 */
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import { printedDate, printedLicense, printedName, printedPhone, printedRange, type SampleResume } from './sample'

const para = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] })
const cell = (paragraphs: Paragraph[], width: number) => new TableCell({ children: paragraphs, width: { size: width, type: WidthType.PERCENTAGE } })
const row = (left: Paragraph[], right: Paragraph[]) => new TableRow({ children: [cell(left, 25), cell(right, 75)] })
const table = (rows: TableRow[]) => new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } })

export async function tableDocx(r: SampleResume): Promise<Uint8Array> {
  const header = table([
    row(
      [para(printedName(r), true), para(r.headline)],
      [para(r.email), para(printedPhone(r)), para(`${r.streetAddress}, ${r.city}, ${r.state} ${r.zipCode}`)],
    ),
  ])
  const experience = table(
    r.jobs.map((job) =>
      row([para(printedRange(r, job.startDate, job.endDate))], [para(job.jobTitle, true), para(`${job.company} – ${job.city}, ${job.state}`), ...job.bullets.map((b) => para(b))]),
    ),
  )
  const education = table(r.education.map((e) => row([para(printedDate(e.graduationDate, 'numeric'))], [para(e.institution, true), para(e.degreeText)])))
  const abilities = table([
    row([para(r.style.headings.skills)], [para(r.skills.join(', '))]),
    row([para('Software')], [para(r.softwares.join(', '))]),
    row([para('Specialties')], [para(r.specialties.join(', '))]),
    row([para('Languages')], [para(r.languages.join(', '))]),
  ])
  const doc = new Document({
    creator: `${r.firstName} ${r.lastName}`,
    sections: [
      {
        children: [
          header,
          para(r.style.headings.summary.toUpperCase(), true),
          para(r.aboutMe),
          para(r.style.headings.licenses.toUpperCase(), true),
          ...r.licenses.map((l, i) => para(printedLicense(l, r.title, i))),
          para(r.style.headings.experience.toUpperCase(), true),
          experience,
          para(r.style.headings.education.toUpperCase(), true),
          education,
          para('ADDITIONAL INFORMATION', true),
          abilities,
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(doc))
}
