/**
 * The admin provider list's `searchString` (spec 000 §7: part of the name, e-mail, phone number
 * or city, any case) answered from the providers holding its words, so a word few providers
 * hold does not read 750,000 of them (0.5–0.9 s of CPU for each page before).
 *
 * The full-text index of migration 0050 (`admin_provider_search`, `trigram`, one row a provider:
 * "first last", e-mail, phone, city) finds the providers whose fields contain the search as one
 * quoted phrase anywhere, under Unicode case folding: a superset of the list's
 * `LIKE '%search%'` (ASCII case only). The list still tests its own `LIKE`s, the type and the
 * deleted account on each provider the index gives, so the answer is the walk's, row for row.
 *
 * The providers holding the words are first counted in the index alone, up to
 * `PROVIDER_SEARCH_LIMITS.indexed` + 1, and then:
 *
 * - at most `PROVIDER_SEARCH_LIMITS.sorted` (a name, an e-mail, a phone number, most cities):
 *   all of them are read, tested and sorted newest first in one statement; that list is the
 *   total, and the page is a slice of it;
 * - more, up to `indexed` (a common first name): the page walks the providers newest first as
 *   before and stops once full, which for such words is soon; the total counts the providers
 *   the index gives, each tested, never the others;
 * - more still (an e-mail domain most providers share), or a search under three characters
 *   (which a trigram index cannot find): every provider is read in windows of their creation
 *   time with the event loop free between windows (list-providers.ts `scanInWindows`).
 *   Reading a provider through the index costs about three times reading it in the table (2.0 s
 *   against 0.7 s of CPU for a word all 750,000 providers hold), and each of the index's counts
 *   is one statement that holds the event loop (about 0.3 s at 100,000). So `indexed` is kept at
 *   20,000: no statement of a search holds the loop for more than a few tens of milliseconds,
 *   and a word more providers hold costs more CPU (the windows) but stops nobody else.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../../db/client'

/** How many providers holding the words each way reads at most (see above); tests lower them. */
export const PROVIDER_SEARCH_LIMITS = { sorted: 10_000, indexed: 20_000 }

/** How a search is answered: not at all (none), walked, or through the index. */
export type ProviderSearchPlan = { kind: 'none' } | { kind: 'walk' } | { kind: 'few' | 'many'; match: string }

/** An FTS5 string: the whole search as one phrase, its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

export async function planProviderSearch(db: Tx, searchString: string | null | undefined): Promise<ProviderSearchPlan> {
  const text = searchString?.trim()
  if (!text) return { kind: 'none' }
  if ([...text].length < 3) return { kind: 'walk' }
  const match = phrase(text)
  const [counted] = await db.all<{ n: number }>(
    sql`select count(*) as "n" from (select rowid from admin_provider_search where admin_provider_search match ${match} limit ${PROVIDER_SEARCH_LIMITS.indexed + 1})`,
  )
  const n = Number(counted?.n ?? 0)
  if (n > PROVIDER_SEARCH_LIMITS.indexed) return { kind: 'walk' }
  return { kind: n > PROVIDER_SEARCH_LIMITS.sorted ? 'many' : 'few', match }
}

/**
 * The providers the index holds for `match`, each with its account, for a statement that still
 * tests the list's filters (`where`, written on "providers" and "users") and the deleted account.
 * The index is the outer loop (`CROSS JOIN`): its rows, then one lookup each by key.
 */
export const indexedProviders = (match: string, where: SQL | undefined): SQL =>
  sql`from admin_provider_search s cross join admin_provider_search_keys k on k.id = s.rowid
    cross join "providers" on "providers"."id" = k.provider_id cross join "users" on "users"."id" = "providers"."user_id"
    where admin_provider_search match ${match} and "users"."deleted_at" is null${where ? sql` and ${where}` : sql``}`
