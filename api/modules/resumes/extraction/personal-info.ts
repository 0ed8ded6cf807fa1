/**
 * Personal info from a résumé: the name (the header's first line that reads as a name), e-mail,
 * US phone, postal address (street, city, two-letter state, ZIP) and the summary as "about me".
 */
import type { ExtractedPersonalInfo } from '../../../../shared/contracts/resumes'
import { isStateCode, STATE_NAMES } from '../../../../shared/reference/states'
import type { Sections } from './sections'

/** Spec 001 §5 "About me at most 1000". */
const ABOUT_ME_MAX = 1000

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
const PHONE = /(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/
/** "Austin, TX 78701" or "Austin, Texas 78701", at the end of a piece of a line. */
const CITY_STATE_ZIP = /([A-Za-z][A-Za-z .'-]*?),\s*([A-Za-z][A-Za-z ]*?)\.?\s+(\d{5}(?:-\d{4})?)\s*$/
const STREET = /^\d+[A-Za-z]?\s+[A-Za-z0-9 .#'-]+$/

const NAME_WORD = /^[A-Za-z][A-Za-z'’-]*\.?$/

function titleCase(word: string): string {
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word
  return word.toLowerCase().replace(/(^|[-'’])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
}

/** A two-letter code from "TX", "tx" or "Texas". */
export function stateCodeOf(written: string): string | null {
  const value = written.trim()
  if (value.length === 2 && isStateCode(value.toUpperCase())) return value.toUpperCase()
  const byName = Object.entries(STATE_NAMES).find(([, name]) => name.toLowerCase() === value.toLowerCase())
  return byName ? byName[0] : null
}

/** Credentials after a name ("Jane Doe, PharmD, RPh") are not part of it. */
function nameFrom(lines: string[]): { firstName: string; lastName: string } | null {
  for (const line of lines.slice(0, 4)) {
    const bare = line.split(/,|\|/)[0]!.trim()
    if (EMAIL.test(bare) || /\d/.test(bare)) continue
    const words = bare.split(' ').filter(Boolean)
    if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD.test(w))) continue
    // A headline ("Pharmacy Technician") is not a name.
    if (/pharmac|technician|intern|resume|curriculum/i.test(bare)) continue
    const named = words.filter((w) => !/^[A-Za-z]\.$/.test(w))
    return { firstName: titleCase(named[0]!), lastName: titleCase(named[named.length - 1]!) }
  }
  return null
}

function formatPhone(m: RegExpExecArray): string {
  return `(${m[1]}) ${m[2]}-${m[3]}`
}

interface Address {
  streetAddress: string | null
  city: string
  state: string
  zipCode: string
}

/** The address in the header: "street, city, ST zip" on one line or across two, in any piece separated by "|" or "•". */
function addressFrom(lines: string[]): Address | null {
  const pieces = lines.flatMap((line) => line.split(/\s[|•·]\s/).map((p) => p.trim()))
  for (let i = 0; i < pieces.length; i++) {
    const m = CITY_STATE_ZIP.exec(pieces[i]!)
    if (!m) continue
    const state = stateCodeOf(m[2]!)
    if (!state) continue
    const cityPart = m[1]!.trim()
    // "123 Main St, Austin, TX 78701": the street is what precedes the city on the same piece,
    // else the piece (line) before it.
    const before = pieces[i]!.slice(0, m.index).replace(/,\s*$/, '').trim()
    let streetAddress: string | null = null
    if (STREET.test(before)) streetAddress = before
    else if (!before && i > 0 && STREET.test(pieces[i - 1]!)) streetAddress = pieces[i - 1]!
    return { streetAddress, city: cityPart, state, zipCode: m[3]! }
  }
  return null
}

export function extractPersonalInfo(sections: Sections, fullText: string): ExtractedPersonalInfo {
  const name = nameFrom(sections.header)
  const contactLines = [...sections.header, ...sections.other]
  const email = EMAIL.exec(fullText)?.[0]?.toLowerCase() ?? null
  const phoneMatch = PHONE.exec(contactLines.join('\n')) ?? PHONE.exec(fullText)
  const address = addressFrom(sections.header) ?? addressFrom(sections.other)
  const summary = sections.summary.join(' ').trim()
  return {
    firstName: name?.firstName ?? null,
    lastName: name?.lastName ?? null,
    email,
    phone: phoneMatch ? formatPhone(phoneMatch) : null,
    streetAddress: address?.streetAddress ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zipCode: address?.zipCode ?? null,
    aboutMe: summary ? summary.slice(0, ABOUT_ME_MAX) : null,
  }
}
