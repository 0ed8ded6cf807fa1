/**
 * The assistant's engine: given the user's question, their side and what we know of their own
 * shifts and payouts, the answer to store as the LLM's message. The default engine is the help
 * center's (offline, no network): the best-matching article, or the user's own data when the
 * question is about it, or an honest "I don't know" that offers a person. A model-backed engine
 * can take its place behind the same interface.
 */
import { settings } from '../../../settings'
import { HELP_ARTICLES, type Audience, type HelpArticle } from './help-center'
import { normalize, score } from './match'

export type SupportUserType = 'provider' | 'facility'

/** A hired shift or a posted one, as the user sees it: dates and times in the facility's zone. */
export interface ShiftFact {
  title: string
  facilityName: string
  date: string
  startTime: string
  endTime: string
}

export interface ProviderFacts {
  userType: 'provider'
  firstName: string
  nextShift: ShiftFact | null
  lastPayout: { amountCents: number; status: 'pending' | 'processing' | 'completed'; kind: 'SHIFT' | 'BONUS' | 'CANCELLATION_FEE'; createdAt: Date } | null
}

export interface FacilityFacts {
  userType: 'facility'
  firstName: string
  nextShift: (ShiftFact & { quantity: number; filledCount: number }) | null
  openShiftsCount: number
}

export type UserFacts = ProviderFacts | FacilityFacts

export interface EngineAnswer {
  content: string
  /** The help-center article or personal topic answered from; null when nothing matched. */
  articleId: string | null
}

export interface SupportEngine {
  answer(input: { question: string; facts: UserFacts }): EngineAnswer
}

/** Below this score nothing matched: one single-word keyword scores 2. */
const MIN_SCORE = 2

export const NO_MATCH_ANSWER =
  'I could not find an answer to that in our help center, and I would rather not guess. ' +
  'Would you like to talk to a person? Write "talk to a human" (or tap Talk to a person) and someone from our support team will answer you here.'

export const HANDED_TO_PERSON =
  'I have passed this conversation to our support team. A person will answer you here, and we will e-mail you when they do. Until then I will stay quiet.'

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
const shiftLine = (s: ShiftFact) => `"${s.title}" at ${s.facilityName} on ${s.date}, ${s.startTime}–${s.endTime} (the pharmacy's local time)`
const day = (d: Date) => d.toISOString().slice(0, 10)

interface Topic {
  id: string
  audience: Audience
  keywords: readonly string[]
  render(facts: UserFacts): string
  /** Personal topics answer from the user's own data; on a tie they win over an article. */
  personal: boolean
}

const PAYOUT_STATUS: Record<string, string> = {
  pending: 'pending: it is sent once your payout account is complete (Payments › Set up payouts)',
  processing: 'processing: it is on its way to your bank',
  completed: 'completed',
}

const PERSONAL_TOPICS: readonly Topic[] = [
  {
    id: 'my-next-shift',
    audience: 'both',
    personal: true,
    keywords: ['next shift', 'upcoming shift', 'my schedule', 'when do i work', 'when am i working', 'when is my shift', 'next booking'],
    render(facts) {
      if (facts.userType === 'provider') {
        return facts.nextShift
          ? `Your next shift is ${shiftLine(facts.nextShift)}. You can see it, confirm you will attend or cancel it under My shifts.`
          : 'You have no upcoming hired shift. Browse open shifts under Shifts and apply to the ones that suit you.'
      }
      const next = facts.nextShift
      return next
        ? `Your next shift is ${shiftLine(next)}, with ${next.filledCount} of ${next.quantity} provider${next.quantity === 1 ? '' : 's'} hired. Details are under Shifts.`
        : 'You have no upcoming shift posted. Post one from Shifts › Post a shift.'
    },
  },
  {
    id: 'my-last-payout',
    audience: 'provider',
    personal: true,
    keywords: ['last payout', 'last payment', 'latest payout', 'latest payment', 'recent payout', 'my payout', 'my payment', 'was i paid', 'have i been paid', 'did i get paid', 'where is my money'],
    render(facts) {
      if (facts.userType !== 'provider') return ''
      const p = facts.lastPayout
      if (!p) return `You have no payouts yet. Your earnings are sent once the facility confirms your attendance (or ${settings.shifts.autoConfirmAttendanceHours} hours after the shift), to the payout account you set up under Payments.`
      const what = p.kind === 'BONUS' ? 'a bonus' : p.kind === 'CANCELLATION_FEE' ? 'a cancellation fee' : 'a shift'
      return `Your last payout was ${usd(p.amountCents)} for ${what}, on ${day(p.createdAt)}. Its status is ${PAYOUT_STATUS[p.status] ?? p.status}. Every payment is listed under Payments.`
    },
  },
  {
    id: 'my-open-shifts',
    audience: 'facility',
    personal: true,
    keywords: ['open shifts', 'open shift', 'unfilled', 'not filled', 'how many shifts', 'pending shifts', 'empty seats'],
    render(facts) {
      if (facts.userType !== 'facility') return ''
      const n = facts.openShiftsCount
      return n === 0
        ? 'You have no open shifts waiting for a provider right now.'
        : `You have ${n} upcoming shift${n === 1 ? '' : 's'} still open for applications. Applicants are listed under each shift in Shifts › Pending.`
    },
  },
]

const articleTopic = (a: HelpArticle): Topic => ({
  id: a.id,
  audience: a.audience,
  keywords: a.keywords,
  personal: false,
  render: () => `${a.title}\n\n${a.body}`,
})

const TOPICS: readonly Topic[] = [...PERSONAL_TOPICS, ...HELP_ARTICLES.map(articleTopic)]

/** A bare hello or thanks: answered only when no topic matched ("hi, how do I cancel?" is about cancelling). */
const GREETING: Topic = {
    id: 'greeting',
    audience: 'both',
    personal: true,
    keywords: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'thanks', 'thank you'],
    render(facts) {
      return `Hello ${facts.firstName}! I am the support assistant. Ask me about ${facts.userType === 'provider' ? 'applying to shifts, payouts, licenses, background checks or your next shift' : 'posting and hiring, fees, attendance, cancellations or your open shifts'}, or ask to talk to a person at any time.`
    },
  }


/** The help center's engine: the best-scoring topic for the user's side, or the honest "no match". */
export const helpCenterEngine: SupportEngine = {
  answer({ question, facts }) {
    const words = normalize(question)
    let best: { topic: Topic; score: number } | null = null
    for (const topic of TOPICS) {
      if (topic.audience !== 'both' && topic.audience !== facts.userType) continue
      const s = score(words, topic.keywords)
      // Ties keep the earlier topic: personal topics come first.
      if (s >= MIN_SCORE && (!best || s > best.score)) best = { topic, score: s }
    }
    if (!best && score(words, GREETING.keywords) > 0) return { content: GREETING.render(facts), articleId: GREETING.id }
    if (!best) return { content: NO_MATCH_ANSWER, articleId: null }
    return { content: best.topic.render(facts), articleId: best.topic.id }
  },
}
