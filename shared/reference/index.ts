/**
 * Reference catalogs shared by the API and the app. Pickers and the API both key items by the
 * slug from `toSlug`, so renaming an entry's punctuation or case never orphans stored choices.
 */
import { SKILLS } from './skills'
import { SOFTWARES } from './softwares'
import { SPECIALTIES } from './specialties'
import { LANGUAGES } from './languages'

export * from './states'
export * from './softwares'
export * from './specialties'
export * from './skills'
export * from './languages'
export * from './tutorials'

export interface ReferenceItem {
  id: string
  name: string
}

/** Kebab-case slug: "QS/1" → "qs-1", "Compounding (Sterile)" → "compounding-sterile". */
export function toSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function referenceItems(names: readonly string[]): ReferenceItem[] {
  return names.map((name) => ({ id: toSlug(name), name }))
}

export const ABILITIES: {
  readonly specialties: readonly ReferenceItem[]
  readonly softwares: readonly ReferenceItem[]
  readonly skills: readonly ReferenceItem[]
} = {
  specialties: referenceItems(SPECIALTIES),
  softwares: referenceItems(SOFTWARES),
  skills: referenceItems(SKILLS),
}

const byKey = (names: readonly string[]) => new Map(names.flatMap((name) => [[name.toLowerCase(), name] as const, [toSlug(name), name] as const]))
const CATALOGS = {
  softwares: byKey(SOFTWARES),
  specialties: byKey(SPECIALTIES),
  skills: byKey(SKILLS),
  languages: byKey(LANGUAGES),
}

/**
 * Stored lists hold catalog names. Clients may send a name in any case or its slug (`qs-1`); a
 * value outside the catalog (a system the list lacks) is kept as typed. Duplicates drop out.
 */
export function canonicalNames(kind: keyof typeof CATALOGS, values: readonly string[] | null | undefined): string[] {
  const catalog = CATALOGS[kind]
  const out: string[] = []
  for (const raw of values ?? []) {
    const value = raw.trim()
    if (!value) continue
    const name = catalog.get(value.toLowerCase()) ?? catalog.get(toSlug(value)) ?? value
    if (!out.includes(name)) out.push(name)
  }
  return out
}
