/**
 * Extraction over generated résumés of every layout (scripts/resumes): the share of fields
 * found must stay above a floor per layout and per section, and a 3-page PDF must be read and
 * extracted in under a second. The figures of record are in README "Résumé extraction"
 * (`bun scripts/resumes/measure.ts`); the floors leave a little room below them.
 */
import { describe, expect, test } from 'bun:test'
import { LAYOUT_NAMES } from '../../../scripts/resumes/generate'
import { measureLayout, timeLongPdf } from '../../../scripts/resumes/measure'
import { SECTIONS, total } from '../../../scripts/resumes/score'

/** Share of present fields found, all sections together, per layout. */
const FLOOR = { 'pdf-single-column': 0.97, 'pdf-two-column': 0.95, 'docx-headings': 0.97, 'docx-table': 0.95 } as const
/** No section of any layout may fall below this. */
const SECTION_FLOOR = 0.9
const RESUMES_PER_LAYOUT = 8

describe('extraction over generated résumés', () => {
  for (const layout of LAYOUT_NAMES) {
    test(`${layout}: fields found stay above the floor`, async () => {
      const scores = await measureLayout(layout, RESUMES_PER_LAYOUT, 101)
      const all = total(scores)
      expect(all.present).toBeGreaterThan(100)
      expect({ layout, share: all.found / all.present >= FLOOR[layout] ? 'above floor' : all.found / all.present }).toEqual({ layout, share: 'above floor' })
      for (const section of SECTIONS) {
        const { found, present, missed } = scores[section]
        expect(present).toBeGreaterThan(0)
        expect({ section, share: found / present >= SECTION_FLOOR ? 'above floor' : found / present, missed: found / present >= SECTION_FLOOR ? [] : missed }).toEqual({
          section,
          share: 'above floor',
          missed: [],
        })
      }
    })
  }

  test('a 3-page PDF is read and extracted in under a second', async () => {
    const { ms, pages } = await timeLongPdf(3)
    expect(pages).toBeGreaterThanOrEqual(3)
    expect(ms).toBeLessThan(1000)
  })
})
