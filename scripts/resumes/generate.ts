/**
 * Résumés in four layouts, for the extraction's tests and measurements (scripts/resumes/measure.ts):
 * one-column PDF, two-column PDF, Word with heading styles, Word with a table layout. Each comes
 * with the sample it was made from, the answer key.
 */
import { DOCX_CONTENT_TYPE } from '../../api/integrations/storage/file-types'
import { headingsDocx } from './docx-headings'
import { tableDocx } from './docx-table'
import { singleColumnPdf } from './pdf-single-column'
import { twoColumnPdf } from './pdf-two-column'
import { sampleResume, type SampleResume } from './sample'

export const LAYOUTS = {
  'pdf-single-column': { render: singleColumnPdf, contentType: 'application/pdf', extension: 'pdf' },
  'pdf-two-column': { render: twoColumnPdf, contentType: 'application/pdf', extension: 'pdf' },
  'docx-headings': { render: headingsDocx, contentType: DOCX_CONTENT_TYPE, extension: 'docx' },
  'docx-table': { render: tableDocx, contentType: DOCX_CONTENT_TYPE, extension: 'docx' },
} as const
export type LayoutName = keyof typeof LAYOUTS
export const LAYOUT_NAMES = Object.keys(LAYOUTS) as LayoutName[]

export interface GeneratedResume {
  layout: LayoutName
  sample: SampleResume
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
  filename: string
}

export async function generateResume(layout: LayoutName, seed: number, options: { jobs?: number } = {}): Promise<GeneratedResume> {
  const sample = sampleResume(seed, options)
  const { render, contentType, extension } = LAYOUTS[layout]
  return { layout, sample, bytes: new Uint8Array(await render(sample)), contentType, filename: `${sample.firstName}-${sample.lastName}-resume.${extension}`.replace(/'/g, '') }
}
