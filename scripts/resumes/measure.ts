/**
 * How well résumé extraction reads each generated layout: `bun scripts/resumes/measure.ts [N]`
 * generates N résumés per layout (default 25), extracts each (the API's own reader and
 * extractor, no server), and prints fields found / fields present per layout and per section,
 * then the time to read and extract a 3-page PDF. `--missed` lists the fields missed.
 */
import { PDFDocument } from 'pdf-lib'
import { extractProfile, readResumeText } from '../../api/modules/resumes'
import type { StoredContentType } from '../../api/integrations/storage/file-types'
import { generateResume, LAYOUT_NAMES, type LayoutName } from './generate'
import { addScores, emptyScores, scoreProfile, SECTIONS, total, type Scores } from './score'

/** The sample's "now": its dates and years of experience are computed against it. */
export const MEASURE_NOW = new Date(Date.UTC(2026, 10, 1))

export async function measureLayout(layout: LayoutName, count: number, firstSeed = 1): Promise<Scores> {
  const scores = emptyScores()
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const resume = await generateResume(layout, seed)
    const text = await readResumeText(resume.bytes, resume.contentType as StoredContentType)
    addScores(scores, scoreProfile(resume.sample, extractProfile(text, MEASURE_NOW)))
  }
  return scores
}

/** Milliseconds to read and extract a PDF of at least three pages (the median of `runs`). */
export async function timeLongPdf(runs = 5): Promise<{ ms: number; pages: number }> {
  const resume = await generateResume('pdf-single-column', 7, { jobs: 14 })
  const pages = (await PDFDocument.load(resume.bytes)).getPageCount()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    extractProfile(await readResumeText(resume.bytes, 'application/pdf'), MEASURE_NOW)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { ms: times[Math.floor(runs / 2)]!, pages }
}

const pct = (found: number, present: number) => `${found}/${present} (${present ? ((100 * found) / present).toFixed(1) : '–'}%)`

if (import.meta.main) {
  const count = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 25)
  const showMissed = process.argv.includes('--missed')
  console.log(`Résumé extraction, ${count} generated résumés per layout\n`)
  console.log(`| layout | ${SECTIONS.join(' | ')} | all fields | extra abilities |`)
  console.log(`|---|${SECTIONS.map(() => '---').join('|')}|---|---|`)
  for (const layout of LAYOUT_NAMES) {
    const scores = await measureLayout(layout, count)
    const all = total(scores)
    console.log(`| ${layout} | ${SECTIONS.map((s) => pct(scores[s].found, scores[s].present)).join(' | ')} | ${pct(all.found, all.present)} | ${scores.abilities.extra} |`)
    if (showMissed) {
      const counts = new Map<string, number>()
      console.log(`  extra: ${scores.abilities.extras.join(', ')}`)
      for (const s of SECTIONS) for (const m of scores[s].missed) counts.set(`${s} ${m.replace(/\[\d+\]/, '[i]').replace(/: .*/, '')}`, (counts.get(`${s} ${m.replace(/\[\d+\]/, '[i]').replace(/: .*/, '')}`) ?? 0) + 1)
      console.log(`  missed: ${[...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ×${v}`).join(', ')}`)
    }
  }
  const { ms, pages } = await timeLongPdf()
  console.log(`\n${pages}-page PDF: read and extracted in ${ms.toFixed(0)} ms (median of 5)`)
}
