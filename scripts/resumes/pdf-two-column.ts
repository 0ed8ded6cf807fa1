/**
 * A two-column résumé PDF: a name banner, a narrow sidebar (contact, licenses, skills, software,
 * languages) and a main column (summary, experience, education). The sidebar is drawn first, so
 * a text extractor reads it before the main column, as with most designed templates.
 */
import { PAGE, PdfFlow } from './pdf-writer'
import { printedDate, printedLicense, printedName, printedPhone, printedRange, type SampleResume } from './sample'

const SIDEBAR = { x: PAGE.margin, width: 160 }
const MAIN = { x: PAGE.margin + 180, width: PAGE.width - 2 * PAGE.margin - 180 }

export async function twoColumnPdf(r: SampleResume): Promise<Uint8Array> {
  const pdf = await PdfFlow.create()
  pdf.text(printedName(r), { size: 22, bold: true })
  pdf.text(r.headline, { size: 12, gray: true })
  pdf.gap(10)
  const top = pdf.y
  const firstPage = pdf.page

  pdf.column = SIDEBAR
  pdf.heading('Contact', 10.5)
  pdf.text(r.streetAddress, { size: 9 })
  pdf.text(`${r.city}, ${r.state} ${r.zipCode}`, { size: 9 })
  pdf.text(printedPhone(r), { size: 9 })
  pdf.text(r.email, { size: 9 })
  pdf.heading(r.style.headings.licenses, 10.5)
  r.licenses.forEach((l, i) => pdf.paragraph(printedLicense(l, r.title, i + 1), { size: 9 }))
  pdf.heading(r.style.headings.skills, 10.5)
  for (const s of r.skills) pdf.paragraph(s, { size: 9, bullet: true })
  pdf.heading('Pharmacy Systems', 10.5)
  for (const s of r.softwares) pdf.paragraph(s, { size: 9, bullet: true })
  pdf.heading('Languages', 10.5)
  pdf.paragraph(r.languages.join(' · '), { size: 9 })

  pdf.page = firstPage
  pdf.y = top
  pdf.column = MAIN
  pdf.heading(r.style.headings.summary, 10.5)
  pdf.paragraph(`${r.aboutMe} Practice settings: ${r.specialties.join(', ')}.`)
  pdf.heading(r.style.headings.experience, 10.5)
  for (const job of r.jobs) {
    pdf.gap()
    pdf.text(job.jobTitle, { bold: true })
    pdf.text(`${job.company} | ${job.city}, ${job.state}`, { size: 9.5 })
    pdf.text(printedRange(r, job.startDate, job.endDate), { size: 9, gray: true })
    for (const bullet of job.bullets) pdf.paragraph(bullet, { size: 9.5, bullet: true })
  }
  pdf.heading(r.style.headings.education, 10.5)
  for (const e of r.education) {
    pdf.text(e.institution, { bold: true })
    pdf.text(`${e.degreeText}, ${printedDate(e.graduationDate, r.style.dates)}`, { size: 9.5 })
  }
  return pdf.save()
}
