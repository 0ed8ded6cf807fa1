/** A Word résumé built on heading styles (as Word's own résumé templates are): Title, Heading 1 sections, bulleted duties. */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import { printedDate, printedLicense, printedName, printedPhone, printedRange, type SampleResume } from './sample'

const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } })
const section = (title: string) => new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 })

export async function headingsDocx(r: SampleResume): Promise<Uint8Array> {
  const children: Paragraph[] = [
    new Paragraph({ text: printedName(r), heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: r.headline, italics: true })] }),
    new Paragraph({ text: `${r.streetAddress} • ${r.city}, ${r.state} ${r.zipCode}` }),
    new Paragraph({ text: `${printedPhone(r)} • ${r.email}` }),
    section(r.style.headings.summary),
    new Paragraph({ text: r.aboutMe }),
    section(r.style.headings.experience),
  ]
  for (const job of r.jobs) {
    children.push(new Paragraph({ children: [new TextRun({ text: `${job.company}, ${job.city}, ${job.state}`, bold: true })] }))
    children.push(new Paragraph({ children: [new TextRun({ text: job.jobTitle, italics: true }), new TextRun({ text: `\t${printedRange(r, job.startDate, job.endDate)}` })] }))
    for (const b of job.bullets) children.push(bullet(b))
  }
  children.push(section(r.style.headings.education))
  for (const e of r.education) {
    children.push(new Paragraph({ children: [new TextRun({ text: e.institution, bold: true }), new TextRun(` — ${e.city}, ${e.state}`)] }))
    children.push(new Paragraph({ text: `${e.degreeText} (${printedDate(e.graduationDate, r.style.dates)})` }))
  }
  children.push(section(r.style.headings.licenses), ...r.licenses.map((l, i) => bullet(printedLicense(l, r.title, i + 2))))
  children.push(section(r.style.headings.skills), new Paragraph({ text: r.skills.join(' | ') }))
  children.push(section('Software'), new Paragraph({ text: r.softwares.join(' | ') }))
  children.push(section('Specialties'), new Paragraph({ text: r.specialties.join(' | ') }))
  children.push(section('Languages'), new Paragraph({ text: r.languages.join(', '), alignment: AlignmentType.LEFT }))
  const doc = new Document({ creator: `${r.firstName} ${r.lastName}`, title: 'Résumé', sections: [{ children }] })
  return new Uint8Array(await Packer.toBuffer(doc))
}
