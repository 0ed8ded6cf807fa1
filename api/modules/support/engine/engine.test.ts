import { describe, expect, test } from 'bun:test'
import { helpCenterEngine, NO_MATCH_ANSWER, type FacilityFacts, type ProviderFacts } from './engine'
import { HELP_ARTICLES } from './help-center'
import { containsKeyword, normalize, score } from './match'
import { wantsPerson } from './wants-person'
import { settings } from '../../../settings'

const provider: ProviderFacts = { userType: 'provider', firstName: 'James', nextShift: null, lastPayout: null }
const facility: FacilityFacts = { userType: 'facility', firstName: 'Maria', nextShift: null, openShiftsCount: 0 }
const ask = (question: string, facts: ProviderFacts | FacilityFacts = provider) => helpCenterEngine.answer({ question, facts })

describe('matching', () => {
  test('normalizes case, punctuation, apostrophes and plurals alike on both sides', () => {
    expect(normalize("Can't I see my PAYOUTS?!")).toEqual(['cant', 'i', 'see', 'my', 'payout'])
    expect(containsKeyword(normalize('When is my NEXT shift'), 'next shifts')).toBe(true)
    // A phrase's words must be together and in order.
    expect(containsKeyword(normalize('the shift after next'), 'next shift')).toBe(false)
    expect(containsKeyword(normalize('I want to apply'), 'apply')).toBe(true)
    expect(containsKeyword(normalize('reapply'), 'apply')).toBe(false)
  })

  test('a phrase weighs more than a word; keywords alike once normalized count once', () => {
    expect(score(normalize('my next shift'), ['next shift'])).toBe(3)
    expect(score(normalize('my shift'), ['shift', 'shifts'])).toBe(2)
    expect(score(normalize('nothing here'), ['shift'])).toBe(0)
  })
})

describe('asking for a person', () => {
  test.each(['talk to a human', 'Can I speak to someone?', 'I want a REAL PERSON', 'get me a representative', 'contact support please', 'live agent'])('%p asks for a person', (m) => {
    expect(wantsPerson(m)).toBe(true)
  })
  test.each(['How do I apply?', 'a person at the pharmacy was rude', 'what does the staffing agent do', 'support for immunizations'])('%p does not', (m) => {
    expect(wantsPerson(m)).toBe(false)
  })
})

describe('the help-center engine', () => {
  test('every article is reachable by its own first keyword, from its side', () => {
    for (const a of HELP_ARTICLES) {
      const facts = a.audience === 'facility' ? facility : provider
      const answer = ask(`question about ${a.keywords[0]}`, facts)
      expect({ id: a.id, got: answer.articleId }).toEqual({ id: a.id, got: a.id })
      expect(answer.content).toBe(`${a.title}\n\n${a.body}`)
    }
  })

  test('nothing matched: the honest answer, no article', () => {
    expect(ask('zebra migration patterns')).toEqual({ content: NO_MATCH_ANSWER, articleId: null })
    expect(ask('')).toEqual({ content: NO_MATCH_ANSWER, articleId: null })
  })

  test("a side's own topics stay on its side", () => {
    expect(ask('how many open shifts do I have', provider).articleId).not.toBe('my-open-shifts')
    expect(ask('how many open shifts do I have', facility).articleId).toBe('my-open-shifts')
    expect(ask('what was my last payout', facility).articleId).not.toBe('my-last-payout')
  })

  test("the user's own data, when asked about it", () => {
    const withData: ProviderFacts = {
      ...provider,
      nextShift: { title: 'Weekend RPh', facilityName: 'Main St Pharmacy', date: '2026-12-05', startTime: '09:00', endTime: '17:30' },
      lastPayout: { amountCents: 123_456, status: 'pending', kind: 'SHIFT', createdAt: new Date('2026-11-20T15:00:00Z') },
    }
    expect(ask('when is my next shift?', withData).content).toBe(
      `Your next shift is "Weekend RPh" at Main St Pharmacy on 2026-12-05, 09:00–17:30 (the pharmacy's local time). You can see it, confirm you will attend or cancel it under My shifts.`,
    )
    expect(ask('did I get paid?', withData).content).toStartWith('Your last payout was $1,234.56 for a shift, on 2026-11-20. Its status is pending: it is sent once your payout account is complete')
    expect(ask('open shifts?', { ...facility, openShiftsCount: 1 }).content).toStartWith('You have 1 upcoming shift still open')
  })

  test('the numbers the articles quote are the settings in force', () => {
    const text = HELP_ARTICLES.map((a) => a.body).join(' ')
    expect(text).toContain(`within ${settings.shifts.autoConfirmAttendanceHours} hours of the end`)
    expect(text).toContain(`(${settings.defaultPercentageFee}% unless`)
    expect(text).toContain(`less than ${settings.shifts.cancellationFeeWindowHours} hours, the provider is owed ${settings.shifts.cancellationFeePercent}%`)
  })
})
