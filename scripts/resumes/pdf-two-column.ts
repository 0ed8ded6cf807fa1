/**
 * A two-column résumé PDF: a name banner, a narrow sidebar (contact, licenses, skills, software,
 * languages) and a main column (summary, experience, education). The sidebar is drawn first, so
 * a text extractor reads it before the main column, as with most designed templates.
 */
import { PAGE, PdfFlow } from './pdf-writer'
import { printedDate, printedLicense, type SampleResume } from './sample'

const SIDEBAR = { x: PAGE.margin, width: 160 }
const MAIN = { x: PAGE.margin + 180, width: PAGE.width - 2 * PAGE.margin - 180 }

export async function twoColumnPdf(r: SampleResume): Promise<Uint8Array> {
  const pdf = await PdfFlow.create()
  pdf.text(`${r.firstName} ${r.lastName}`, { size: 22, bold: true })
  pdf.text(r.headline, { size: 12, gray: true })
  pdf.gap(10)
  const top = pdf.y
  const firstPage = pdf.page

  pdf.column = SIDEBAR
  pdf.heading('Contact', 10.5)
  pdf.text(r.streetAddress, { size: 9 })
  pdf.text(`${r.city}, ${r.state} ${r.zipCode}`, { size: 9 })
  pdf.text(r.phone, { size: 9 })
  pdf.text(r.email, { size: 9 })
  pdf.heading('Licensure', 10.5)
  r.licenses.forEach((l, i) => pdf.paragraph(printedLicense(l, r.title, i + 1), { size: 9 }))
  pdf.heading('Core Competencies', 10.5)
  for (const s of r.skills) pdf.paragraph(s, { size: 9, bullet: true })
  pdf.heading('Pharmacy Systems', 10.5)
  for (const s of r.softwares) pdf.paragraph(s, { size: 9, bullet: true })
  pdf.heading('Languages', 10.5)
  pdf.paragraph(r.languages.join(' · '), { size: 9 })

  pdf.page = firstPage
  pdf.y = top
  pdf.column = MAIN
  pdf.heading('Profile', 10.5)
  pdf.paragraph(`${r.aboutMe} Practice settings: ${r.specialties.join(', ')}.`)
  pdf.heading('Work History', 10.5)
  for (const job of r.jobs) {
    pdf.gap()
    pdf.text(job.jobTitle, { bold: true })
    pdf.text(`${job.company} | ${job.city}, ${job.state}`, { size: 9.5 })
    pdf.text(`${printedDate(job.startDate, 'numeric')} - ${printedDate(job.endDate, 'numeric')}`, { size: 9, gray: true })
    for (const bullet of job.bullets) pdf.paragraph(bullet, { size: 9.5, bullet: true })
  }
  pdf.heading('Education', 10.5)
  for (const e of r.education) {
    pdf.text(e.institution, { bold: true })
    pdf.text(`${e.degreeText}, ${printedDate(e.graduationDate)}`, { size: 9.5 })
  }
  return pdf.save()
}
