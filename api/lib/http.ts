/** Small helpers shared by route files. */

/** An empty `204 No Content`. */
export function noContent(set: { status?: number | string }): undefined {
  set.status = 204
  return undefined
}
