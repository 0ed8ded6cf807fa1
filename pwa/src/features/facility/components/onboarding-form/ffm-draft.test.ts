import { describe, expect, test } from 'bun:test'
import { validate } from '@shared/validation/validate'
import { answersFromDraft, draftFromAnswers, sameAnswers, SubmitFfm } from './ffm-draft'

describe('the onboarding form draft', () => {
  test('open days only, blank texts and times left out; a round trip keeps the answers', () => {
    const draft = draftFromAnswers({})
    draft.days[0] = { day: 'MONDAY', open: true, timeSlots: [{ startTime: '09:00', endTime: '' }] }
    draft.answers = { phoneGreeting: 'Riverside Pharmacy', parkingLocation: '   ', hazardousHandling: 'Yes' }
    const answers = answersFromDraft(draft)
    expect(answers).toEqual({ phoneGreeting: 'Riverside Pharmacy', hazardousHandling: 'Yes', operatingDays: [{ day: 'MONDAY', timeSlots: [{ startTime: '09:00' }] }] })
    expect(sameAnswers(answersFromDraft(draftFromAnswers(answers)), answers)).toBe(true)
  })

  test("a submission shows the API's own messages on the fields", () => {
    const draft = draftFromAnswers({})
    draft.days[2] = { day: 'WEDNESDAY', open: true, timeSlots: [{ startTime: '09:00', endTime: '' }] }
    draft.answers = { hazardousHandling: 'Yes', qualityMetrics: 'Yes', website: 'not a url' }
    const body = { ...answersFromDraft(draft), submit: true }
    const errors = validate(SubmitFfm, body)
    const messageOf = (field: string) => errors.find((e) => e.field === field)?.message
    expect(messageOf('operatingDays[0].timeSlots[0]')).toBe('Each time slot needs a start and an end time')
    expect(messageOf('phoneGreeting')).toBe('Phone greeting is required')
    expect(messageOf('pointOfContact')).toBe('Point of contact is required')
    expect(messageOf('website')).toBe('Website must be a valid URL')
    expect(messageOf('hazardousDetails')).toBe('Hazardous details is required')
    expect(messageOf('qualityMetricsDescription')).toBe('Quality metrics description is required')
    expect(messageOf('otcAnswer')).toBe('OTC answer is required')
    // A draft save checks lengths only.
    expect(validate(SubmitFfm, { ...answersFromDraft(draft), submit: false })).toEqual([])
    expect(validate(SubmitFfm, { importantInfo: 'x'.repeat(3001), submit: false })[0]?.message).toBe('Important info must be at most 3000 characters')
  })
})
