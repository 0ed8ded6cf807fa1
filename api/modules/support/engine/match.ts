/**
 * Keyword matching for the help center: the question and every keyword are normalized the same
 * way (lower case, punctuation out, a plural's final "s" dropped), and a keyword counts when its
 * words appear together in the question. A phrase weighs more than one word, so "next shift"
 * beats "shift". Deterministic and offline.
 */

/** Lower case, apostrophes dropped ("can't" → "cant"), anything else not a letter or digit a space, words stemmed. */
export function normalize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(stem)
}

/** The plural's "s" (shifts, payouts, fees); short words and "ss" endings (class) kept. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** A keyword's weight when found: one word 2, each further word of a phrase 1 more. */
export function keywordWeight(keyword: string): number {
  return 1 + normalize(keyword).length
}

/** Whether `keyword`'s words appear together, in order, in the normalized question. */
export function containsKeyword(words: readonly string[], keyword: string): boolean {
  const wanted = normalize(keyword)
  if (!wanted.length) return false
  outer: for (let i = 0; i + wanted.length <= words.length; i++) {
    for (let j = 0; j < wanted.length; j++) if (words[i + j] !== wanted[j]) continue outer
    return true
  }
  return false
}

/** The sum of the weights of the keywords found; two keywords alike once normalized ("payout", "payouts") count once. */
export function score(words: readonly string[], keywords: readonly string[]): number {
  let total = 0
  const counted = new Set<string>()
  for (const keyword of keywords) {
    const key = normalize(keyword).join(' ')
    if (counted.has(key) || !containsKeyword(words, keyword)) continue
    counted.add(key)
    total += keywordWeight(keyword)
  }
  return total
}
