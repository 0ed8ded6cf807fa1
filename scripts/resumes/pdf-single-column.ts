/** A classic one-column résumé PDF: name, headline and contact line, then sections top to bottom. */
import { PdfFlow } from './pdf-writer'
import { printedDate, printedLicense, printedName, printedPhone, printedRange, type SampleResume } from './sample'

export async function singleColumnPdf(r: SampleResume): Promise<Uint8Array> {
  const pdf = await PdfFlow.create()
  pdf.text(printedName(r).replace(/^[^,]+/, (name) => name.toUpperCase()), { size: 20, bold: true })
  pdf.text(r.headline, { size: 12, gray: true })
  pdf.text(`${r.streetAddress}, ${r.city}, ${r.state} ${r.zipCode} | ${printedPhone(r)} | ${r.email}`, { size: 9.5 })

  pdf.heading(r.style.headings.summary.toUpperCase())
  pdf.paragraph(r.aboutMe)

  pdf.heading(r.style.headings.licenses.toUpperCase())
  r.licenses.forEach((l, i) => pdf.paragraph(printedLicense(l, r.title, i), { bullet: true }))

  pdf.heading(r.style.headings.experience.toUpperCase())
  for (const job of r.jobs) {
    pdf.gap()
    pdf.text(`${job.jobTitle} — ${job.company}`, { bold: true })
    pdf.text(printedRange(r, job.startDate, job.endDate), { align: 'right', sameLine: true })
    pdf.text(`${job.city}, ${job.state}`, { gray: true, size: 9 })
    for (const bullet of job.bullets) pdf.paragraph(bullet, { bullet: true })
  }

  pdf.heading(r.style.headings.education.toUpperCase())
  for (const e of r.education) {
    pdf.text(e.degreeText, { bold: true })
    pdf.text(`${e.institution}, ${e.city}, ${e.state} — ${printedDate(e.graduationDate, r.style.dates)}`)
  }

  pdf.heading(r.style.headings.skills.toUpperCase())
  pdf.paragraph(r.skills.join(', '))
  pdf.heading('SOFTWARE')
  pdf.paragraph(r.softwares.join(', '))
  pdf.heading('PRACTICE AREAS')
  pdf.paragraph(r.specialties.join(', '))
  pdf.heading('LANGUAGES')
  pdf.paragraph(r.languages.join(', '))
  return pdf.save()
}
