/**
 * `blockedCreditsByShiftPost` of `GET /organization` (domain "Money").
 *
 * Credits are drawn when a seat is hired, not reserved when it is posted: the balance stays
 * whole until then. This shows how the current balance would be spent if every open seat were
 * hired, post by post in the order they were made: each post blocks min(what is left of the
 * balance, the price of its unfilled seats). Only open groups that start in the future count,
 * since nothing else can still be hired.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { shiftGroups } from '../../db/schema'
import { seatPrice } from '../../../shared/domain/money'

export interface PostDemand {
  postId: string
  createdAt: Date
  /** The price of the post's unfilled seats. */
  demandCents: number
  facilityIds: string[]
}

export interface BlockedPost {
  postId: string
  createdAt: Date
  creditsCents: number
  facilityIds: string[]
}

/** Spends the balance on posts oldest first; posts that block nothing are left out. */
export function allocateBlockedCredits(balanceCents: number, posts: PostDemand[]): BlockedPost[] {
  let remaining = Math.max(0, balanceCents)
  const ordered = [...posts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.postId.localeCompare(b.postId))
  const blocked: BlockedPost[] = []
  for (const post of ordered) {
    const creditsCents = Math.min(remaining, post.demandCents)
    if (creditsCents <= 0) continue
    remaining -= creditsCents
    blocked.push({ postId: post.postId, createdAt: post.createdAt, creditsCents, facilityIds: post.facilityIds })
  }
  return blocked
}

/**
 * What the organization's unfilled, still-hireable seats would cost, per post. Nothing is read
 * when there is no balance to block (most organizations, most of the time). Otherwise only the
 * columns the price needs, with the trigger-kept `open_seats` instead of joining every seat: a
 * chain with 50,000 open groups read them whole, joined to their seats, for 1.8 s per
 * `GET /organization` (issue 17); the condition repeats `shift_groups_open_seat_idx`'s literally
 * so SQLite finds the groups through it.
 */
export async function loadPostDemand(db: Tx, organizationId: string, now: Date, balanceCents: number): Promise<PostDemand[]> {
  if (balanceCents <= 0) return []
  const g = shiftGroups
  const groups = await db
    .select({
      postId: g.postId,
      facilityId: g.facilityId,
      createdAt: g.createdAt,
      openSeats: g.openSeats,
      startsAt: g.startsAt,
      endsAt: g.endsAt,
      rateCents: g.rateCents,
      percentageFee: g.percentageFee,
      lunchBreakMinutes: g.lunchBreakMinutes,
      isLunchBreakPaid: g.isLunchBreakPaid,
    })
    .from(g)
    .where(and(eq(g.organizationId, organizationId), sql`${g.openSeats} > 0 and ${g.status} in ('OPEN', 'CLOSED')`, eq(g.status, 'OPEN'), gt(g.startsAt, now)))
    .orderBy(asc(g.createdAt))
  const posts = new Map<string, PostDemand>()
  for (const group of groups) {
    const seatCents = seatPrice(group).totalCents
    const post = posts.get(group.postId) ?? { postId: group.postId, createdAt: group.createdAt, demandCents: 0, facilityIds: [] }
    post.demandCents += seatCents * group.openSeats
    if (group.createdAt < post.createdAt) post.createdAt = group.createdAt
    if (!post.facilityIds.includes(group.facilityId)) post.facilityIds.push(group.facilityId)
    posts.set(group.postId, post)
  }
  return [...posts.values()]
}
