/**
 * Scores an extracted profile against the sample a résumé was generated from: per section, how
 * many of the fields the résumé contains were extracted exactly ("found" / "present"), and how
 * many abilities were answered that the résumé does not claim ("extra").
 */
import type { ExtractedProfile } from '../../shared/contracts/resumes'
import type { SampleResume } from './sample'

export const SECTIONS = ['personalInfo', 'professionalInfo', 'abilities', 'workExperience', 'education'] as const
export type Section = (typeof SECTIONS)[number]

export interface Score {
  found: number
  present: number
  extra: number
  /** The abilities answered that the résumé does not claim. */
  extras: string[]
  /** The fields missed, for reading a failure: `workExperience[1].company`. */
  missed: string[]
}

export type Scores = Record<Section, Score>

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase()

export function scoreProfile(sample: SampleResume, profile: ExtractedProfile): Scores {
  const scores = Object.fromEntries(SECTIONS.map((s) => [s, { found: 0, present: 0, extra: 0, missed: [] as string[], extras: [] as string[] }])) as Scores
  const check = (section: Section, field: string, ok: boolean) => {
    scores[section].present++
    if (ok) scores[section].found++
    else scores[section].missed.push(field)
  }
  const p = profile.personalInfo
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'streetAddress', 'city', 'state', 'zipCode'] as const) check('personalInfo', field, squash(p[field]) === squash(sample[field]))
  check('personalInfo', 'aboutMe', squash(p.aboutMe).includes(squash(sample.aboutMe).slice(0, 60)))

  const pro = profile.professionalInfo
  check('professionalInfo', 'title', pro.title === sample.title)
  check('professionalInfo', 'yearsOfExperience', pro.yearsOfExperience === sample.yearsOfExperience)
  for (const l of sample.licenses) check('professionalInfo', `license ${l.state}`, pro.licenses.some((x) => x.state === l.state && x.licenseNumber === l.licenseNumber))

  for (const kind of ['softwares', 'specialties', 'skills', 'languages'] as const) {
    for (const name of sample[kind]) check('abilities', `${kind}: ${name}`, profile.abilities[kind].includes(name))
    const extras = profile.abilities[kind].filter((name) => !sample[kind].includes(name))
    scores.abilities.extra += extras.length
    scores.abilities.extras.push(...extras)
  }

  sample.jobs.forEach((job, i) => {
    const got = profile.workExperience[i]
    check('workExperience', `[${i}].company`, squash(got?.company) === squash(job.company))
    check('workExperience', `[${i}].jobTitle`, squash(got?.jobTitle) === squash(job.jobTitle))
    check('workExperience', `[${i}].startDate`, got?.startDate === job.startDate)
    check('workExperience', `[${i}].endDate`, !!got && got.endDate === job.endDate)
    check('workExperience', `[${i}].jobDescription`, !!got && job.bullets.every((b) => squash(got.jobDescription).includes(squash(b))))
  })

  sample.education.forEach((e, i) => {
    const got = profile.education[i]
    check('education', `[${i}].institution`, squash(got?.institution) === squash(e.institution))
    check('education', `[${i}].major`, squash(got?.major) === squash(e.major))
    check('education', `[${i}].degreeType`, got?.degreeType === e.degreeType)
    check('education', `[${i}].graduationDate`, got?.graduationDate === e.graduationDate)
  })
  return scores
}

/** Sums scores over résumés. */
export function addScores(into: Scores, more: Scores): Scores {
  for (const s of SECTIONS) {
    into[s].found += more[s].found
    into[s].present += more[s].present
    into[s].extra += more[s].extra
    into[s].missed.push(...more[s].missed)
    into[s].extras.push(...more[s].extras)
  }
  return into
}

export function emptyScores(): Scores {
  return Object.fromEntries(SECTIONS.map((s) => [s, { found: 0, present: 0, extra: 0, missed: [], extras: [] }])) as unknown as Scores
}

export function total(scores: Scores): { found: number; present: number } {
  return SECTIONS.reduce((t, s) => ({ found: t.found + scores[s].found, present: t.present + scores[s].present }), { found: 0, present: 0 })
}
