import { describe, expect, test } from 'bun:test'
import { USER_TYPES } from '../enums'
import {
  ABILITIES,
  LANGUAGES,
  SKILLS,
  SOFTWARES,
  SPECIALTIES,
  STATE_CODES,
  STATES,
  TUTORIAL_VIDEOS,
  isStateCode,
  referenceItems,
  toSlug,
} from './index'

const LISTS: Record<string, readonly string[]> = {
  softwares: SOFTWARES,
  specialties: SPECIALTIES,
  skills: SKILLS,
  languages: LANGUAGES,
}

const duplicates = (values: readonly string[]) =>
  values.filter((value, i) => values.indexOf(value) !== i)

describe('reference catalogs', () => {
  test('there are exactly 24 languages, English among them', () => {
    expect(LANGUAGES).toHaveLength(24)
    expect(LANGUAGES).toContain('English')
  })

  for (const [label, names] of Object.entries(LISTS)) {
    describe(label, () => {
      test('is not empty and has no blank or padded names', () => {
        expect(names.length).toBeGreaterThan(0)
        for (const name of names) expect(name).toBe(name.trim())
        for (const name of names) expect(name.length).toBeGreaterThan(0)
      })

      test('has no duplicates, ignoring case', () => {
        expect(duplicates(names.map((n) => n.toLowerCase()))).toEqual([])
      })

      test('has unique slugs', () => {
        expect(duplicates(referenceItems(names).map((item) => item.id))).toEqual([])
      })

      test('is alphabetical', () => {
        const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
        expect([...names]).toEqual(sorted)
      })
    })
  }

  test('slugs are kebab-case and stable', () => {
    expect(toSlug('QS/1')).toBe('qs-1')
    expect(toSlug('Compounding (Sterile)')).toBe('compounding-sterile')
    expect(toSlug('Insurance Billing & Claims Adjudication')).toBe('insurance-billing-claims-adjudication')
    expect(toSlug('  Crème Brûlée  ')).toBe('creme-brulee')
    for (const { id } of referenceItems(Object.values(LISTS).flat())) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  test('ABILITIES mirrors the specialty, software and skill catalogs', () => {
    expect(ABILITIES.specialties.map((i) => i.name)).toEqual([...SPECIALTIES])
    expect(ABILITIES.softwares.map((i) => i.name)).toEqual([...SOFTWARES])
    expect(ABILITIES.skills.map((i) => i.name)).toEqual([...SKILLS])
    expect(ABILITIES.softwares).toContainEqual({ id: 'qs-1', name: 'QS/1' })
  })

  test('there are 51 states including DC', () => {
    expect(STATE_CODES).toHaveLength(51)
    expect(STATES).toHaveLength(51)
    expect(isStateCode('DC')).toBe(true)
    expect(isStateCode('PR')).toBe(false)
  })

  describe('tutorials', () => {
    test('cover every user type', () => {
      for (const userType of USER_TYPES) {
        expect(TUTORIAL_VIDEOS.filter((v) => v.userType === userType).length).toBeGreaterThan(0)
      }
    })

    test('have unique ids', () => {
      expect(duplicates(TUTORIAL_VIDEOS.map((v) => v.id))).toEqual([])
    })

    test('link to the in-app help page named by their id', () => {
      for (const video of TUTORIAL_VIDEOS) {
        expect(video.id).toBe(toSlug(video.id))
        expect(video.url).toBe(`/help/${video.id}`)
        expect(Number.isInteger(video.durationSeconds)).toBe(true)
        expect(video.durationSeconds).toBeGreaterThan(0)
      }
    })
  })
})
