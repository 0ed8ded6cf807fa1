/**
 * Fetch-or-throw helpers for payment methods, scoped to the caller's organization and facilities.
 * A method is visible to a facility user when it is linked to a facility they see; another
 * tenant's method answers 404 like an unknown one.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { prepared } from '../../db/prepared'
import { facilities, paymentMethodFacilities, paymentMethods, processorCustomers } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { canSeeFacility } from '../organizations'

export type PaymentMethodRow = typeof paymentMethods.$inferSelect
export type PaymentMethodLink = typeof paymentMethodFacilities.$inferSelect

/** The links of these methods to facilities still open, in the order the facilities were added. */
export async function linksOf(db: Tx, methodIds: string[]): Promise<PaymentMethodLink[]> {
  if (!methodIds.length) return []
  return db
    .select({ paymentMethodId: paymentMethodFacilities.paymentMethodId, facilityId: paymentMethodFacilities.facilityId, isDefault: paymentMethodFacilities.isDefault })
    .from(paymentMethodFacilities)
    .innerJoin(facilities, eq(facilities.id, paymentMethodFacilities.facilityId))
    .where(and(inArray(paymentMethodFacilities.paymentMethodId, methodIds), isNull(facilities.deletedAt)))
    .orderBy(asc(facilities.createdAt), asc(facilities.id))
}

/** A live method of the caller's organization that is linked to a facility the caller sees, or 404. */
export async function getVisiblePaymentMethod(db: Tx, caller: FacilityCaller, paymentMethodId: string): Promise<{ method: PaymentMethodRow; links: PaymentMethodLink[] }> {
  const method = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.organizationId, caller.organizationId), isNull(paymentMethods.removedAt)))
    .get()
  const links = method ? (await linksOf(db, [method.id])).filter((l) => canSeeFacility(caller, l.facilityId)) : []
  if (!method || !links.length) throw new NotFoundError('payment method')
  return { method, links }
}

/**
 * The method a charge for this facility may use: the organization's, not removed, and added by
 * or shared with the facility. Anything else is 404 (domain "Hire": the facility picks one of
 * its own methods).
 */
export async function getUsablePaymentMethod(db: Tx, input: { organizationId: string; facilityId: string; paymentMethodId: string }): Promise<PaymentMethodRow> {
  const row = await prepared(db, usablePaymentMethod).get(input)
  if (!row) throw new NotFoundError('payment method')
  return row.method
}

const usablePaymentMethod = (db: Tx) =>
  db
    .select({ method: paymentMethods })
    .from(paymentMethods)
    .innerJoin(paymentMethodFacilities, and(eq(paymentMethodFacilities.paymentMethodId, paymentMethods.id), eq(paymentMethodFacilities.facilityId, sql.placeholder('facilityId'))))
    .where(and(eq(paymentMethods.id, sql.placeholder('paymentMethodId')), eq(paymentMethods.organizationId, sql.placeholder('organizationId')), isNull(paymentMethods.removedAt)))
    .prepare()

/** The processor's customer of an organization (created when its first method is attached). */
export async function customerIdOf(db: Tx, organizationId: string): Promise<string | null> {
  const row = await prepared(db, customerOfOrganization).get({ organizationId })
  return row?.customerId ?? null
}

const customerOfOrganization = (db: Tx) =>
  db.select({ customerId: processorCustomers.customerId }).from(processorCustomers).where(eq(processorCustomers.organizationId, sql.placeholder('organizationId'))).prepare()

/** After a facility loses its default, its most recently added remaining method takes over. */
export async function electDefault(tx: Tx, facilityId: string): Promise<void> {
  const current = await tx
    .select({ id: paymentMethodFacilities.paymentMethodId })
    .from(paymentMethodFacilities)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodFacilities.paymentMethodId))
    .where(and(eq(paymentMethodFacilities.facilityId, facilityId), eq(paymentMethodFacilities.isDefault, true), isNull(paymentMethods.removedAt)))
    .get()
  if (current) return
  const next = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethodFacilities)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodFacilities.paymentMethodId))
    .where(and(eq(paymentMethodFacilities.facilityId, facilityId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.createdAt))
    .get()
  if (next) await setDefault(tx, next.id, facilityId)
}

/** Makes a method the facility's one default (and mirrors it on the method for its own facility). */
export async function setDefault(tx: Tx, paymentMethodId: string, facilityId: string): Promise<void> {
  await tx.update(paymentMethodFacilities).set({ isDefault: false }).where(and(eq(paymentMethodFacilities.facilityId, facilityId), eq(paymentMethodFacilities.isDefault, true)))
  await tx
    .update(paymentMethodFacilities)
    .set({ isDefault: true })
    .where(and(eq(paymentMethodFacilities.facilityId, facilityId), eq(paymentMethodFacilities.paymentMethodId, paymentMethodId)))
  await tx.update(paymentMethods).set({ isDefault: false }).where(and(eq(paymentMethods.facilityId, facilityId), eq(paymentMethods.isDefault, true)))
  await tx.update(paymentMethods).set({ isDefault: true }).where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.facilityId, facilityId)))
}

/**
 * One page of the organization's live methods usable by any of `facilityIds` (all facilities
 * when null), newest first.
 */
export async function pageOfPaymentMethods(db: Tx, scope: { organizationId: string; facilityIds: string[] | null }, page: { pageSize: number; offset: number }) {
  const where = and(
    eq(paymentMethods.organizationId, scope.organizationId),
    isNull(paymentMethods.removedAt),
    isNull(facilities.deletedAt),
    scope.facilityIds ? inArray(paymentMethodFacilities.facilityId, scope.facilityIds.length ? scope.facilityIds : ['']) : undefined,
  )
  const from = () =>
    db
      .selectDistinct({ method: paymentMethods })
      .from(paymentMethods)
      .innerJoin(paymentMethodFacilities, eq(paymentMethodFacilities.paymentMethodId, paymentMethods.id))
      .innerJoin(facilities, eq(facilities.id, paymentMethodFacilities.facilityId))
      .where(where)
  const [rows, [count]] = await Promise.all([
    from().orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id)).limit(page.pageSize).offset(page.offset),
    db
      .select({ n: sql<number>`count(distinct ${paymentMethods.id})` })
      .from(paymentMethods)
      .innerJoin(paymentMethodFacilities, eq(paymentMethodFacilities.paymentMethodId, paymentMethods.id))
      .innerJoin(facilities, eq(facilities.id, paymentMethodFacilities.facilityId))
      .where(where),
  ])
  return { methods: rows.map((r) => r.method), totalItems: Number(count?.n ?? 0) }
}

/** The first of these methods the facility may still use, else the facility's default, else null. */
export async function firstUsablePaymentMethod(db: Tx, input: { organizationId: string; facilityId: string; candidates: (string | null | undefined)[] }): Promise<string | null> {
  for (const candidate of input.candidates) {
    if (!candidate) continue
    const usable = await getUsablePaymentMethod(db, { ...input, paymentMethodId: candidate }).catch(() => null)
    if (usable) return usable.id
  }
  const fallback = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethodFacilities)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodFacilities.paymentMethodId))
    .where(and(eq(paymentMethodFacilities.facilityId, input.facilityId), eq(paymentMethodFacilities.isDefault, true), eq(paymentMethods.organizationId, input.organizationId), isNull(paymentMethods.removedAt)))
    .get()
  return fallback?.id ?? null
}
