/**
 * "Talk to a human" (issue 14 §6): a message asking for a person hands the conversation to the
 * support team, as the escalate call does. Phrases, not single words, so "a person was rude at
 * the pharmacy" is a question for the help center, not a request for staff.
 */
import { containsKeyword, normalize } from './match'

const ASKING_FOR_A_PERSON = [
  'human',
  'real person',
  'live person',
  'actual person',
  'talk to a person',
  'speak to a person',
  'speak with a person',
  'talk to someone',
  'speak to someone',
  'speak with someone',
  'talk to somebody',
  'representative',
  'live agent',
  'real agent',
  'customer service',
  'support team',
  'talk to support',
  'contact support',
  'operator',
] as const

export function wantsPerson(message: string): boolean {
  const words = normalize(message)
  return ASKING_FOR_A_PERSON.some((phrase) => containsKeyword(words, phrase))
}
