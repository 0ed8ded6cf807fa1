/**
 * The browse index: every open shift group with a free seat, kept in memory per process and
 * exact to the last commit (infrastructure behind the provider's browse, not a domain module).
 *
 *   const index = openGroupsIndexOf(ctx.db)
 *   await index.catchUp(db, now)             // apply the change log since the last query
 *   const { groups, total } = index.query(q) // filter, sort and page
 *
 * `pruneShiftGroupChanges` trims the change log the
 * index reads (the scheduler runs it). How it works: open-groups-index.ts.
 */
export { openGroupsIndexOf } from './open-groups-index'
export { BEST_MATCH, bestMatchScore } from './open-groups-index'
export type { BestMatchProfile, BrowseSort, OpenGroup, OpenGroupQuery, OpenGroupsIndex, TagKind } from './open-groups-index'
export { pruneShiftGroupChanges } from './prune-group-changes'
