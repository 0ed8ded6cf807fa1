/** The reads every conversation verb shares: who may see a thread, who hears of it, what it shows. */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { FacilityCaller, ProviderCaller, UserCaller } from '../../context'
import type { Tx } from '../../db/client'
import { applications, conversations, providers, shiftGroups, shifts } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { canSeeFacility, peopleOfFacility } from '../organizations'

export type ConversationRow = typeof conversations.$inferSelect

/** The caller's side of a thread: a facility user who may see its facility, or its provider. */
export async function conversationOfCaller(tx: Tx, caller: UserCaller, conversationId: string): Promise<ConversationRow> {
  const row = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).get()
  if (!row || !isParty(caller, row)) throw new NotFoundError('conversation')
  return row
}

export function isParty(caller: UserCaller, row: Pick<ConversationRow, 'organizationId' | 'facilityId' | 'providerId'>): boolean {
  return caller.kind === 'provider'
    ? row.providerId === caller.providerId
    : row.organizationId === caller.organizationId && canSeeFacility(caller as FacilityCaller, row.facilityId)
}

/** A facility and a provider may write to each other once the provider applied to (or was hired for) one of its shifts. */
export async function shareAShift(tx: Tx, facilityId: string, providerId: string): Promise<boolean> {
  const row = await tx
    .select({ one: sql<number>`1` })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .where(and(eq(applications.providerId, providerId), eq(shiftGroups.facilityId, facilityId)))
    .limit(1)
    .get()
  return row !== undefined
}

export async function providerUserId(tx: Tx, providerId: string): Promise<string | null> {
  const row = await tx.select({ userId: providers.userId }).from(providers).where(eq(providers.id, providerId)).get()
  return row?.userId ?? null
}

/** The recipients of a change made by `caller`'s side: the other side's people, and the sender's own other tabs. */
export async function threadUserIds(tx: Tx, row: ConversationRow): Promise<string[]> {
  const provider = await providerUserId(tx, row.providerId)
  return [...(await peopleOfFacility(tx, row.facilityId)), ...(provider ? [provider] : [])]
}

/** Of these facility–provider pairs, those where the provider has a hired shift still to come at the facility. */
export async function pairsWithUpcomingShift(tx: Tx, pairs: { facilityId: string; providerId: string }[], now: Date): Promise<Set<string>> {
  if (!pairs.length) return new Set()
  const providerIds = [...new Set(pairs.map((p) => p.providerId))]
  const rows = await tx
    .selectDistinct({ facilityId: shifts.facilityId, providerId: shifts.providerId })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(and(inArray(shifts.providerId, providerIds), eq(shifts.status, 'FILLED'), gt(shiftGroups.startsAt, now)))
  return new Set(rows.map((r) => `${r.facilityId}:${r.providerId}`))
}

export const pairKey = (row: { facilityId: string; providerId: string }) => `${row.facilityId}:${row.providerId}`

export type { ProviderCaller }
